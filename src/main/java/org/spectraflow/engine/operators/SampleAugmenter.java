package org.spectraflow.engine.operators;

import java.util.Optional;
import org.spectraflow.engine.random.NumpyGenerator;

/**
 * A sample augmenter as the engine sees it (docs/compatibility.md, sample augmentation): makes
 * perturbed copies of rows, drawing from a numpy {@code default_rng} generator.
 */
public interface SampleAugmenter extends TransformOperator {

  /** The operator's own {@code random_state}, if set. */
  Optional<Long> randomState();

  /** True when the operator applies {@code variation_scope} itself to a whole batch of rows. */
  boolean drawsForBatch();

  /** True when the operator reads a wavelength axis. */
  boolean usesWavelengths();

  /** Perturbed copies of {@code rows}, in row order ({@code wavelengths} may be null). */
  double[][] augment(double[][] rows, double[] wavelengths, NumpyGenerator rng, boolean batch);
}
