package org.spectraflow.engine.run.report;

import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
import org.spectraflow.engine.diagnostics.ModelDiagnostics;
import org.spectraflow.engine.diagnostics.TestPredictions;
import org.spectraflow.engine.tune.TuningReport;

/**
 * One model step's results in one variant (and branch). Scores use {@link #scoreNames()}: RMSE/R²
 * for regression, balanced accuracy/accuracy for classification. {@code test} is the refitted
 * model's test score when this model was refitted, otherwise (with folds) the fold models' averaged
 * test predictions, or (without a splitter) the model trained on all training rows. Fold figures
 * are empty and {@code cv}/{@code meanFold} null without a splitter.
 *
 * @param name the step's {@code name}, else the class name ({@code PLSRegression})
 * @param branch the branch name or index path ({@code "0"}, {@code "snv_pls"}), null at top level
 * @param params the model's non-default parameters, sorted by name
 * @param scoreNames the task's metrics
 * @param test the primary metric on the test partition
 * @param testSecondary the secondary metric on the test partition
 * @param cv pooled out-of-fold primary score (RMSECV), null without folds
 * @param meanFold mean of the fold validation scores, null without folds
 * @param foldVal per fold, the validation score
 * @param foldTest per fold, the test score
 * @param refitTest the refitted model's test score, null when not refitted
 * @param selectionScore the score this model is ranked by: {@code cv}, or {@code test} without
 *     folds
 * @param predictions the test-partition truth and predictions of the model {@code test} scores
 * @param tuning the {@code finetune_params} study whose best parameters {@code params} holds, null
 *     when the step was not tuned
 * @param cvPredictions the pooled out-of-fold truth and predictions the {@code cv} score scores
 *     (folds in order), empty without folds; for predicted-versus-actual plots, not written to the
 *     report's JSON
 * @param diagnostics the model's diagnostics (docs/diagnostics.md) when the run computed them
 *     ({@code RunOptions#diagnostics()}), null otherwise
 */
public record ModelReport(
    String name,
    String branch,
    SortedMap<String, Object> params,
    ScoreNames scoreNames,
    double test,
    double testSecondary,
    Double cv,
    Double meanFold,
    List<Double> foldVal,
    List<Double> foldTest,
    Double refitTest,
    double selectionScore,
    TestPredictions predictions,
    TuningReport tuning,
    TestPredictions cvPredictions,
    ModelDiagnostics diagnostics) {

  /** A model step without out-of-fold predictions or diagnostics. */
  public ModelReport(
      String name,
      String branch,
      SortedMap<String, Object> params,
      ScoreNames scoreNames,
      double test,
      double testSecondary,
      Double cv,
      Double meanFold,
      List<Double> foldVal,
      List<Double> foldTest,
      Double refitTest,
      double selectionScore,
      TestPredictions predictions,
      TuningReport tuning) {
    this(
        name,
        branch,
        params,
        scoreNames,
        test,
        testSecondary,
        cv,
        meanFold,
        foldVal,
        foldTest,
        refitTest,
        selectionScore,
        predictions,
        tuning,
        TestPredictions.EMPTY,
        null);
  }

  /** A model step that was not tuned. */
  public ModelReport(
      String name,
      String branch,
      SortedMap<String, Object> params,
      ScoreNames scoreNames,
      double test,
      double testSecondary,
      Double cv,
      Double meanFold,
      List<Double> foldVal,
      List<Double> foldTest,
      Double refitTest,
      double selectionScore,
      TestPredictions predictions) {
    this(
        name,
        branch,
        params,
        scoreNames,
        test,
        testSecondary,
        cv,
        meanFold,
        foldVal,
        foldTest,
        refitTest,
        selectionScore,
        predictions,
        null);
  }

  /** Copies the collections. */
  public ModelReport {
    Objects.requireNonNull(name, "name");
    params = Collections.unmodifiableSortedMap(new TreeMap<>(params));
    Objects.requireNonNull(scoreNames, "scoreNames");
    foldVal = List.copyOf(foldVal);
    foldTest = List.copyOf(foldTest);
    Objects.requireNonNull(predictions, "predictions");
    cvPredictions = cvPredictions == null ? TestPredictions.EMPTY : cvPredictions;
  }

  /**
   * The same model after a refit with {@code refitScore}/{@code secondary} on the test partition.
   */
  public ModelReport withRefit(double refitScore, double secondary, TestPredictions refitted) {
    return new ModelReport(
        name,
        branch,
        params,
        scoreNames,
        refitScore,
        secondary,
        cv,
        meanFold,
        foldVal,
        foldTest,
        refitScore,
        selectionScore,
        refitted,
        tuning,
        cvPredictions,
        diagnostics);
  }

  /** The same model with the study that chose its parameters. */
  public ModelReport withTuning(TuningReport study) {
    return new ModelReport(
        name,
        branch,
        params,
        scoreNames,
        test,
        testSecondary,
        cv,
        meanFold,
        foldVal,
        foldTest,
        refitTest,
        selectionScore,
        predictions,
        study,
        cvPredictions,
        diagnostics);
  }

  /** The same model with the pooled out-of-fold predictions its {@code cv} score scores. */
  public ModelReport withCvPredictions(TestPredictions outOfFold) {
    return new ModelReport(
        name,
        branch,
        params,
        scoreNames,
        test,
        testSecondary,
        cv,
        meanFold,
        foldVal,
        foldTest,
        refitTest,
        selectionScore,
        predictions,
        tuning,
        outOfFold,
        diagnostics);
  }

  /** The same model with {@code next} as its diagnostics. */
  public ModelReport withDiagnostics(ModelDiagnostics next) {
    return new ModelReport(
        name,
        branch,
        params,
        scoreNames,
        test,
        testSecondary,
        cv,
        meanFold,
        foldVal,
        foldTest,
        refitTest,
        selectionScore,
        predictions,
        tuning,
        cvPredictions,
        next);
  }
}
