package org.spectraflow.ui.app;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.StepTree;
import org.spectraflow.ui.editor.StepTree.Shape;
import org.spectraflow.ui.editor.canvas.RunMark;
import org.spectraflow.ui.run.StepKey;
import org.spectraflow.ui.run.StepState;

/**
 * Maps the engine's step keys (top-level step number from 1, branch indices) onto the editor's
 * tree and back. Step {@code n} is the document's top-level step {@code n - 1}, whatever it is
 * (a generator frame stands for every alternative inside it); each branch index picks a lane of
 * the first branch found inside the node reached so far. Lanes are not selectable, so a step key
 * inside a lane selects the lane's first step. Pure.
 */
public final class RunStepMapping {

  private RunStepMapping() {}

  /** The node (box, frame or lane) that shows {@code key}, if the document has it. */
  public static Optional<StepTree> nodeOf(StepTree root, StepKey key) {
    int index = key.step() - 1;
    if (index < 0 || index >= root.children().size()) {
      return Optional.empty();
    }
    StepTree node = root.children().get(index);
    for (int lane : key.branchPath()) {
      Optional<StepTree> branch = firstBranch(node);
      if (branch.isEmpty() || lane >= branch.get().children().size()) {
        return Optional.empty();
      }
      node = branch.get().children().get(lane);
    }
    return Optional.of(node);
  }

  private static Optional<StepTree> firstBranch(StepTree node) {
    if (node.shape() == Shape.BRANCH) {
      return Optional.of(node);
    }
    for (StepTree child : node.children()) {
      Optional<StepTree> found = firstBranch(child);
      if (found.isPresent()) {
        return found;
      }
    }
    return Optional.empty();
  }

  /** The canvas selection for {@code key}: its node, or a lane's first step. */
  public static Optional<StepPath> selectionOf(StepTree root, StepKey key) {
    return nodeOf(root, key).map(n -> n.shape() == Shape.LANE && !n.children().isEmpty()
        ? n.children().getFirst().path() : n.path());
  }

  /** The step key of the node at {@code path}: its top-level step and the lanes it sits in. */
  public static Optional<StepKey> keyOf(StepTree root, StepPath path) {
    if (path == null) {
      return Optional.empty();
    }
    for (int i = 0; i < root.children().size(); i++) {
      StepTree top = root.children().get(i);
      if (path.startsWith(top.path())) {
        List<Integer> lanes = new ArrayList<>();
        collectLanes(top, path, lanes);
        return Optional.of(new StepKey(i + 1, lanes));
      }
    }
    return Optional.empty();
  }

  private static void collectLanes(StepTree node, StepPath path, List<Integer> lanes) {
    for (int i = 0; i < node.children().size(); i++) {
      StepTree child = node.children().get(i);
      if (path.startsWith(child.path())) {
        if (node.shape() == Shape.BRANCH) {
          lanes.add(i);
        }
        collectLanes(child, path, lanes);
        return;
      }
    }
  }

  /**
   * The canvas marks of a run's step states: each key's node gets its status, and a branch whose
   * lanes have states gets theirs combined (failed, else running, else queued, else cached when all
   * lanes were cached, else done). Keys the document does not have are left out.
   */
  public static Map<StepPath, RunMark> marks(StepTree root, Map<StepKey, StepState> states) {
    Map<StepPath, RunMark> marks = new HashMap<>();
    Map<StepPath, List<RunMark>> byBranch = new HashMap<>();
    states.forEach((key, state) -> nodeOf(root, key).ifPresent(node -> {
      RunMark mark = mark(state);
      marks.put(node.path(), mark);
      if (node.shape() == Shape.LANE) {
        root.parentOf(node.path()).filter(p -> p.shape() == Shape.BRANCH)
            .ifPresent(b -> byBranch.computeIfAbsent(b.path(), p -> new ArrayList<>()).add(mark));
      }
    }));
    byBranch.forEach((branch, lanes) -> marks.putIfAbsent(branch, combine(lanes)));
    return marks;
  }

  static RunMark combine(List<RunMark> lanes) {
    for (RunMark m : List.of(RunMark.FAILED, RunMark.RUNNING, RunMark.QUEUED)) {
      if (lanes.contains(m)) {
        return m;
      }
    }
    return lanes.stream().allMatch(RunMark.CACHED::equals) ? RunMark.CACHED : RunMark.DONE;
  }

  /** The canvas mark of a step state. */
  public static RunMark mark(StepState state) {
    return switch (state.status()) {
      case QUEUED -> RunMark.QUEUED;
      case RUNNING -> RunMark.RUNNING;
      case DONE -> RunMark.DONE;
      case CACHED -> RunMark.CACHED;
      case FAILED -> RunMark.FAILED;
    };
  }
}
