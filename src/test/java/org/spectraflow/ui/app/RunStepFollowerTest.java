package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.ui.editor.DropTarget;
import org.spectraflow.ui.editor.EditorFixture;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.StepTree;
import org.spectraflow.ui.editor.canvas.RunMark;
import org.spectraflow.ui.run.StepKey;
import org.spectraflow.ui.run.StepSite;
import org.spectraflow.ui.run.StepState;
import org.spectraflow.ui.run.StepStatus;

/**
 * A run's badges stay on the steps they belong to while the document is edited: a delete or an
 * insertion before a step moves its badge with it, a wrap in a branch keeps it, a new step has
 * none, an edited or deleted step loses its own, and undo brings every badge back.
 */
class RunStepFollowerTest {

  private final EditorFixture f = new EditorFixture();
  private final Map<StepSite, StepState> states =
      Map.of(
          site(1, "/pipeline/0"), state(StepStatus.DONE, "SNV"),
          site(2, "/pipeline/1"), state(StepStatus.CACHED, "Detrend"),
          site(3, "/pipeline/2"), state(StepStatus.FAILED, "PLSRegression"));
  private final RunStepFollower follower;

  RunStepFollowerTest() {
    f.editor.load(
        PipelineReader.read(
            """
            ["SNV", "Detrend", {"model": {"class": "PLSRegression", "params": {"n_components": 3}}}]
            """,
            "doc.json"));
    follower = new RunStepFollower(f.editor.document(), f.editor.treeProperty().get());
  }

  private static StepSite site(int step, String id) {
    return new StepSite(new StepKey(step, List.of(), id), "");
  }

  private static StepState state(StepStatus status, String operator) {
    return new StepState(status, 0, operator, List.of(), 0, Duration.ZERO);
  }

  private Map<StepPath, RunMark> marks() {
    StepTree tree = f.editor.treeProperty().get();
    return RunStepMapping.marks(
        tree, RunStepMapping.statesByNode(tree, follower.statesIn(f.editor.document(), states)));
  }

  @Test
  void deletingAStepMovesTheNextBadgesUpWithTheirSteps() {
    f.select("SNV");
    f.actions.deleteSelection();

    assertThat(marks())
        .containsOnly(
            Map.entry(StepPath.step(0), RunMark.CACHED),
            Map.entry(StepPath.step(1), RunMark.FAILED));
  }

  @Test
  void aNewStepHasNoBadgeAndTheOthersMoveDown() {
    f.actions.insert("MSC", JsonValue.of("MSC"), new DropTarget(StepPath.ROOT, 0));

    assertThat(marks())
        .containsOnly(
            Map.entry(StepPath.step(1), RunMark.DONE),
            Map.entry(StepPath.step(2), RunMark.CACHED),
            Map.entry(StepPath.step(3), RunMark.FAILED));
  }

  @Test
  void anEditedStepLosesItsBadgeAndUndoBringsItBack() {
    f.select("PLSRegression");
    f.actions.setParameter("n_components", JsonValue.of(5), false, "Set n_components");

    assertThat(marks()).doesNotContainKey(StepPath.step(2)).hasSize(2);

    f.editor.undo();
    assertThat(marks())
        .containsOnly(
            Map.entry(StepPath.step(0), RunMark.DONE),
            Map.entry(StepPath.step(1), RunMark.CACHED),
            Map.entry(StepPath.step(2), RunMark.FAILED));
  }

  @Test
  void aStepWrappedInABranchKeepsItsBadgeAndTheRunViewsKeyFollowsBack() {
    f.select("Detrend");
    f.actions.wrapInBranch();

    StepTree tree = f.editor.treeProperty().get();
    StepPath detrend =
        tree.flatten().stream()
            .filter(n -> n.title().equals("Detrend"))
            .findFirst()
            .orElseThrow()
            .path();
    assertThat(detrend).isNotEqualTo(StepPath.step(1));
    assertThat(marks()).containsEntry(detrend, RunMark.CACHED);

    StepKey editorKey = RunStepMapping.keyOf(tree, detrend).orElseThrow();
    assertThat(follower.toRun(editorKey, f.editor.document()))
        .contains(new StepKey(2, List.of(), "/pipeline/1"));
    assertThat(
            follower.toEditor(new StepKey(2, List.of(), "/pipeline/1"), f.editor.document(), tree))
        .contains(editorKey);
  }
}
