package org.spectraflow.ui.app;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.ui.editor.StepTree;
import org.spectraflow.ui.run.StepKey;
import org.spectraflow.ui.run.StepSite;
import org.spectraflow.ui.run.StepState;

/**
 * Keeps a run's step states and step keys on the steps they belong to while the document is edited:
 * the run's keys name steps of the document it ran ({@link #ran}), and {@link StepIdentity} follows
 * each into the document being edited, so after a delete, an insertion or a wrap a badge stays on
 * its step, a deleted or edited step loses its badge and a new step has none. Keys without a
 * template step id (sessions recorded before events carried one) are positional: they are kept only
 * while the document is the one that ran. FX thread only.
 */
final class RunStepFollower {

  private PipelineDocument ran;
  private StepTree ranTree;
  private StepIdentity forward;
  private StepIdentity backward;

  /** Follows from {@code document}, whose tree is {@code tree}: the document a run executed. */
  RunStepFollower(PipelineDocument document, StepTree tree) {
    ran(document, tree);
  }

  /** The run's states now belong to {@code document} (a run started, a document was loaded). */
  void ran(PipelineDocument document, StepTree tree) {
    ran = document;
    ranTree = tree;
    forward = null;
    backward = null;
  }

  /** The run's states keyed by the steps of {@code current}: edited and deleted steps left out. */
  Map<StepSite, StepState> statesIn(PipelineDocument current, Map<StepSite, StepState> states) {
    StepIdentity ids = forward(current);
    if (ids.unchanged()) {
      return states;
    }
    Map<StepSite, StepState> out = new HashMap<>();
    states.forEach(
        (site, state) ->
            follow(ids, site.key(), null)
                .ifPresent(key -> out.put(new StepSite(key, site.path()), state)));
    return out;
  }

  /** The key in {@code current} (whose tree is {@code tree}) of the run's {@code key}, if any. */
  Optional<StepKey> toEditor(StepKey key, PipelineDocument current, StepTree tree) {
    return key == null ? Optional.empty() : follow(forward(current), key, tree);
  }

  /** The run's key of the step {@code key} names in {@code current}, if the run had it. */
  Optional<StepKey> toRun(StepKey key, PipelineDocument current) {
    if (key == null) {
      return Optional.empty();
    }
    if (backward == null || !backward.joins(current, ran)) {
      backward = StepIdentity.between(current, ran);
    }
    return follow(backward, key, ranTree);
  }

  private StepIdentity forward(PipelineDocument current) {
    if (forward == null || !forward.joins(ran, current)) {
      forward = StepIdentity.between(ran, current);
    }
    return forward;
  }

  /**
   * {@code key} followed by {@code ids}; its step number and lanes recomputed in {@code tree} when
   * given (the run views compare whole keys), else kept (the canvas finds nodes by id alone).
   */
  private static Optional<StepKey> follow(StepIdentity ids, StepKey key, StepTree tree) {
    if (ids.unchanged()) {
      return Optional.of(key);
    }
    if (key.stepId().isEmpty()) {
      return Optional.empty();
    }
    return ids.follow(key.stepId())
        .flatMap(
            id ->
                tree == null
                    ? Optional.of(new StepKey(key.step(), key.branchPath(), id))
                    : TemplateStepLocator.pathOf(id).flatMap(p -> RunStepMapping.keyOf(tree, p)));
  }
}
