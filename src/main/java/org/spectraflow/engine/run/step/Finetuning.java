package org.spectraflow.engine.run.step;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.data.RowMatrix;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.metric.Metric;
import org.spectraflow.engine.operators.split.RandomState;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.Operator;
import org.spectraflow.engine.run.CancellationToken;
import org.spectraflow.engine.tune.FinetuneSettings;
import org.spectraflow.engine.tune.Study;
import org.spectraflow.engine.tune.Trial;
import org.spectraflow.engine.tune.TuningReport;

/**
 * A model step's {@code finetune_params} (docs/compatibility.md): runs the {@link Study} with an
 * objective that trains the step's model with each trial's parameters on the model's train rows
 * (augmented ones included) and scores the current y version: {@code single} on one holdout split
 * ({@code train_test_split(test_size=0.2, random_state=42)}), {@code grouped} on the folds (best,
 * mean or best finite fold score), {@code individual} one study per fold (trained on the fold's
 * train rows, scored on its validation rows, the same seed for every fold), each fold model then
 * trained with its own fold's best parameters; without folds every approach is {@code single}. The
 * default score is MSE (regression) or −balanced accuracy (classification). Parameters named {@code
 * train_*} belong to a training loop we do not have and are not applied. Each trial is published as
 * a {@link RunEvent.TuningTrial}.
 */
final class Finetuning {

  /**
   * The model built with the best parameters, and the study; with {@code approach: individual},
   * also each fold's model built with that fold's best parameters ({@code perFold}, null
   * otherwise).
   */
  record Tuned(ModelOperator model, TuningReport report, List<ModelOperator> perFold) {}

  private Finetuning() {}

  static Tuned tune(
      Operator op, JsonValue settingsNode, DocumentPath at, String name, StepEnv env) {
    SpectroDataset ds = env.dataset();
    boolean classification = ds.taskType().isClassification();
    FinetuneSettings s =
        FinetuneSettings.parse(
            settingsNode, at.key("finetune_params"), classification, env.run().seed());
    int[] train = ds.trainIds();
    RowMatrix x = ds.x(train);
    double[][] y = ds.targets().values(env.ctx().yVersion, ModelController.origins(ds, train));
    List<int[][]> folds =
        s.approach().equals("single") ? List.of() : ModelController.positions(ds.folds(), train);
    Metric metric =
        s.metric() != null ? s.metric() : classification ? Metric.BALANCED_ACCURACY : Metric.MSE;
    boolean negate = s.metric() == null && classification;
    String objective = (negate ? "-" : "") + metric.key();
    DocumentPath modelAt = at.key("model");
    if (folds.isEmpty()) {
      List<int[][]> split = List.<int[][]>of(holdout(train.length));
      TuningReport report =
          study(
              s, objective, objective(op, modelAt, split, x, y, metric, negate, s, env), name, env);
      return new Tuned(model(op, report.bestParams(), modelAt, env), report, null);
    }
    if (!s.approach().equals("individual")) {
      TuningReport report =
          study(
              s, objective, objective(op, modelAt, folds, x, y, metric, negate, s, env), name, env);
      return new Tuned(model(op, report.bestParams(), modelAt, env), report, null);
    }
    // individual: one study per fold, trained on its train rows and scored on its validation rows
    List<TuningReport> studies = new ArrayList<>();
    List<ModelOperator> perFold = new ArrayList<>();
    for (int f = 0; f < folds.size(); f++) {
      List<int[][]> one = List.<int[][]>of(folds.get(f));
      TuningReport r =
          study(
              s,
              objective,
              objective(op, modelAt, one, x, y, metric, negate, s, env),
              name + " (fold " + f + ")",
              env);
      studies.add(r);
      perFold.add(model(op, r.bestParams(), modelAt, env));
    }
    // the step's parameters until the fold models are scored: the first fold's study
    return new Tuned(perFold.get(0), TuningReport.individual(studies, 0), perFold);
  }

  private static ModelOperator model(
      Operator op, Map<String, Object> params, DocumentPath modelAt, StepEnv env) {
    return env.run().resolver().model(withParams(op, params), modelAt);
  }

