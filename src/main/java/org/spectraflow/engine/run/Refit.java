package org.spectraflow.engine.run;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.operators.metric.Metric;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.VariantReport;
import org.spectraflow.engine.run.step.MetaModelController;
import org.spectraflow.engine.run.step.ModelResult;
import org.spectraflow.engine.run.step.RunContext;
import org.spectraflow.engine.run.step.VariantOutcome;

/**
 * The refit pass (docs/pipeline-language.md §4.7): for each distinct model class, the variant
 * holding its best-ranked model is run again with its splitter replaced by one full-train fold;
 * that model's report then carries the refitted model's test score ({@code test} and {@code
 * refitTest}). Models trained without folds are already final and are not refitted, nor are
 * variants holding a MetaModel (nirs4all gives them no final records). A variant is rerun at most
 * once even when it wins for several classes. With {@link RunOptions#keepFinalModel()} the refitted
 * models' {@link FittedPipeline}s (which predicted their test partitions) are kept.
 */
final class Refit {

  private final Orchestrator orchestrator;
  private final RunContext run;

  Refit(Orchestrator orchestrator, RunContext run) {
    this.orchestrator = orchestrator;
    this.run = run;
  }

  void apply(
      Map<Integer, Variant> variants,
      Map<Integer, List<ModelResult>> results,
      Map<Integer, VariantReport> reports) {
    Map<Integer, VariantOutcome> reruns = new HashMap<>();
    for (Winner w : winners(results, reports).values()) {
      boolean folds = w.model.hadFolds();
      if ((!folds && !orchestrator.keepsFinalModels())
          || MetaModelController.presentIn(variants.get(w.variant).pipeline())) {
        continue;
      }
      VariantOutcome rerun =
          reruns.computeIfAbsent(
              w.variant, i -> orchestrator.runVariant(run, variants.get(i), true, results.get(i)));
      rerun.models().stream()
          .filter(r -> same(r.report(), w.model.report()))
          .findFirst()
          .ifPresent(
              r -> {
                if (folds) {
                  replace(reports, w, r.report());
                }
                keep(r, folds ? "refit_test_" : "test_");
              });
    }
  }

  /**
   * Hands the refitted model's pipeline, with its scores, to the orchestrator. A winner trained
   * without folds is already final: with {@link RunOptions#keepFinalModel()} its variant is run
   * once more only to hold its chain (the same fit on every training row, the same test
   * predictions), and its report is left as it was.
   */
  private void keep(ModelResult refit, String prefix) {
    FittedPipeline p = refit.fitted();
    if (p == null) {
      return;
    }
    ModelReport r = refit.report();
    Map<String, Double> scores = new LinkedHashMap<>();
    scores.put(prefix + r.scoreNames().primary().key(), r.test());
    scores.put(prefix + r.scoreNames().secondary().key(), r.testSecondary());
    orchestrator.keep(p.withProvenance(p.provenance().withScores(scores)));
  }

  private static Map<String, Winner> winners(
      Map<Integer, List<ModelResult>> results, Map<Integer, VariantReport> reports) {
    Map<String, Winner> out = new LinkedHashMap<>();
    results.forEach(
        (index, models) -> {
          if (!reports.get(index).ok()) {
            return;
          }
          for (ModelResult m : models) {
            Winner current = out.get(m.className());
            Metric metric = m.report().scoreNames().primary();
            if (current == null
                || metric.better(
                    m.report().selectionScore(), current.model.report().selectionScore())) {
              out.put(m.className(), new Winner(index, m));
            }
          }
        });
    return out;
  }

  private static boolean same(ModelReport a, ModelReport b) {
    return a.name().equals(b.name()) && Objects.equals(a.branch(), b.branch());
  }

  private static void replace(Map<Integer, VariantReport> reports, Winner w, ModelReport refit) {
    VariantReport v = reports.get(w.variant);
    List<ModelReport> models = new ArrayList<>(v.models());
    int at = models.indexOf(w.model.report());
    ModelReport main = models.get(at);
    ModelReport refitted = main.withRefit(refit.test(), refit.testSecondary(), refit.predictions());
    if (refit.diagnostics() != null) {
      // the refitted model's PLS diagnostics with the cross-validation's components curve
      refitted = refitted.withDiagnostics(refit.diagnostics().with(main.diagnostics()));
    }
    models.set(at, refitted);
    reports.put(
        w.variant,
        new VariantReport(v.index(), v.name(), v.configName(), v.status(), v.error(), models));
  }

  private record Winner(int variant, ModelResult model) {}
}
