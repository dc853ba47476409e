package org.spectraflow.engine.diagnostics;

import java.util.Arrays;
import java.util.Optional;
import org.spectraflow.engine.data.RowMatrix;
import org.spectraflow.engine.operators.FeatureImportances;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;

/**
 * What the diagnostics of one model in a run hold (docs/diagnostics.md): the components curve of a
 * PLS model (from its cross-validation), and for a model refitted on the whole training set its
 * {@link PlsDiagnostics} with the test samples projected on it, or, for a linear model, its
 * coefficients. Parts that do not apply are null. Immutable.
 *
 * @param axis the feature axis of the model's input (wavelengths), or empty when it has none
 * @param curve the error-versus-components curve, null for non-PLS models or without folds
 * @param pls the PLS diagnostics of the refitted model, null otherwise
 * @param test the test samples' scores, T² and Q on {@code pls}, null without it
 * @param coefficients a linear model's coefficients (first target) per feature, null otherwise
 * @param predictions the out-of-fold predictions with their folds and the test sample ids, null
 *     without folds
 * @param calibrationSamples the dataset sample id of each of {@code pls}'s calibration rows, in
 *     their order (empty when unknown)
 * @param testSamples the dataset sample id of each of {@code test}'s rows (empty when unknown)
 * @param calibrationFit a final model's predictions of its own training samples (the calibration
 *     fit, with their sample ids), null when not computed
 * @param featureImportances a tree ensemble's impurity-based importance per feature, null otherwise
 */
public record ModelDiagnostics(
    double[] axis,
    ComponentsCurve curve,
    PlsDiagnostics pls,
    SampleStatistics test,
    double[] coefficients,
    SamplePredictions predictions,
    int[] calibrationSamples,
    int[] testSamples,
    TestPredictions calibrationFit,
    double[] featureImportances) {

  /** Copies the arrays. */
  public ModelDiagnostics {
    axis = axis == null ? new double[0] : axis.clone();
    coefficients = coefficients == null ? null : coefficients.clone();
    calibrationSamples = calibrationSamples == null ? new int[0] : calibrationSamples.clone();
    testSamples = testSamples == null ? new int[0] : testSamples.clone();
    featureImportances = featureImportances == null ? null : featureImportances.clone();
  }

  @Override
  public double[] featureImportances() {
    return featureImportances == null ? null : featureImportances.clone();
  }

  /** Diagnostics without sample ids. */
  public ModelDiagnostics(
      double[] axis,
      ComponentsCurve curve,
      PlsDiagnostics pls,
      SampleStatistics test,
      double[] coefficients,
      SamplePredictions predictions) {
    this(axis, curve, pls, test, coefficients, predictions, null, null, null, null);
  }

  /**
   * The same naming the dataset samples of the calibration rows ({@code calibration}) and test rows
   * ({@code test}).
   */
  public ModelDiagnostics withSamples(int[] calibration, int[] test) {
    return new ModelDiagnostics(
        axis,
        curve,
        pls,
        this.test,
        coefficients,
        predictions,
        calibration,
        test,
        calibrationFit,
        featureImportances);
  }

  /** The same with the final model's calibration fit {@code fit}. */
  public ModelDiagnostics withCalibrationFit(TestPredictions fit) {
    return new ModelDiagnostics(
        axis,
        curve,
        pls,
        test,
        coefficients,
        predictions,
        calibrationSamples,
        testSamples,
        fit,
        featureImportances);
  }

  @Override
  public int[] calibrationSamples() {
    return calibrationSamples.clone();
  }

  @Override
  public int[] testSamples() {
    return testSamples.clone();
  }

  /** Only the cross-validation's sample predictions. */
  public static ModelDiagnostics ofPredictions(SamplePredictions predictions) {
    return new ModelDiagnostics(new double[0], null, null, null, null, predictions);
  }

  /**
   * The diagnostics of a fitted model on its training rows {@code x} and test rows {@code xTest}
   * (both as the model sees them): PLS diagnostics for a PLS regression, feature importances for a
   * tree ensemble, coefficients for a linear model, empty for other models.
   *
   * @param axis the input's feature axis (or empty)
   */
  public static Optional<ModelDiagnostics> of(
      FittedModel model, RowMatrix x, RowMatrix xTest, double[] axis) {
    Optional<PlsFit> fit = PlsFit.of(model);
    if (fit.isPresent() && x.rows() >= 2) {
      PlsDiagnostics d = PlsDiagnostics.of(fit.get(), Matrices.rows(x));
      return Optional.of(
          new ModelDiagnostics(axis, null, d, d.project(xTest), d.coefficients(), null));
    }
    if (model instanceof FeatureImportances trees) {
      return Optional.of(
          new ModelDiagnostics(
              axis, null, null, null, null, null, null, null, null, trees.featureImportances()));
    }
    return linearCoefficients(model)
        .map(c -> new ModelDiagnostics(axis, null, null, null, c, null));
  }

  /** A linear model's coefficients of the first target (state kind {@code linear}). */
  static Optional<double[]> linearCoefficients(FittedModel model) {
    try {
      FittedState s = model.state();
      return "linear".equals(s.kind()) ? Optional.of(s.matrix("coef")[0]) : Optional.empty();
    } catch (RuntimeException notRepresentable) {
      return Optional.empty();
    }
  }

  /** The same with {@code other}'s parts filled in where this has none. */
  public ModelDiagnostics with(ModelDiagnostics other) {
    if (other == null) {
      return this;
    }
    return new ModelDiagnostics(
        axis.length > 0 ? axis : other.axis,
        curve != null ? curve : other.curve,
        pls != null ? pls : other.pls,
        test != null ? test : other.test,
        coefficients != null ? coefficients : other.coefficients,
        predictions != null ? predictions : other.predictions,
        calibrationSamples.length > 0 ? calibrationSamples : other.calibrationSamples,
        testSamples.length > 0 ? testSamples : other.testSamples,
        calibrationFit != null ? calibrationFit : other.calibrationFit,
        featureImportances != null ? featureImportances : other.featureImportances);
  }

  @Override
  public double[] axis() {
    return axis.clone();
  }

  @Override
  public double[] coefficients() {
    return coefficients == null ? null : coefficients.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ModelDiagnostics d
        && Arrays.equals(axis, d.axis)
        && java.util.Objects.equals(curve, d.curve)
        && pls == d.pls
        && java.util.Objects.equals(test, d.test)
        && Arrays.equals(coefficients, d.coefficients)
        && java.util.Objects.equals(predictions, d.predictions);
  }

  @Override
  public int hashCode() {
    return java.util.Objects.hash(curve, test) * 31 + Arrays.hashCode(coefficients);
  }

  @Override
  public String toString() {
    return "ModelDiagnostics[curve " + curve + ", pls " + pls + "]";
  }
}
