package org.spectraflow.engine.preview;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.plan.PlannedStep;
import org.spectraflow.engine.plan.VariantPlan;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.planner.OperatorResolver;
import org.spectraflow.engine.run.planner.PlsSweepPlan;
import org.spectraflow.engine.run.planner.StepPlanner;
import org.spectraflow.engine.run.step.RunContext;
import org.spectraflow.engine.run.step.Snapshots;
import org.spectraflow.engine.run.step.VariantExecutor;
import org.spectraflow.engine.run.step.VariantOutcome;
import org.spectraflow.engine.run.step.VariantState;

/**
 * Computes a {@link StepPreview}: expands the document, finds the variant (the one asked for, or
 * the first whose steps pass through the target), cuts its plan at the target ({@link PrefixCut})
 * and runs only that prefix, twice (without and with the target), through the step cache of the
 * request's session: steps a run or an earlier preview computed are served from it, and the second
 * pass replays the first from it, so a step already computed is shown at once (docs/studio.md,
 * "Step preview"). Stops at the next step boundary when the request's token is cancelled ({@link
 * java.util.concurrent.CancellationException}). A preview must not share its session cache with a
 * run in progress (a session cache serves one run at a time). Stateless apart from the registry;
 * call it on a background thread.
 */
public final class StepPreviewer {

  /** Most variants listed as choices. */
  public static final int MAX_CHOICES = 50;

  /** Most variants looked at to find those through the target. */
  static final int MAX_SCANNED = 2_000;

  private final OperatorResolver resolver;
  private final VariantExpansion expansion;
  private final StepPlanner planner;

  /** A previewer resolving operators in {@code registry}. */
  public StepPreviewer(OperatorRegistry registry) {
    this.resolver = new OperatorResolver(registry);
    this.expansion = new VariantExpansion(registry);
    this.planner = new StepPlanner(resolver);
  }

  /** A previewer with the standard operators. */
  public static StepPreviewer standard() {
    return new StepPreviewer(OperatorRegistry.standard());
  }

  /**
   * The preview of {@code request}.
   *
   * @throws IllegalArgumentException when no variant passes through the target, the target is a
   *     model or inside a branch, or the prefix fails (the message says which step and why)
   * @throws java.util.concurrent.CancellationException when cancelled
   */
  public StepPreview preview(PreviewRequest request) {
    request.progress().update("finding the variant", 0.05);
    List<StepPreview.VariantChoice> choices = new ArrayList<>();
    Variant chosen = null;
    PrefixCut cut = null;
    try (Stream<Variant> all = expansion.unlimited(request.document())) {
      Iterator<Variant> it = all.limit(MAX_SCANNED).iterator();
      while (it.hasNext() && (choices.size() < MAX_CHOICES || chosen == null)) {
        request.cancellation().throwIfCancelled();
        Variant v = it.next();
        VariantPlan plan = planner.plan(v.pipeline(), v.stepIds());
        Optional<PrefixCut> at = PrefixCut.of(plan, request.target());
        if (at.isEmpty()) {
          continue;
        }
        if (choices.size() < MAX_CHOICES) {
          choices.add(new StepPreview.VariantChoice(v.index(), v.name()));
        }
        if (chosen == null && (request.variant() < 0 || request.variant() == v.index())) {
          chosen = v;
          cut = at.get();
        }
      }
    }
    if (chosen == null) {
      throw new IllegalArgumentException(
          request.variant() >= 0
              ? "variant " + request.variant() + " does not pass through the step"
              : "no variant passes through the step: is it disabled or a comment?");
    }
    SpectroDataset data = request.dataset();
    long seed = request.document().randomState().map(BigInteger::longValue).orElse(0L);
    RunRequest run =
        RunRequest.of(chosen.pipeline(), data)
            .withCacheConfig(request.cacheConfig())
            .withCancellation(request.cancellation())
            .withSessionCache(request.session());
    RunContext context =
        new RunContext(
            run, resolver, request.cacheConfig().stepCacheEnabled(), PlsSweepPlan.NONE, seed);
    request.progress().update("computing the steps before it", 0.2);
    SpectraTable before = execute(context, chosen, cut.before(), data);
    SpectraTable after;
    if (cut.target() == null) {
      after = before;
    } else {
      request.progress().update("computing " + cut.label(), 0.6);
      after = execute(context, chosen, cut.through(), data);
    }
    request.progress().update("done", 1);
    CacheStats stats = context.cache().stats();
    return new StepPreview(
        before,
        after,
        cut.label(),
        chosen.index(),
        chosen.name(),
        choices,
        stats.hits(),
        stats.misses(),
        context.counters().transformerApplications());
  }

  private static SpectraTable execute(
      RunContext context, Variant v, List<PlannedStep> steps, SpectroDataset data) {
    if (steps.isEmpty()) {
      return SpectraTable.raw(data);
    }
    VariantState state =
        new VariantState((int) v.index(), false, data.copyForVariant(), new Snapshots(context));
    VariantOutcome outcome =
        context.asVariant(
            v.index(), () -> new VariantExecutor(context, state).execute(new VariantPlan(steps)));
    if (!outcome.ok()) {
      throw new IllegalArgumentException(outcome.error());
    }
    SpectraTable table = SpectraTable.latest(state.dataset(), data);
    outcome.released();
    return table;
  }
}
