package org.spectraflow.engine.run;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.spectraflow.engine.data.Targets;
import org.spectraflow.engine.plan.Branching;
import org.spectraflow.engine.plan.Chain;
import org.spectraflow.engine.plan.Merge;
import org.spectraflow.engine.plan.PlannedStep;
import org.spectraflow.engine.plan.VariantPlan;

/**
 * Runs one variant's planned steps (pipeline-dsl §4.1): top-level steps numbered from 1, the
 * operation counter reset at each; while branch contexts are active every step other than branch
 * and merge runs once per context, on that context's features (restored from its snapshot when
 * another context was live). Whatever happens (success, failure, cancellation) every snapshot
 * reference is released before returning. A failure becomes a failed outcome; cancellation
 * propagates.
 */
final class VariantExecutor {

  private final RunContext run;
  private final VariantState state;
  private final StepDispatch dispatch;
  private final List<ModelResult> models = new ArrayList<>();

  VariantExecutor(RunContext run, VariantState state) {
    this.run = run;
    this.state = state;
    this.dispatch = new StepDispatch(run, models);
  }

  /** The outcome of the variant: its models, or the failure message with the models so far. */
  VariantOutcome execute(VariantPlan plan) {
    try {
      List<ExecutionContext> contexts = List.of(root());
      state.live = contexts.get(0);
      for (int i = 0; i < plan.steps().size(); i++) {
        run.cancellation().throwIfCancelled();
        state.resetOperations();
        contexts = runStep(plan.steps().get(i), contexts, i + 1);
      }
      return VariantOutcome.ok(models);
    } catch (CancellationException e) {
      throw e;
    } catch (RuntimeException e) {
      return VariantOutcome.failed(message(e), models);
    } finally {
      state.snapshots.releaseAll(state.dataset);
    }
  }

  private ExecutionContext root() {
    List<List<String>> processing = state.dataset.sources().stream()
        .map(s -> s.processingIds()).toList();
    return new ExecutionContext(processing, Targets.NUMERIC, List.of(), List.of(), null);
  }

  /** Runs {@code step} in every context; returns the contexts after it. */
  List<ExecutionContext> runStep(PlannedStep step, List<ExecutionContext> contexts, int n) {
    return switch (step) {
      case Branching b -> {
        List<ExecutionContext> out = new ArrayList<>();
        for (ExecutionContext ctx : contexts) {
          out.addAll(branch(b, ctx, n));
        }
        yield out;
      }
      case Merge m -> List.of(merge(m, contexts, n));
      case Chain c -> {
        List<ExecutionContext> current = contexts;
        for (PlannedStep inner : c.steps()) {
          current = runStep(inner, current, n);
        }
        yield current;
      }
      default -> {
        for (ExecutionContext ctx : contexts) {
          activate(ctx, n);
          dispatch.run(step, new StepEnv(run, state, ctx, n, step.place()));
          refreshSnapshot(ctx, n);
        }
        yield contexts;
      }
    };
  }

  private List<ExecutionContext> branch(Branching step, ExecutionContext parent, int n) {
    List<Branching.Lane> lanes = step.lanes();
    if (step.kind() != Branching.Kind.DUPLICATION || lanes.isEmpty()) {
      throw new IllegalArgumentException(step.place().path() + ": separation and generated "
          + "branches are not supported yet; use duplication branches (a list or named object of "
          + "step lists)");
    }
    activate(parent, n);
    FeatureSnapshot initial = state.snapshots.take(state.dataset, parent.branchPath, n);
    List<ExecutionContext> out = new ArrayList<>();
    try {
      for (int i = 0; i < lanes.size(); i++) {
        Branching.Lane lane = lanes.get(i);
        ExecutionContext child = parent.child(i, lane.label(i));
        if (i == lanes.size() - 1) {
          state.snapshots.restoreLast(state.dataset, initial, child.branchPath, n);
        } else {
          state.snapshots.restore(state.dataset, initial, child.branchPath, n);
        }
        state.live = child;
        List<ExecutionContext> current = List.of(child);
        for (PlannedStep inner : lane.steps()) {
          current = runStep(inner, current, n);
        }
        for (ExecutionContext c : current) {
          if (c.snapshot == null) {
            c.snapshot = state.snapshots.take(state.dataset, c.branchPath, n);
          }
        }
        out.addAll(current);
      }
    } finally {
      initial.release();
    }
    if (parent.snapshot != null) {
      parent.snapshot.release();
    }
    return out;
  }

  private ExecutionContext merge(Merge step, List<ExecutionContext> contexts, int n) {
    String path = step.place().path().toString();
    if (contexts.size() == 1 && contexts.get(0).snapshot == null) {
      throw new IllegalArgumentException(path + ": merge without a preceding branch step");
    }
    MergeController.Mode mode = MergeController.Mode.parse(step.mode(), path);
    ExecutionContext first = contexts.get(0);
    var before = state.dataset;
    state.dataset = new MergeController().merge(mode, contexts, state, n);
    contexts.forEach(c -> c.snapshot.release());
    state.snapshots.releaseStorages(before);
    ExecutionContext merged = new ExecutionContext(
        List.of(state.dataset.source(0).processingIds()), first.yVersion, first.yChain, List.of(),
        null);
    state.live = merged;
    return merged;
  }

  /** Restores {@code ctx}'s features when another context is live. */
  private void activate(ExecutionContext ctx, int n) {
    if (ctx.snapshot != null && state.live != ctx) {
      state.snapshots.restore(state.dataset, ctx.snapshot, ctx.branchPath, n);
    }
    state.live = ctx;
  }

  /** Re-snapshots a branch context whose features a step changed. */
  private void refreshSnapshot(ExecutionContext ctx, int n) {
    if (ctx.snapshot != null && !state.snapshots.matches(state.dataset, ctx.snapshot)) {
      FeatureSnapshot old = ctx.snapshot;
      ctx.snapshot = state.snapshots.take(state.dataset, ctx.branchPath, n);
      old.release();
    }
  }

  private static String message(RuntimeException e) {
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }
}
