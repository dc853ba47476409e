package org.spectraflow.engine.run.step;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.data.Fold;
import org.spectraflow.engine.data.RowMatrix;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.Targets;
import org.spectraflow.engine.diagnostics.ModelDiagnostics;
import org.spectraflow.engine.diagnostics.SamplePredictions;
import org.spectraflow.engine.diagnostics.TestPredictions;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.NestedComponentsModel;
import org.spectraflow.engine.operators.metric.FoldAggregates;
import org.spectraflow.engine.operators.metric.Metric;
import org.spectraflow.engine.run.CancellationToken;
import org.spectraflow.engine.run.report.ScoreNames;
import org.spectraflow.engine.run.reuse.ModelFitReuse;
import org.spectraflow.engine.run.reuse.PlsFitReuse;

/**
 * A model step (docs/pipeline-language.md §4.6, docs/operator-behaviour.md §2.1, §2.4). X is every
 * processing of every source (train rows with augmented ones, test rows); y is the context's target
 * version. With folds: one fresh model per fold, validated on the fold and predicting the test
 * partition; the cross-validation score is the primary metric over the concatenated out-of-fold
 * predictions (RMSECV) and the test score uses the fold models' averaged test predictions (majority
 * vote for classifiers). Without folds (or in the refit pass): one model on all train rows, the
 * test partition doubling as validation. With the step cache on, PLS fits are shared across an
 * {@code n_components} sweep ({@link PlsFitReuse}). Regression predictions are mapped back through
 * the y_processing chain before scoring; scores are against the {@code numeric} targets.
 */
final class ModelController {

  ModelResult run(ModelOperator model, String name, StepEnv env) {
    return run(model, null, name, env);
  }

  /**
   * {@link #run(ModelOperator, String, StepEnv)} where fold f's model is {@code perFold.get(f)}
   * ({@code finetune_params} with {@code approach: individual}); the reported parameters are then
   * those of the fold with the best validation score ({@link #bestFold}). {@code perFold} null: one
   * model for every fold.
   */
  ModelResult run(ModelOperator model, List<ModelOperator> perFold, String name, StepEnv env) {
    SpectroDataset ds = env.dataset();
    requireTargets(ds, env.path() + ": the model");
    int[] train = ds.trainIds();
    int[] test = ds.testIds();
    RowMatrix x = model.streamsInput() ? ds.xView(train) : ds.x(train);
    RowMatrix xTest = model.streamsInput() ? ds.xView(test) : ds.x(test);
    double[][] y = ds.targets().values(env.ctx().yVersion, origins(ds, train));
    double[] yTrain = numeric(ds, train);
    double[] yTest = numeric(ds, test);
    ScoreNames names = ScoreNames.of(ds.taskType().isClassification());
    List<int[][]> folds = env.variant().refit ? List.of() : positions(ds.folds(), train);
    Fingerprint xKey = trainingKey(ds, train);
    String branch = env.ctx().branchName;
    TreeMap<String, Object> params = new TreeMap<>(model.config().params());
    ModelResult result;
    if (folds.isEmpty()) {
      int[] rows = refitRows(ds, train, env);
      FittedModel m =
          rows == null
              ? fit(model, x, y, xKey, env)
              : fit(
                  model,
                  x.selectRows(rows),
                  rows(y, rows),
                  Fingerprint.derive("fold", xKey, TransformerController.rowsFingerprint(rows)),
                  env);
      FittedPipeline pipeline = captured(m, name, env);
      double[] testPred =
          pipeline == null ? predict(m, xTest, env) : predict(pipeline, xTest, test, env);
      // the train rows are predicted only if a later step (a merge) reads them
      List<YInverse> chain = List.copyOf(env.ctx().yChain);
      boolean classification = ds.taskType().isClassification();
      result =
          ModelResult.of(
                  name,
                  branch,
                  model.className(),
                  params,
                  names,
                  scored(names, yTest, testPred),
                  null,
                  ModelResult.once(() -> predict(m, x, chain, classification)),
                  new TestPredictions(yTest, testPred, classLabels(ds)).withSamples(test))
              .withFitted(pipeline);
      if (diagnosing(env)) {
        int[] fitIds = rows == null ? train : Arrays.stream(rows).map(r -> train[r]).toArray();
        TestPredictions calibrationFit =
            new TestPredictions(
                    rows == null ? yTrain : pick(yTrain, rows),
                    predict(m, rows == null ? x : x.selectRows(rows), chain, classification))
                .withSamples(fitIds);
        ModelDiagnostics fitted = ModelDiagnostics.ofPredictions(null);
        result = result.withDiagnostics(fitted.withCalibrationFit(calibrationFit));
        result =
            result.withDiagnostics(
                DiagnosticsStep.ofFinalModel(
                    m,
                    rows == null ? x : x.selectRows(rows),
                    xTest,
                    rows == null ? train : Arrays.stream(rows).map(r -> train[r]).toArray(),
                    test,
                    env));
        if (!env.variant().refit && model instanceof NestedComponentsModel pls) {
          // no folds: the curve is validated on the test partition, as the model is scored
          result =
              result.withDiagnostics(
                  DiagnosticsStep.componentsCurve(
                      pls, folds, x, y, yTrain, xTest, yTest, xKey, env));
        }
      }
    } else {
      if (perFold != null && perFold.size() != folds.size()) {
        throw new IllegalStateException(
            env.path()
                + ": "
                + perFold.size()
                + " tuned fold models for "
                + folds.size()
                + " folds");
      }
      result =
          crossValidate(
              model, perFold, name, branch, params, names, folds, x, xTest, y, yTrain, yTest, xKey,
              env);
      if (diagnosing(env) && model instanceof NestedComponentsModel pls) {
        result =
            result.withDiagnostics(
                DiagnosticsStep.componentsCurve(pls, folds, x, y, yTrain, xTest, yTest, xKey, env));
      }
    }
    double score = result.report().selectionScore();
    env.run()
        .publish(
            at ->
                new RunEvent.VariantScore(
                    at, env.variant().index, name, branch, names.primary().key(), score));
    return result;
  }

