package org.spectraflow.engine.model;

import java.util.List;
import java.util.Objects;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.RowMatrix;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.operators.FittedModel;

/**
 * One variant's chain after fitting, held as a value (the pattern of Tribuo's {@code Model} and
 * scikit-learn's fitted estimator): the fitted feature transforms in order, the fitted model, the
 * y_processing inverses, the feature count and wavelength axis it was trained on, the precision and
 * the provenance. {@link #predict(Block)} is the one path from raw spectra to predictions in target
 * units: the run predicts its refit test partition through it, and new spectra go the same way.
 *
 * <p>Invariants: immutable and thread-safe (every part is immutable after fit); spectra of another
 * feature count are refused with {@link FeatureCountMismatchException}; the input is converted to
 * the training precision before the first transform, as the run stores its features.
 */
public final class FittedPipeline {

  private final List<FittedNode> steps;
  private final FittedModel model;
  private final List<TargetInverse> targetInverses;
  private final TrainingShape shape;
  private final boolean classification;
  private final Provenance provenance;

  /**
   * A pipeline applying {@code steps} in order, then {@code model}, then (regression only) {@code
   * targetInverses} last to first.
   */
  public FittedPipeline(
      List<? extends FittedNode> steps,
      FittedModel model,
      List<TargetInverse> targetInverses,
      TrainingShape shape,
      boolean classification,
      Provenance provenance) {
    this.steps = List.copyOf(steps);
    this.model = Objects.requireNonNull(model, "model");
    this.targetInverses = List.copyOf(targetInverses);
    this.shape = Objects.requireNonNull(shape, "shape");
    this.classification = classification;
    this.provenance = Objects.requireNonNull(provenance, "provenance");
  }

  /**
   * The fitted feature chain, in the order it applies: transforms, and for branched pipelines
   * concat_transform and merge nodes.
   */
  public List<FittedNode> steps() {
    return steps;
  }

  /** The fitted model. */
  public FittedModel model() {
    return model;
  }

  /** The y_processing inverses in y_processing order (applied last to first). */
  public List<TargetInverse> targetInverses() {
    return targetInverses;
  }

  /** The feature count, wavelength axis and precision the pipeline was trained on. */
  public TrainingShape shape() {
    return shape;
  }

  /** True when the model is a classifier (predictions are class labels, never inverted). */
  public boolean classification() {
    return classification;
  }

  /** Where the pipeline came from. */
  public Provenance provenance() {
    return provenance;
  }

  /** The same with another provenance (the run adds the refit scores once they are known). */
  public FittedPipeline withProvenance(Provenance next) {
    return new FittedPipeline(steps, model, targetInverses, shape, classification, next);
  }

  /**
   * Predictions ({@code rows × targets}) in target units for raw spectra, one row per spectrum.
   *
   * @throws FeatureCountMismatchException when {@code x} does not have the trained feature count
   */
  public double[][] predict(Block x) {
    if (x.cols() != shape.features()) {
      throw new FeatureCountMismatchException(shape.features(), x.cols());
    }
    if (x.rows() <= CHUNK) {
      return predictRows(x);
    }
    double[][] out = new double[x.rows()][];
    for (int from = 0; from < x.rows(); from += CHUNK) {
      int[] rows = new int[Math.min(CHUNK, x.rows() - from)];
      for (int i = 0; i < rows.length; i++) {
        rows[i] = from + i;
      }
      double[][] part = predictRows(x.selectRows(rows));
      System.arraycopy(part, 0, out, from, part.length);
    }
    return out;
  }

  /**
   * Rows per pass through the chain: every fitted form maps each row on its own, so predicting
   * blocks of rows gives the same bits as predicting all at once, while the chain's intermediate
   * blocks stay small (docs/performance.md, "Model file: load and predict").
   */
  private static final int CHUNK = 1024;

  /**
   * The features the model reads for raw spectra {@code x} (converted to the training precision,
   * then every node of the chain applied), one row per spectrum.
   */
  public Block features(Block x) {
    Block raw = x.precision() == shape.precision() ? x : x.withPrecision(shape.precision());
    Block current = raw;
    for (FittedNode step : steps) {
      current = step.apply(current, raw);
    }
    return current;
  }

  private double[][] predictRows(Block x) {
    Block current = features(x);
    double[][] p = current.rows() == 0 ? new double[0][1] : model.predict((RowMatrix) current);
    if (!classification) {
      for (int i = targetInverses.size() - 1; i >= 0; i--) {
        targetInverses.get(i).invert(p);
      }
    }
    return p;
  }

  /** {@link #predict(Block)} for raw spectra given as rows of values. */
  public double[][] predict(double[][] rows) {
    if (rows.length == 0) {
      return new double[0][1];
    }
    return predict(Block.ofRows(shape.precision(), rows));
  }

  /**
   * {@link #predict(Block)} for the samples {@code ids} of a single-source dataset's raw spectra.
   *
   * @throws IllegalArgumentException when the dataset has several sources or no raw spectra
   */
  public double[][] predict(SpectroDataset dataset, int[] ids) {
    if (dataset.sources().size() != 1) {
      throw new IllegalArgumentException(
          "a fitted pipeline predicts single-source spectra, the dataset has "
              + dataset.sources().size()
              + " sources");
    }
    return predict(dataset.source(0).block(FeatureSource.RAW).selectRows(ids));
  }

  /** {@link #predict(SpectroDataset, int[])} for every sample of the dataset. */
  public double[][] predict(SpectroDataset dataset) {
    int[] all = new int[dataset.source(0).numSamples()];
    for (int i = 0; i < all.length; i++) {
      all[i] = i;
    }
    return predict(dataset, all);
  }

  @Override
  public String toString() {
    return "FittedPipeline["
        + steps.stream().map(FittedNode::operator).toList()
        + " -> "
        + provenance.model()
        + ", "
        + shape.features()
        + " features]";
  }
}
