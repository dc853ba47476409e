package org.spectraflow.engine.operators.augment;

import java.util.List;
import java.util.Optional;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.SampleAugmenter;
import org.spectraflow.engine.random.NumpyGenerator;

/**
 * A sample augmenter: turns rows of spectra into randomly perturbed copies, drawing from a numpy
 * {@code default_rng} generator (docs/compatibility.md, sample augmentation). The {@code
 * sample_augmentation} keyword calls {@link #augment} with the generator the reference would use;
 * as a plain pipeline step the augmenter perturbs every row with a generator seeded from its {@code
 * random_state} (0 when unset, where nirs4all would draw from OS entropy). Immutable; the generator
 * carries all the state.
 */
public abstract class Augmenter implements SampleAugmenter {

  /** The {@code random_state} parameter every augmenter declares. */
  static final ParamSpec RANDOM_STATE =
      ParamSpec.intOrNull(
          "random_state", 0, 4294967295L, "", "seed; None = nirs4all draws from OS entropy");

  /** The {@code variation_scope} parameter of the augmenters that draw for a whole batch. */
  static final ParamSpec VARIATION_SCOPE =
      ParamSpec.choice(
          "variation_scope",
          "sample",
          List.of("sample", "batch"),
          "one draw per spectrum or one shared draw");

  private final OperatorConfig config;
  private final Long randomState;

  Augmenter(OperatorConfig config, Long randomState) {
    this.config = config;
    this.randomState = randomState;
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public Optional<Long> randomState() {
    return Optional.ofNullable(randomState);
  }

  /**
   * True when the operator applies {@code variation_scope} itself and transforms a transformer's
   * whole list of rows in one call (GaussianAdditiveNoise, MultiplicativeNoise); false when the
   * keyword gives each copy its own clone (scope {@code sample}).
   */
  @Override
  public boolean drawsForBatch() {
    return false;
  }

  /** True when the operator reads a wavelength axis (else {@code wavelengths} may be null). */
  @Override
  public boolean usesWavelengths() {
    return false;
  }

  /**
   * Perturbed copies of {@code rows} (n rows of p values, as stored), in row order.
   *
   * @param rows the input rows (not modified)
   * @param wavelengths the axis, one value per column, or null for {@code 0..p−1}
   * @param rng the generator to draw from (advanced)
   * @param batch true for {@code variation_scope: "batch"} (one draw shared by all rows)
   */
  @Override
  public abstract double[][] augment(
      double[][] rows, double[] wavelengths, NumpyGenerator rng, boolean batch);

  @Override
  public FittedTransform fit(Block train, double[] yTrain) {
    return new AsStep();
  }

  /**
   * The augmenter used as a plain pipeline step: perturbs every row it is applied to with a fresh
   * generator seeded from {@code random_state} (0 when unset). Its draws depend on which rows are
   * applied together, so a fitted pipeline does not hold it. Immutable.
   */
  private final class AsStep implements FittedTransform {
    @Override
    public Block apply(Block input) {
      double[][] rows = new double[input.rows()][input.cols()];
      for (int i = 0; i < rows.length; i++) {
        input.copyRow(i, rows[i]);
      }
      NumpyGenerator rng = NumpyGenerator.defaultRng(randomState == null ? 0 : randomState);
      return Block.ofRows(input.precision(), augment(rows, null, rng, false));
    }

    /** Kind {@code augmenter}: the canonical configuration and the seed. */
    @Override
    public FittedState state() {
      return FittedState.of("augmenter")
          .with("operator", canonicalConfig())
          .with("random_state", randomState == null ? 0.0 : (double) randomState);
    }
  }

  /** Reads {@code random_state} (None or a non-negative integer). */
  static Long randomState(Params p) {
    Integer v = p.optionalInteger("random_state", null);
    if (v != null && v < 0) {
      throw p.invalid("random_state", v, "must be None or an integer >= 0");
    }
    return v == null ? null : v.longValue();
  }

  /** Reads a {@code (lo, hi)} pair of numbers with {@code lo <= hi}. */
  static double[] range(Params p, String name, double lo, double hi) {
    Object v = p.raw(name, List.of(lo, hi));
    if (v instanceof List<?> l
        && l.size() == 2
        && l.get(0) instanceof Number a
        && l.get(1) instanceof Number b
        && a.doubleValue() <= b.doubleValue()) {
      return new double[] {a.doubleValue(), b.doubleValue()};
    }
    throw p.invalid(name, v, "must be a pair [low, high] of numbers with low <= high");
  }

  /** Reads {@code variation_scope} ({@code sample} or {@code batch}); true for batch. */
  static boolean batchScope(Params p) {
    String scope = p.string("variation_scope", "sample");
    if (!"sample".equals(scope) && !"batch".equals(scope)) {
      throw p.invalid("variation_scope", scope, "must be 'sample' or 'batch'");
    }
    return "batch".equals(scope);
  }
}