  private ModelResult crossValidate(
      ModelOperator model,
      List<ModelOperator> perFold,
      String name,
      String branch,
      TreeMap<String, Object> params,
      ScoreNames names,
      List<int[][]> folds,
      RowMatrix x,
      RowMatrix xTest,
      double[][] y,
      double[] yTrain,
      double[] yTest,
      Fingerprint xKey,
      StepEnv env) {
    Metric primary = names.primary();
    List<Double> foldVal = new ArrayList<>();
    List<Double> foldTest = new ArrayList<>();
    double[][] testPreds = new double[folds.size()][];
    double[] oofSum = new double[yTrain.length];
    int[] oofCount = new int[yTrain.length];
    List<double[]> oofPred = new ArrayList<>();
    List<double[]> oofTrue = new ArrayList<>();
    for (int f = 0; f < folds.size(); f++) {
      env.run().cancellation().throwIfCancelled();
      int[] tr = folds.get(f)[0];
      int[] va = folds.get(f)[1];
      Fingerprint foldKey =
          Fingerprint.derive("fold", xKey, TransformerController.rowsFingerprint(tr));
      ModelOperator foldModel = perFold == null ? model : perFold.get(f);
      FittedModel m = fit(foldModel, x.selectRows(tr), rows(y, tr), foldKey, env);
      double[] valPred = predict(m, x.selectRows(va), env);
      double[] valTrue = pick(yTrain, va);
      testPreds[f] = predict(m, xTest, env);
      foldVal.add(primary.score(valTrue, valPred));
      foldTest.add(primary.score(yTest, testPreds[f]));
      oofPred.add(valPred);
      oofTrue.add(valTrue);
      for (int i = 0; i < va.length; i++) {
        oofSum[va[i]] += valPred[i];
        oofCount[va[i]]++;
      }
    }
    SamplePredictions samples =
        diagnosing(env) ? samplePredictions(env.dataset(), folds, oofTrue, oofPred) : null;
    double[] testAvg =
        names == ScoreNames.CLASSIFICATION
            ? Votes.majority(testPreds)
            : FoldAggregates.average(testPreds);
    double[] pooledTrue = concat(oofTrue);
    double[] pooledPred = concat(oofPred);
    double cv = primary.score(pooledTrue, pooledPred);
    double mean = foldVal.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
    if (perFold != null) {
      params =
          new TreeMap<>(perFold.get(bestFold(foldVal, primary.higherIsBetter())).config().params());
    }
    return ModelResult.of(
            name,
            branch,
            model.className(),
            params,
            names,
            scored(names, yTest, testAvg),
            new ModelResult.Folded(cv, mean, foldVal, foldTest),
            ModelResult.once(() -> oof(oofSum, oofCount)),
            new TestPredictions(yTest, testAvg, classLabels(env.dataset()))
                .withSamples(env.dataset().testIds()))
        .withCvPredictions(
            new TestPredictions(pooledTrue, pooledPred, classLabels(env.dataset()))
                .withSamples(validatedSamples(env.dataset().trainIds(), folds)))
        .withDiagnostics(samples == null ? null : ModelDiagnostics.ofPredictions(samples));
  }

