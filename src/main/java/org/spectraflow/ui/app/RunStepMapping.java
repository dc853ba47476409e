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
import org.spectraflow.ui.run.StepSite;
import org.spectraflow.ui.run.StepState;

/**
 * Maps the engine's steps onto the editor's tree and back, by template step id: a key with an id is
 * shown by the node {@link TemplateStepLocator} finds for it (the exact step box, also inside
 * generator frames; no operator names are compared), and a canvas node's key carries the node's id.
 * A key without an id (sessions recorded before events carried one) falls back to its step number
 * and branch indices: step {@code n} is the document's top-level step {@code n - 1}, whatever it is
 * (a generator frame stands for every alternative inside it); each branch index picks a lane of the
 * first branch found inside the node reached so far. Lanes are not selectable, so a key inside a
 * lane selects the lane's first step. Pure.
 */
public final class RunStepMapping {

  private RunStepMapping() {}

  /** The node (box, frame or lane) that shows {@code key}, if the document has it. */
  public static Optional<StepTree> nodeOf(StepTree root, StepKey key) {
    if (!key.stepId().isEmpty()) {
      return TemplateStepLocator.locate(root, key.stepId());
    }
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
    return nodeOf(root, key)
        .map(
            n ->
                n.shape() == Shape.LANE && !n.children().isEmpty()
                    ? n.children().getFirst().path()
                    : n.path());
  }

  /**
   * The step key of the node at {@code path}: its top-level step, the lanes it sits in and its
   * template step id.
   */
  public static Optional<StepKey> keyOf(StepTree root, StepPath path) {
    if (path == null) {
      return Optional.empty();
    }
    for (int i = 0; i < root.children().size(); i++) {
      StepTree top = root.children().get(i);
      if (path.startsWith(top.path())) {
        List<Integer> lanes = new ArrayList<>();
        collectLanes(top, path, lanes);
        return Optional.of(new StepKey(i + 1, lanes, TemplateStepLocator.idOf(path)));
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
   * The run states each canvas node shows, before roll-up: each state goes to its key's node
   * ({@link #nodeOf}: by template step id, the exact step also inside generator frames). Sites the
   * document does not have are left out; several sites may land on one node (a step box whose
   * parameters a sweep chose, or keys without an id).
   */
  public static Map<StepPath, List<StepState>> statesByNode(
      StepTree root, Map<StepSite, StepState> states) {
    Map<StepPath, List<StepState>> byNode = new HashMap<>();
    states.forEach(
        (site, state) ->
            nodeOf(root, site.key())
                .ifPresent(
                    node ->
                        byNode.computeIfAbsent(node.path(), p -> new ArrayList<>()).add(state)));
    return byNode;
  }

  /**
   * The canvas marks: each node with states gets them combined, and every branch and lane enclosing
   * such a node gets the combination of everything inside it (failed, else running, else queued,
   * else cached when all were cached, else done). Generator frames are marked only when they are
   * the node itself (the variant's choice could not be told).
   */
  public static Map<StepPath, RunMark> marks(StepTree root, Map<StepPath, List<StepState>> byNode) {
    Map<StepPath, RunMark> marks = new HashMap<>();
    Map<StepPath, List<RunMark>> rolledUp = new HashMap<>();
    List<StepTree> lanesAndBranches =
        root.flatten().stream()
            .filter(n -> n.shape() == Shape.LANE || n.shape() == Shape.BRANCH)
            .toList();
    byNode.forEach(
        (path, states) -> {
          RunMark mark = combine(states.stream().map(RunStepMapping::mark).toList());
          marks.put(path, mark);
          lanesAndBranches.stream()
              .filter(c -> !c.path().equals(path) && path.startsWith(c.path()))
              .forEach(c -> rolledUp.computeIfAbsent(c.path(), p -> new ArrayList<>()).add(mark));
        });
    rolledUp.forEach((container, inside) -> marks.putIfAbsent(container, combine(inside)));
    return marks;
  }

  /** The state a node's hover card shows: the one whose mark wins the combination. */
  public static Optional<StepState> shown(List<StepState> states) {
    if (states == null || states.isEmpty()) {
      return Optional.empty();
    }
    RunMark winner = combine(states.stream().map(RunStepMapping::mark).toList());
    return states.stream().filter(s -> mark(s) == winner).findFirst();
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
