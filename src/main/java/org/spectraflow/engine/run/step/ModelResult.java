package org.spectraflow.engine.run.step;

import java.util.List;
import java.util.SortedMap;
import java.util.function.Supplier;
import org.spectraflow.engine.diagnostics.ModelDiagnostics;
import org.spectraflow.engine.diagnostics.TestPredictions;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.ScoreNames;
import org.spectraflow.engine.tune.TuningReport;

/**
 * One model step's outcome inside the executor: the report figures plus what a predictions merge
 * needs (out-of-fold predictions per train row, averaged test predictions) and the model class.
 *
 * @param report the figures the report shows
 * @param className the model's class name (refit is per class)
 * @param hadFolds true when trained per fold (a refit can improve on it)
 * @param trainPredictions per train row (train-id order), the out-of-fold prediction (in-sample
 *     without folds), computed on first use: only a later merge of predictions reads them
 * @param testAvg per test row, the averaged fold prediction (the single model's without folds)
 * @param fitted the model's fitted pipeline, kept only by a refit with {@code keepFinalModel} and a
 *     chain it can represent; null otherwise
 */
public record ModelResult(
    ModelReport report,
    String className,
    boolean hadFolds,
    Supplier<double[]> trainPredictions,
    double[] testAvg,
    FittedPipeline fitted) {

  /** A result without a fitted pipeline. */
  public ModelResult(
      ModelReport report,
      String className,
      boolean hadFolds,
      Supplier<double[]> trainPredictions,
      double[] testAvg) {
    this(report, className, hadFolds, trainPredictions, testAvg, null);
  }

  /** The train rows' predictions (computed once, on the first call; thread-confined). */
  double[] trainOof() {
    return trainPredictions.get();
  }

  /**
   * The same without its train predictions: they are read only inside the variant (a merge), and
   * the lazy form holds the fitted model and the variant's blocks, which a finished variant must
   * not keep alive.
   */
  public ModelResult released() {
    return new ModelResult(report, className, hadFolds, ModelResult::gone, testAvg, fitted);
  }

  private static double[] gone() {
    throw new IllegalStateException("train predictions are only available inside their variant");
  }

  /** A supplier computing {@code compute} once, on first use. */
  static Supplier<double[]> once(Supplier<double[]> compute) {
    return new Supplier<>() {
      private double[] value;

      @Override
      public double[] get() {
        if (value == null) {
          value = compute.get();
        }
        return value;
      }
    };
  }

  static ModelResult of(
      String name,
      String branch,
      String className,
      SortedMap<String, Object> params,
      ScoreNames names,
      Scored test,
      Folded folds,
      Supplier<double[]> trainOof,
      TestPredictions predictions) {
    double selection = folds == null ? test.primary() : folds.cv();
    ModelReport report =
        new ModelReport(
            name,
            branch,
            params,
            names,
            test.primary(),
            test.secondary(),
            folds == null ? null : folds.cv(),
            folds == null ? null : folds.meanFold(),
            folds == null ? List.of() : folds.foldVal(),
            folds == null ? List.of() : folds.foldTest(),
            null,
            selection,
            predictions);
    return new ModelResult(report, className, folds != null, trainOof, predictions.yPred());
  }

  /** The same result with the {@code finetune_params} study that chose the parameters. */
  ModelResult withTuning(TuningReport tuning) {
    return new ModelResult(
        report.withTuning(tuning), className, hadFolds, trainPredictions, testAvg, fitted);
  }

  /** The same with the pooled out-of-fold predictions in its report. */
  ModelResult withCvPredictions(TestPredictions outOfFold) {
    return new ModelResult(
        report.withCvPredictions(outOfFold),
        className,
        hadFolds,
        trainPredictions,
        testAvg,
        fitted);
  }

  /** The same with {@code diagnostics} added to its report's (null: unchanged). */
  ModelResult withDiagnostics(ModelDiagnostics diagnostics) {
    return diagnostics == null
        ? this
        : new ModelResult(
            report.withDiagnostics(diagnostics.with(report.diagnostics())),
            className,
            hadFolds,
            trainPredictions,
            testAvg,
            fitted);
  }

  /** The diagnostics the report carries, null without. */
  public ModelDiagnostics diagnostics() {
    return report.diagnostics();
  }

  /** The same holding {@code pipeline}. */
  ModelResult withFitted(FittedPipeline pipeline) {
    return new ModelResult(report, className, hadFolds, trainPredictions, testAvg, pipeline);
  }

  /** Primary and secondary scores of one prediction set. */
  record Scored(double primary, double secondary) {}

  /** The cross-validation figures. */
  record Folded(double cv, double meanFold, List<Double> foldVal, List<Double> foldTest) {}
}