  /**
   * The fold with the best validation score (the highest when {@code higherIsBetter}, else the
   * lowest; the earliest on ties; NaN scores never win; 0 when none is a number).
   */
  static int bestFold(List<Double> foldVal, boolean higherIsBetter) {
    int best = -1;
    for (int f = 0; f < foldVal.size(); f++) {
      double v = foldVal.get(f);
      if (!Double.isNaN(v)
          && (best < 0 || (higherIsBetter ? v > foldVal.get(best) : v < foldVal.get(best)))) {
        best = f;
      }
    }
    return Math.max(best, 0);
  }

  /** The dataset ids of the validated training samples, in fold order (as the pooled OOF). */
  private static int[] validatedSamples(int[] train, List<int[][]> folds) {
    return folds.stream().flatMapToInt(f -> Arrays.stream(f[1])).map(p -> train[p]).toArray();
  }

  /** The out-of-fold predictions with their sample ids and folds, and the test sample ids. */
  private static SamplePredictions samplePredictions(
      SpectroDataset ds, List<int[][]> folds, List<double[]> truth, List<double[]> predicted) {
    int[] train = ds.trainIds();
    int n = truth.stream().mapToInt(t -> t.length).sum();
    int[] samples = new int[n];
    int[] foldOf = new int[n];
    int at = 0;
    for (int f = 0; f < folds.size(); f++) {
      for (int position : folds.get(f)[1]) {
        samples[at] = train[position];
        foldOf[at++] = f;
      }
    }
    return new SamplePredictions(samples, foldOf, concat(truth), concat(predicted), ds.testIds());
  }

  /** True when the run computes diagnostics (docs/diagnostics.md) of regression models. */
  private static boolean diagnosing(StepEnv env) {
    return env.run().request().options().diagnostics()
        && !env.dataset().taskType().isClassification();
  }

  /**
   * A fitted model; with the step cache on, a PLS fit of a larger size of the variant's {@code
   * n_components} sweep over the same training data ({@code xKey}, y) is reused, and so is any
   * other model's fit of the same configuration over the same training data. The fit's {@link
   * FittedModel#warnings()} are published as step warnings.
   */
  static FittedModel fit(
      ModelOperator model, RowMatrix x, double[][] y, Fingerprint xKey, StepEnv env) {
    FittedModel m = fitOrReuse(model, x, y, xKey, env);
    for (String warning : m.warnings()) {
      ExcludeController.warn(env, warning);
    }
    return m;
  }

  private static FittedModel fitOrReuse(
      ModelOperator model, RowMatrix x, double[][] y, Fingerprint xKey, StepEnv env) {
    PlsFitReuse reuse = env.run().plsFits();
    if (reuse != null && model instanceof NestedComponentsModel pls) {
      int largest = env.run().plan().largestComponents(env.variant().index).orElse(0);
      return reuse.fit(pls, x, y, xKey, largest, env);
    }
    ModelFitReuse fits = env.run().modelFits();
    if (fits != null) {
      return fits.fit(model, x, y, xKey, env);
    }
    CancellationToken token = env.run().cancellation();
    FittedModel m = model.fit(x, y, token::isCancelled);
    env.run().counters().modelFitted();
    return m;
  }

  /**
   * In the refit pass after a splitter, the positions of the full-train fold's rows (the base train
   * samples: augmented copies never train a model that had folds); null otherwise.
   */
  private static int[] refitRows(SpectroDataset ds, int[] train, StepEnv env) {
    if (!env.variant().refit || ds.folds().isEmpty()) {
      return null;
    }
    int[] rows = positions(ds.folds(), train).get(0)[0];
    return rows.length == train.length ? null : rows;
  }

  /**
   * The fitted pipeline ending in {@code m}, when this refit keeps its final model and its chain is
   * representable; null otherwise.
   */
  private static FittedPipeline captured(FittedModel m, String name, StepEnv env) {
    PipelineCapture capture = env.variant().capture;
    return capture == null ? null : capture.pipeline(m, name, env.ctx(), env.dataset());
  }

  /**
   * The test rows' first-column predictions through {@code pipeline}, from the raw spectra: the
   * same path as new spectra take. NaN or infinite ones fail the variant as below.
   */
  private static double[] predict(
      FittedPipeline pipeline, RowMatrix xTest, int[] test, StepEnv env) {
    double[][] p = pipeline.predict(env.variant().capture.raw().selectRows(test));
    double[] out = new double[p.length];
    for (int i = 0; i < p.length; i++) {
      out[i] = p[i][0];
    }
    FinitePredictions.require(out, xTest, env.path());
    return out;
  }

