package org.spectraflow.ui.diagnostics;

import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;
import org.spectraflow.charts.ComponentsCurvePlot;
import org.spectraflow.charts.InfluencePlot;
import org.spectraflow.charts.SpectralProfile;
import org.spectraflow.engine.diagnostics.LatentSupport;
import org.spectraflow.engine.diagnostics.ModelDiagnostics;
import org.spectraflow.engine.diagnostics.PlsDiagnostics;
import org.spectraflow.engine.diagnostics.SamplePredictions;
import org.spectraflow.engine.run.report.ModelReport;

/**
 * What the Diagnostics tab draws for one model (docs/studio.md): the chart models of its components
 * curve, VIP, coefficients, T²/Q and scores, each null when it does not apply, and a message saying
 * what is shown or why nothing is. Immutable.
 *
 * @param message one line for the user (the model, or what applies to it)
 * @param curve the components curve, null without one
 * @param vip VIP over the wavelength axis with the 1.0 line, null without PLS diagnostics
 * @param coefficients regression coefficients over the wavelength axis, null when none
 * @param influence Hotelling T² against Q with the limits, null without PLS diagnostics
 * @param scores the scores plot of the chosen components, null without PLS diagnostics
 * @param components the model's number of PLS components (0 without PLS diagnostics)
 */
public record DiagnosticsFigures(
    String message,
    ComponentsCurvePlot curve,
    SpectralProfile vip,
    SpectralProfile coefficients,
    InfluencePlot influence,
    ScoresPlot scores,
    int components) {

  /** Nothing to show, with the reason. */
  public static DiagnosticsFigures none(String message) {
    return new DiagnosticsFigures(message, null, null, null, null, null, 0);
  }

  /** The same with the scores plot {@code next}. */
  public DiagnosticsFigures withScores(ScoresPlot next) {
    return new DiagnosticsFigures(message, curve, vip, coefficients, influence, next, components);
  }

  /** True when any chart applies. */
  public boolean any() {
    return curve != null || vip != null || coefficients != null || influence != null;
  }

  /**
   * The figures of {@code model} (labelled {@code label}) with its scores plot on components {@code
   * a} against {@code b} (1-based).
   */
  public static DiagnosticsFigures of(ModelReport model, String label, int a, int b) {
    ModelDiagnostics d = model.diagnostics();
    boolean pls = model.name().toUpperCase(java.util.Locale.ROOT).contains("PLS");
    java.util.Optional<String> noLatent = LatentSupport.missing(model.name());
    if (d == null && noLatent.isPresent()) {
      return none(label + ": " + noLatent.get() + ".");
    }
    if (d == null) {
      return none(
          pls
              ? label
                  + ": the studio computes diagnostics for documents with folds (add a splitter such as"
                  + " KFold before the model and run again)."
              : label
                  + ": PLS diagnostics apply to PLS models; see its predicted vs actual plot"
                  + " on the Scores tab.");
    }
    ComponentsCurvePlot curve =
        d.curve() == null
            ? null
            : new ComponentsCurvePlot("Error vs number of PLS components", label, d.curve());
    PlsDiagnostics p = d.pls();
    if (p == null) {
      SpectralProfile coef =
          d.coefficients() == null
              ? null
              : SpectralProfile.of(
                  "Regression coefficients",
                  label,
                  d.axis(),
                  d.coefficients(),
                  "coefficient",
                  0.0,
                  "0");
      SpectralProfile importances =
          d.featureImportances() == null
              ? null
              : SpectralProfile.of(
                  "Feature importances (impurity decrease)",
                  label,
                  d.axis(),
                  d.featureImportances(),
                  "importance",
                  Double.NaN,
                  "");
      String why =
          noLatent.isPresent()
              ? label + ": " + noLatent.get() + "."
              : pls
                  ? label
                      + ": VIP, coefficients, T²/Q and scores are computed for the refitted model"
                      + " (the best one, marked ★); select it to see them."
                  : importances != null
                      ? label
                          + ": the forest's feature importances; VIP, T²/Q and scores apply to"
                          + " PLS models only."
                      : coef != null
                          ? label
                              + ": the linear model's coefficients; VIP, T²/Q and scores apply to"
                              + " PLS models only."
                          : label + ": VIP, T²/Q and scores apply to PLS models only.";
      return new DiagnosticsFigures(why, curve, importances, coef, null, null, 0);
    }
    SpectralProfile vip =
        SpectralProfile.of(
            "VIP (variable importance in projection)",
            label,
            d.axis(),
            p.vip(),
            "VIP",
            1.0,
            "VIP = 1");
    SpectralProfile coef =
        SpectralProfile.of(
            "Regression coefficients (∂ŷ/∂x, preprocessed units)",
            label,
            d.axis(),
            p.coefficients(),
            "coefficient",
            0.0,
            "0");
    InfluencePlot influence =
        InfluencePlot.of(
            "Hotelling T² vs Q residuals",
            label,
            p,
            d.test(),
            d.calibrationSamples(),
            d.testSamples());
    int components = p.fit().components();
    ScoresPlot scores =
        ScoresPlot.of(p, d.test(), trainingY(d.predictions(), p), a, b)
            .withSamples(d.calibrationSamples(), d.testSamples());
    return new DiagnosticsFigures(
        label
            + ": "
            + components
            + " components, "
            + p.calibration().size()
            + " calibration samples.",
        curve,
        vip,
        coef,
        influence,
        scores,
        components);
  }

  /**
   * The calibration samples' targets in training order: the out-of-fold predictions cover every
   * training sample once, and the training rows are in the dataset's sample order, so sorting them
   * by sample id gives the training order. Empty when they do not cover the calibration set.
   */
  static double[] trainingY(SamplePredictions predictions, PlsDiagnostics p) {
    if (predictions == null) {
      return new double[0];
    }
    int[] ids = predictions.samples();
    double[] y = predictions.yTrue();
    if (ids.length != p.calibration().size()
        || Arrays.stream(ids).distinct().count() != ids.length) {
      return new double[0];
    }
    return IntStream.range(0, ids.length)
        .boxed()
        .sorted(Comparator.comparingInt(i -> ids[i]))
        .mapToDouble(i -> y[i])
        .toArray();
  }
}
