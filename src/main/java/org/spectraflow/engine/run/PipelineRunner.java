package org.spectraflow.engine.run;

import java.util.Objects;
import java.util.function.LongPredicate;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.schedule.VariantRunner;

/**
 * The engine's public entry: runs a pipeline document on a dataset and returns its {@link
 * RunReport}. Generators are expanded lazily, each variant runs on its own copy of the dataset
 * (sharing the immutable raw blocks), progress goes to the request's {@link
 * org.spectraflow.engine.observe.RunEvents}.
 *
 * <p>Failures: a document that cannot run (unsupported operator, unknown keyword, no model step,
 * merge without branch, too many variants) throws {@link IllegalArgumentException} before any
 * variant runs. A variant that fails is reported as failed and the run goes on, unless fail-fast,
 * which ends the run with status {@code failed}. Cancellation ends the run with status {@code
 * cancelled} (no exception): the report holds the variants finished so far and every shared-block
 * reference has been released. Stateless and thread-safe; one run per call.
 */
public final class PipelineRunner {

  private final OperatorRegistry registry;
  private final VariantRunner variants;

  /**
   * A runner resolving operators with {@code registry}; variants run on the request's {@linkplain
   * RunOptions#threads() thread count}.
   */
  public PipelineRunner(OperatorRegistry registry) {
    this.registry = Objects.requireNonNull(registry, "registry");
    this.variants = null;
  }

  /** A runner resolving operators with {@code registry} whose variants run on {@code variants}. */
  public PipelineRunner(OperatorRegistry registry, VariantRunner variants) {
    this.registry = Objects.requireNonNull(registry, "registry");
    this.variants = Objects.requireNonNull(variants, "variants");
  }

  /** A runner with the standard operators. */
  public static PipelineRunner standard() {
    return new PipelineRunner(OperatorRegistry.standard());
  }

  /**
   * Runs {@code request}: on the calling thread with one thread, else on worker threads while the
   * calling thread waits. Scores and the report's order do not depend on the thread count.
   *
   * @throws IllegalArgumentException when the document cannot run (message names where)
   */
  public RunReport run(RunRequest request) {
    return new Orchestrator(registry, request, variants, Orchestrator.ALL).run();
  }

  /**
   * Runs {@code request} with {@link RunOptions#keepFinalModel()} on: the report (bit-identical to
   * {@link #run(RunRequest)}'s) and the refitted winners' fitted pipelines, which predicted the
   * refit test figures and predict new spectra the same way. Winners whose chain a fitted pipeline
   * cannot represent yet (branches, merges, feature augmentation, several sources) are absent.
   *
   * @throws IllegalArgumentException when the document cannot run (message names where)
   */
  public RunResult runKeepingModels(RunRequest request) {
    RunRequest keeping = request.withOptions(request.options().withKeepFinalModel(true));
    Orchestrator o = new Orchestrator(registry, keeping, variants, Orchestrator.ALL);
    RunReport report = o.run();
    return new RunResult(report, o.finalModels(), o.notHeld());
  }

  /**
   * {@link #runKeepingModels(RunRequest)} for the variants {@code selected} accepts only (as {@link
   * #run(RunRequest, LongPredicate)}): a single variant selected is its own winner and is refitted,
   * so this holds the final model of any variant (a model file of a variant that did not win).
   *
   * @throws IllegalArgumentException when the document cannot run (message names where)
   */
  public RunResult runKeepingModels(RunRequest request, LongPredicate selected) {
    RunRequest keeping = request.withOptions(request.options().withKeepFinalModel(true));
    Orchestrator o =
        new Orchestrator(registry, keeping, variants, Objects.requireNonNull(selected, "selected"));
    RunReport report = o.run();
    return new RunResult(report, o.finalModels(), o.notHeld());
  }

  /**
   * Runs only the variants of {@code request} whose expansion index {@code selected} accepts: the
   * others are walked by the expansion (so indices and seeded draws are the whole run's) but
   * neither built, checked, run nor reported, so one share of a sweep runs with its own step cache
   * and costs its own variants only (docs/scale-out.md). A share never fails as a whole because its
   * variants do not fit the data: they are failed variants. Refit, when on, picks its winners among
   * the selected variants.
   *
   * @throws IllegalArgumentException when the document cannot run (message names where)
   */
  public RunReport run(RunRequest request, LongPredicate selected) {
    return new Orchestrator(
            registry, request, variants, Objects.requireNonNull(selected, "selected"))
        .run();
  }
}
