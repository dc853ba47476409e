package org.spectraflow.engine.run;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.IntFunction;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.VariantReport;
import org.spectraflow.engine.run.spill.RefitWinners;
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
    RefitWinners winners = new RefitWinners();
    results.forEach((index, models) -> winners.offer(index, models, reports.get(index).ok()));
    apply(winners, variants::get, reports::get, reports::put);
  }

  /**
   * The refit pass from a streamed summary (docs/scale-out.md): {@code winners} names the variants
   * to rerun, {@code variants} gives a variant by index (expanded again), {@code reports} its
   * current report entry, and {@code replace} takes the entry with the refitted scores.
   */
  void apply(
      RefitWinners winners,
      IntFunction<Variant> variants,
      IntFunction<VariantReport> reports,
      BiConsumer<Integer, VariantReport> replace) {
    Map<Integer, VariantOutcome> reruns = new HashMap<>();
    Map<Integer, Variant> held = new HashMap<>();
    for (RefitWinners.Winner w : winners.inOrder()) {
      boolean folds = w.model().hadFolds();
      Variant variant = held.computeIfAbsent(w.variant(), variants::apply);
      if ((!folds && !orchestrator.keepsFinalModels())
          || MetaModelController.presentIn(variant.pipeline())) {
        continue;
      }
      VariantOutcome rerun =
          reruns.computeIfAbsent(
              w.variant(), i -> orchestrator.runVariant(run, variant, true, w.variantModels()));
      rerun.models().stream()
          .filter(r -> same(r.report(), w.model().report()))
          .findFirst()
          .ifPresent(
              r -> {
                if (folds) {
                  replace.accept(w.variant(), replaced(reports.apply(w.variant()), w, r.report()));
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

  private static boolean same(ModelReport a, ModelReport b) {
    return a.name().equals(b.name()) && Objects.equals(a.branch(), b.branch());
  }

  private static VariantReport replaced(VariantReport v, RefitWinners.Winner w, ModelReport refit) {
    List<ModelReport> models = new ArrayList<>(v.models());
    int at = models.indexOf(w.model().report());
    if (at < 0) {
      // an entry read back from a spill: the same model, found by name and branch
      for (int i = 0; i < models.size() && at < 0; i++) {
        at = same(models.get(i), w.model().report()) ? i : -1;
      }
    }
    ModelReport main = models.get(at);
    ModelReport refitted = main.withRefit(refit.test(), refit.testSecondary(), refit.predictions());
    if (refit.diagnostics() != null) {
      // the refitted model's PLS diagnostics with the cross-validation's components curve
      refitted = refitted.withDiagnostics(refit.diagnostics().with(main.diagnostics()));
    }
    models.set(at, refitted);
    return new VariantReport(v.index(), v.name(), v.configName(), v.status(), v.error(), models);
  }
}
