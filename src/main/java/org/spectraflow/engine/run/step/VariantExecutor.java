package org.spectraflow.engine.run.step;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.Targets;
import org.spectraflow.engine.model.FittedMerge;
import org.spectraflow.engine.model.FittedNode;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.Keywords;
import org.spectraflow.engine.plan.Branching;
import org.spectraflow.engine.plan.Chain;
import org.spectraflow.engine.plan.Merge;
import org.spectraflow.engine.plan.PlannedStep;
import org.spectraflow.engine.plan.StepPlace;
import org.spectraflow.engine.plan.VariantPlan;

/**
 * Runs one variant's planned steps (docs/pipeline-language.md §4.1): top-level steps numbered from
 * 1, the operation counter reset at each; while branch contexts are active every step other than
 * branch and merge runs once per context, on that context's features (restored from its snapshot
 * when another context was live). Whatever happens (success, failure, cancellation) every snapshot
 * reference is released before returning. A failure becomes a failed outcome; cancellation
 * propagates.
 */
public final class VariantExecutor {

  private final RunContext run;
  private final VariantState state;
  private final StepDispatch dispatch;
  private final List<ModelResult> models = new ArrayList<>();

  public VariantExecutor(RunContext run, VariantState state) {
    this.run = run;
    this.state = state;
    this.dispatch = new StepDispatch(run, models);
  }