  /**
   * First-column predictions, mapped back through the y_processing chain (regression only); NaN or
   * infinite ones fail the variant ({@link FinitePredictions}).
   */
  private static double[] predict(FittedModel m, RowMatrix x, StepEnv env) {
    double[] out = predict(m, x, env.ctx().yChain, env.dataset().taskType().isClassification());
    FinitePredictions.require(out, x, env.path());
    return out;
  }

  static double[] predict(
      FittedModel m, RowMatrix x, List<YInverse> chain, boolean classification) {
    double[][] p = x.rows() == 0 ? new double[0][1] : m.predict(x);
    if (!classification) {
      for (int i = chain.size() - 1; i >= 0; i--) {
        chain.get(i).invert(p);
      }
    }
    double[] out = new double[p.length];
    for (int i = 0; i < p.length; i++) {
      out[i] = p[i][0];
    }
    return out;
  }

  private static ModelResult.Scored scored(ScoreNames names, double[] truth, double[] pred) {
    return new ModelResult.Scored(
        names.primary().score(truth, pred), names.secondary().score(truth, pred));
  }

  /**
   * Folds of sample ids as [train positions, val positions] in {@code train}; unknown ids dropped.
   */
  static List<int[][]> positions(List<Fold> folds, int[] train) {
    Map<Integer, Integer> pos = new HashMap<>();
    for (int i = 0; i < train.length; i++) {
      pos.put(train[i], i);
    }
    List<int[][]> out = new ArrayList<>();
    for (Fold f : folds) {
      out.add(new int[][] {map(f.trainIds(), pos), map(f.valIds(), pos)});
    }
    return out;
  }

  private static int[] map(int[] ids, Map<Integer, Integer> pos) {
    return Arrays.stream(ids).filter(pos::containsKey).map(pos::get).toArray();
  }

  /** The identity of {@code ds.x(ids)}: every block's fingerprint, the precision, the rows. */
  static Fingerprint trainingKey(SpectroDataset ds, int[] ids) {
    List<Fingerprint> parts = new ArrayList<>();
    ds.sources().forEach(s -> s.storage().blocks().forEach(b -> parts.add(b.fingerprint())));
    parts.add(TransformerController.rowsFingerprint(ids));
    return Fingerprint.derive(
        "model-x " + ds.precision().label(), parts.toArray(Fingerprint[]::new));
  }

  /**
   * Refuses a dataset without targets, as read from a spectra file (docs/formats.md), naming {@code
   * who} needs them.
   */
  static void requireTargets(SpectroDataset ds, String who) {
    if (ds.targets().columns() == 0) {
      throw new IllegalArgumentException(
          who
              + " needs targets but dataset '"
              + ds.name()
              + "' has none (a spectra file holds spectra only); give a dataset folder with a Y"
              + " file, e.g. convert the spectra to Xcal.csv and add Ycal.csv");
    }
  }

  static int[] origins(SpectroDataset ds, int[] ids) {
    return Arrays.stream(ids).map(id -> ds.index().sample(id).origin()).toArray();
  }

  /** The labels of the first target's class codes (empty for a regression or numeric target). */
  private static List<String> classLabels(SpectroDataset ds) {
    return ds.taskType().isClassification() ? ds.targets().classes(0) : List.of();
  }

  static double[] numeric(SpectroDataset ds, int[] ids) {
    requireTargets(ds, "this step");
    double[][] v = ds.targets().values(Targets.NUMERIC, origins(ds, ids));
    return Arrays.stream(v).mapToDouble(r -> r[0]).toArray();
  }

  static double[][] rows(double[][] y, int[] idx) {
    double[][] out = new double[idx.length][];
    for (int i = 0; i < idx.length; i++) {
      out[i] = y[idx[i]];
    }
    return out;
  }

  private static double[] pick(double[] v, int[] idx) {
    return Arrays.stream(idx).mapToDouble(i -> v[i]).toArray();
  }

  private static double[] concat(List<double[]> parts) {
    return parts.stream().flatMapToDouble(Arrays::stream).toArray();
  }

  /** Mean out-of-fold prediction per row; rows never validated get the mean of the others. */
  private static double[] oof(double[] sum, int[] count) {
    double total = 0;
    int n = 0;
    double[] out = new double[sum.length];
    for (int i = 0; i < sum.length; i++) {
      if (count[i] > 0) {
        out[i] = sum[i] / count[i];
        total += out[i];
        n++;
      }
    }
    double fill = n == 0 ? 0 : total / n;
    for (int i = 0; i < sum.length; i++) {
      if (count[i] == 0) {
        out[i] = fill;
      }
    }
    return out;
  }
}