  /** The objective over {@code splits}: the fold scores combined by {@code s.evalMode()}. */
  private static Study.SteppedObjective objective(
      Operator op,
      DocumentPath modelAt,
      List<int[][]> splits,
      RowMatrix x,
      double[][] y,
      Metric metric,
      boolean negate,
      FinetuneSettings s,
      StepEnv env) {
    return (params, sink) -> {
      ModelOperator model = model(op, params, modelAt, env);
      double[] scores = new double[splits.size()];
      for (int f = 0; f < splits.size(); f++) {
        scores[f] = score(model, x, y, splits.get(f), metric, env) * (negate ? -1 : 1);
        sink.report(f, scores[f]);
      }
      return combine(scores, s.evalMode(), s.maximise());
    };
  }

  /** Runs one study, publishing each trial and a closing summary under {@code name}. */
  private static TuningReport study(
      FinetuneSettings s, String objective, Study.SteppedObjective fn, String name, StepEnv env) {
    double[] best = {Double.NaN};
    TuningReport report =
        Study.run(
            s,
            objective,
            fn,
            trial -> {
              if (trial.ok()
                  && (Double.isNaN(best[0])
                      || (s.maximise() ? trial.value() > best[0] : trial.value() < best[0]))) {
                best[0] = trial.value();
              }
              publish(env, name, trial, s.trials(), best[0]);
            },
            () -> env.run().cancellation().throwIfCancelled());
    env.run()
        .publish(
            t ->
                new RunEvent.TuningTrial(
                    t,
                    env.variant().index,
                    name,
                    report.trials().size() - 1,
                    report.trials().size(),
                    report.bestValue(),
                    report.bestValue(),
                    String.valueOf(report.bestParams()),
                    report.sampler(),
                    true));
    return report;
  }

  private static void publish(StepEnv env, String name, Trial trial, int budget, double best) {
    env.run()
        .publish(
            t ->
                new RunEvent.TuningTrial(
                    t,
                    env.variant().index,
                    name,
                    trial.number(),
                    budget,
                    trial.ok() ? trial.value() : Double.NaN,
                    best,
                    String.valueOf(trial.params()),
                    "",
                    false));
  }

  /**
   * {@code train_test_split(test_size=0.2, random_state=42)}: [train positions, validation
   * positions].
   */
  static int[][] holdout(int n) {
    int[] perm = new RandomState(42).permutation(n);
    int nTest = (int) Math.ceil(0.2 * n);
    return new int[][] {Arrays.copyOfRange(perm, nTest, n), Arrays.copyOfRange(perm, 0, nTest)};
  }

  private static Operator withParams(Operator op, Map<String, Object> params) {
    Operator out = op;
    for (Map.Entry<String, Object> e : params.entrySet()) {
      if (!e.getKey().startsWith("train_")) {
        out = out.withParam(e.getKey(), JsonValue.of(e.getValue()));
      }
    }
    return out;
  }

  private static double score(
      ModelOperator model, RowMatrix x, double[][] y, int[][] split, Metric metric, StepEnv env) {
    CancellationToken token = env.run().cancellation();
    FittedModel m = model.fit(x.selectRows(split[0]), rows(y, split[0]), token::isCancelled);
    env.run().counters().modelFitted();
    double[][] pred = m.predict(x.selectRows(split[1]));
    double[] truth = new double[split[1].length];
    double[] p = new double[split[1].length];
    for (int i = 0; i < truth.length; i++) {
      truth[i] = y[split[1][i]][0];
      p[i] = pred[i][0];
    }
    return metric.score(truth, p);
  }

  private static double combine(double[] scores, String mode, boolean maximise) {
    double[] usable =
        mode.equals("robust_best")
            ? Arrays.stream(scores).filter(Double::isFinite).toArray()
            : scores;
    if (usable.length == 0) {
      return Double.NaN;
    }
    return switch (mode) {
      case "mean" -> Arrays.stream(usable).average().orElse(Double.NaN);
      default ->
          maximise
              ? Arrays.stream(usable).max().getAsDouble()
              : Arrays.stream(usable).min().getAsDouble();
    };
  }

  private static double[][] rows(double[][] y, int[] idx) {
    double[][] out = new double[idx.length][];
    for (int i = 0; i < idx.length; i++) {
      out[i] = y[idx[i]];
    }
    return out;
  }
}