  /** The outcome of the variant: its models, or the failure message with the models so far. */
  public VariantOutcome execute(VariantPlan plan) {
    try {
      List<ExecutionContext> contexts = List.of(root());
      state.live = contexts.get(0);
      if (state.capture != null && state.dataset.sources().size() == 1) {
        state.capture.start(contexts.get(0), state.dataset.source(0).processingIds());
      }
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
    List<List<String>> processing =
        state.dataset.sources().stream().map(s -> s.processingIds()).toList();
    return new ExecutionContext(processing, Targets.NUMERIC, List.of(), List.of(), null);
  }

  /** Runs {@code step} in every context; returns the contexts after it. */
  List<ExecutionContext> runStep(PlannedStep step, List<ExecutionContext> contexts, int n) {
    return switch (step) {
      case Branching b -> {
        if (b.kind() == Branching.Kind.SEPARATION) {
          uncaptured("separation branches");
        }
        List<ExecutionContext> out = new ArrayList<>();
        for (ExecutionContext ctx : contexts) {
          out.addAll(branch(b, ctx, n));
        }
        yield out;
      }
      case Merge m -> {
        yield List.of(merge(m, contexts, n));
      }
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

  /** Refuses the fitted-chain capture, when on, at a step it cannot represent yet. */
  private void uncaptured(String step) {
    if (state.capture != null) {
      state.capture.refuse(step);
    }
  }

  private List<ExecutionContext> branch(Branching step, ExecutionContext parent, int n) {
    if (step.kind() == Branching.Kind.SEPARATION
        && step.separation() != null
        && SourceLanes.isBySource(step.separation().selector())) {
      return bySource(step, parent, n);
    }
    if (step.kind() == Branching.Kind.SEPARATION && step.separation() != null) {
      return separation(step, parent, n);
    }
    List<Branching.Lane> lanes = step.lanes();
    if (step.kind() != Branching.Kind.DUPLICATION || lanes.isEmpty()) {
      throw new IllegalArgumentException(
          step.place().path()
              + ": generated branches are not "
              + "supported yet; use duplication branches (a list or named object of step lists)");
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

  /**
   * Separation branches: one branch per group of samples, each running its steps on the dataset
   * seen through its samples only, from the features as they were before the branch step.
   */
  private List<ExecutionContext> separation(Branching step, ExecutionContext parent, int n) {
    activate(parent, n);
    SpectroDataset global = parent.global != null ? parent.global : state.dataset;
    DocumentPath path = step.place().path();
    List<SeparationBranches.Group> groups =
        SeparationBranches.groups(
            step.separation(),
            state.dataset,
            new StepEnv(run, state, parent, n, step.place()),
            path.key("branch"));
    SpectroDataset before = state.dataset;
    FeatureSnapshot initial = state.snapshots.take(before, parent.branchPath, n);
    List<ExecutionContext> out = new ArrayList<>();
    try {
      for (int i = 0; i < groups.size(); i++) {
        SeparationBranches.Group g = groups.get(i);
        ExecutionContext child = parent.child(i, g.name());
        child.global = global;
        child.members = g.members();
        child.view =
            before.withIndex(SeparationBranches.restricted(before.index(), g.members(), g.name()));
        if (i == groups.size() - 1) {
          state.snapshots.restoreLast(state.dataset, initial, child.branchPath, n);
        } else {
          state.snapshots.restore(state.dataset, initial, child.branchPath, n);
        }
        state.live = child;
        state.dataset = child.view;
        List<ExecutionContext> current = List.of(child);
        for (PlannedStep inner : g.steps()) {
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
      state.dataset = global;
    }
    if (parent.snapshot != null) {
      parent.snapshot.release();
    }
    return out;
  }

  /**
   * A {@code by_source} branch: one lane per source (named {@code source_<s>}), each running its
   * steps on a dataset holding that source only, from the features as they were before the branch.
   */
  private List<ExecutionContext> bySource(Branching step, ExecutionContext parent, int n) {
    DocumentPath path = step.place().path().key("branch");
    SourceLanes.requireSelector(step.separation().selector(), path);
    if (parent.view != null || parent.source >= 0) {
      throw new IllegalArgumentException(
          path.key("by_source")
              + ": a by_source branch inside a separation or by_source lane is not supported;"
              + " put it at the top level of the pipeline");
    }
    uncaptured("by_source branches");
    activate(parent, n);
    SpectroDataset global = state.dataset;
    SourceLanes.requireLaneNames(
        step.separation().byName().keySet(), global.sources().size(), path);
    FeatureSnapshot initial = state.snapshots.take(global, parent.branchPath, n);
    List<ExecutionContext> out = new ArrayList<>();
    int count = global.sources().size();
    try {
      for (int s = 0; s < count; s++) {
        String name = SourceLanes.laneName(s);
        ExecutionContext child = parent.child(s, name);
        child.global = global;
        child.source = s;
        child.processing = List.of(parent.processing.get(s));
        state.dataset = global;
        if (s == count - 1) {
          state.snapshots.restoreLast(global, initial, child.branchPath, n);
        } else {
          state.snapshots.restore(global, initial, child.branchPath, n);
        }
        child.view = SourceLanes.view(global, s);
        state.live = child;
        state.dataset = child.view;
        List<PlannedStep> steps = step.separation().steps(name);
        if (steps.isEmpty() && step.separation().byName().containsKey(Integer.toString(s))) {
          steps = step.separation().byName().get(Integer.toString(s));
        }
        List<ExecutionContext> current = List.of(child);
        for (PlannedStep inner : steps) {
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
      state.dataset = global;
    }
    if (parent.snapshot != null) {
      parent.snapshot.release();
    }
    return out;
  }

  /**
   * A {@code merge_sources} step, or a features merge after a {@code by_source} branch: the
   * sources' (or the lanes') features side by side in one source; branch mode ends.
   */
  private ExecutionContext sourceMerge(Merge step, List<ExecutionContext> contexts, int n) {
    DocumentPath path = step.place().path();
    ExecutionContext first = contexts.get(0);
    boolean lanes = first.source >= 0;
    if (!lanes && (contexts.size() > 1 || first.snapshot != null || first.view != null)) {
      throw new IllegalArgumentException(
          path.key(Keywords.MERGE_SOURCES)
              + ": merge_sources inside branch mode is not supported; merge the branches first or"
              + " put merge_sources before the branch");
    }
    uncaptured("merge_sources");
    if (!lanes) {
      activate(first, n);
      if (state.dataset.sources().size() == 1) {
        return first;
      }
      state.dataset = SourceLanes.mergeAll(state.dataset, first);
    } else {
      int[] all = SourceLanes.allRows(first.global);
      List<Block> parts = new ArrayList<>();
      List<String> names = new ArrayList<>();
      for (ExecutionContext c : contexts) {
        if (c.source < 0) {
          throw new IllegalArgumentException(
              path + ": a source merge needs every lane to come from the by_source branch");
        }
        activate(c, n);
        parts.add(state.dataset.x(all));
        names.add(SourceLanes.last(c.processing.get(0)));
      }
      SpectroDataset global = first.global;
      state.dataset = global;
      contexts.forEach(c -> c.snapshot.release());
      state.snapshots.releaseStorages(global);
      state.dataset = SourceLanes.merged(global, parts, names);
    }
    ExecutionContext merged =
        new ExecutionContext(
            List.of(state.dataset.source(0).processingIds()),
            first.yVersion,
            first.yChain,
            List.of(),
            null);
    state.live = merged;
    return merged;
  }

  private ExecutionContext merge(Merge step, List<ExecutionContext> contexts, int n) {
    DocumentPath path = step.place().path();
    if (step.sources() || contexts.get(0).source >= 0 && SourceLanes.featuresMerge(step.value())) {
      return sourceMerge(step, contexts, n);
    }
    if (contexts.get(0).source >= 0
        && !step.value().asString().filter("predictions"::equals).isPresent()) {
      throw new IllegalArgumentException(
          path.key("merge")
              + ": after a by_source branch use \"features\" (the lanes' features side by side)"
              + " or \"predictions\"");
    }
    if (contexts.size() == 1 && contexts.get(0).snapshot == null) {
      throw new IllegalArgumentException(path + ": merge without a preceding branch step");
    }
    StepPlace at = step.place().at(path.key("merge"));
    MergePlan plan =
        MergePlan.of(
            step.value(),
            contexts,
            path.key("merge"),
            message ->
                ExcludeController.warn(new StepEnv(run, state, contexts.get(0), n, at), message));
    ExecutionContext first = contexts.get(0);
    boolean capturing = capturable(plan, first);
    List<List<FittedNode>> laneChains = capturing ? new ArrayList<>() : null;
    if (first.global != null) {
      state.dataset = first.global;
    }
    var before = state.dataset;
    state.dataset = new MergeController().merge(plan, contexts, state, n, laneChains);
    contexts.forEach(c -> c.snapshot.release());
    state.snapshots.releaseStorages(before);
    ExecutionContext merged =
        new ExecutionContext(
            List.of(state.dataset.source(0).processingIds()),
            first.yVersion,
            first.yChain,
            List.of(),
            null);
    FittedMerge captured = capturing ? captured(plan, laneChains) : null;
    if (captured != null) {
      state.capture.replaced(
          merged, state.dataset.source(0).processingIds().get(0), List.of(captured));
    }
    state.live = merged;
    return merged;
  }

  /** True when the capture is on and records this merge; refuses a merge it cannot hold. */
  private boolean capturable(MergePlan plan, ExecutionContext first) {
    PipelineCapture capture = state.capture;
    if (capture == null || capture.refusal() != null) {
      return false;
    }
    if (plan.concat() || first.global != null) {
      capture.refuse("a merge of separation branches");
      return false;
    }
    return true;
  }

  /**
   * The fitted merge of {@code plan}: each merged branch's chain ({@code laneChains}, from the
   * merge) and each merged model's fitted pipeline, from the raw spectra; null (the capture
   * refused) when a part cannot be held.
   */
  private FittedMerge captured(MergePlan plan, List<List<FittedNode>> laneChains) {
    PipelineCapture capture = state.capture;
    if (capture.refusal() != null || laneChains.contains(null)) {
      return null;
    }
    List<FittedPipeline> models = new ArrayList<>();
    for (ModelResult m : plan.predictions()) {
      if (m.fitted() == null) {
        capture.refuse("a merge of the predictions of a model that could not be held");
        return null;
      }
      models.add(m.fitted());
    }
    if (laneChains.isEmpty() && models.isEmpty()) {
      return null;
    }
    return new FittedMerge(laneChains, models, state.dataset.precision());
  }

  /** Restores {@code ctx}'s features when another context is live. */
  private void activate(ExecutionContext ctx, int n) {
    if (ctx.view != null) {
      state.dataset = ctx.view;
    }
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
