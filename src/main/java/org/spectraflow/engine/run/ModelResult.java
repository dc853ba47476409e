package org.spectraflow.engine.run;

import java.util.List;
import java.util.SortedMap;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.ScoreNames;
import org.spectraflow.engine.run.report.TestPredictions;
import org.spectraflow.engine.tune.TuningReport;

/**
 * One model step's outcome inside the executor: the report figures plus what a predictions merge
 * needs (out-of-fold predictions per train row, averaged test predictions) and the model class.
 *
 * @param report the figures the report shows
 * @param className the model's class name (refit is per class)
 * @param hadFolds true when trained per fold (a refit can improve on it)
 * @param trainOof per train row (train-id order), the out-of-fold prediction (in-sample without folds)
 * @param testAvg per test row, the averaged fold prediction (the single model's without folds)
 */
record ModelResult(ModelReport report, String className, boolean hadFolds, double[] trainOof,
    double[] testAvg) {

  static ModelResult of(String name, String branch, String className,
      SortedMap<String, Object> params, ScoreNames names, Scored test, Folded folds,
      double[] trainOof, TestPredictions predictions) {
    double selection = folds == null ? test.primary() : folds.cv();
    ModelReport report = new ModelReport(name, branch, params, names, test.primary(),
        test.secondary(), folds == null ? null : folds.cv(), folds == null ? null : folds.meanFold(),
        folds == null ? List.of() : folds.foldVal(), folds == null ? List.of() : folds.foldTest(),
        null, selection, predictions);
    return new ModelResult(report, className, folds != null, trainOof, predictions.yPred());
  }

  /** The same result with the {@code finetune_params} study that chose the parameters. */
  ModelResult withTuning(TuningReport tuning) {
    return new ModelResult(report.withTuning(tuning), className, hadFolds, trainOof, testAvg);
  }

  /** Primary and secondary scores of one prediction set. */
  record Scored(double primary, double secondary) {}

  /** The cross-validation figures. */
  record Folded(double cv, double meanFold, List<Double> foldVal, List<Double> foldTest) {}
}
