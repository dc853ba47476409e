package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.observe.SourceShape;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.StepTree;
import org.spectraflow.ui.editor.StepTreeBuilder;
import org.spectraflow.ui.editor.canvas.RunMark;
import org.spectraflow.ui.run.StepKey;
import org.spectraflow.ui.run.StepSite;
import org.spectraflow.ui.run.StepState;
import org.spectraflow.ui.run.StepStatus;

/**
 * Engine steps onto the editor's tree and back, marks with their roll-up, and hover lines; no
 * window.
 */
class RunStepMappingTest {

  private static final String DOC =
      """
      {"pipeline": [
        {"class": "sklearn.model_selection._split.KFold"},
        {"_or_": [null, "nirs4all.operators.transforms.scalers.StandardNormalVariate"]},
        {"branch": {"smooth": [{"class": "nirs4all.operators.transforms.nirs.SavitzkyGolay"}],
                    "d1": [{"class": "nirs4all.operators.transforms.nirs.SavitzkyGolay", "params": {"deriv": 1}}]}},
        {"model": {"class": "sklearn.cross_decomposition._pls.PLSRegression"}}
      ]}""";

  private final StepTree tree =
      new StepTreeBuilder(OperatorRegistry.standard()).build(PipelineReader.read(DOC, "doc.json"));
  private final StepPath branch = StepPath.step(2);
  private final StepPath smooth = branch.key("branch").key("smooth");
  private final StepPath d1 = branch.key("branch").key("d1");

  private static final String SG = "nirs4all.operators.transforms.nirs.SavitzkyGolay";

  private static StepState state(StepStatus status) {
    return state(status, SG);
  }

  private static StepState state(StepStatus status, String operator) {
    return new StepState(
        status,
        3,
        operator,
        List.of(new SourceShape(40, 1, 48)),
        7680,
        Duration.ofNanos(1_250_000));
  }

  @Test
  void topLevelStepsMapToTheirNodeAndGeneratorAlternativesToTheirFrame() {
    assertThat(RunStepMapping.nodeOf(tree, StepKey.of(1)).map(StepTree::path))
        .contains(StepPath.step(0));
    assertThat(RunStepMapping.nodeOf(tree, StepKey.of(2)).map(StepTree::path))
        .contains(StepPath.step(1));
    assertThat(RunStepMapping.keyOf(tree, StepPath.step(1).key("_or_").index(1)))
        .contains(new StepKey(2, List.of(), "/pipeline/1/_or_/1"));
    assertThat(RunStepMapping.nodeOf(tree, StepKey.of(9))).isEmpty();
  }

  @Test
  void branchPathsMapToLanesAndSelectTheLanesFirstStepBothWays() {
    StepKey second = new StepKey(3, List.of(1));
    assertThat(RunStepMapping.nodeOf(tree, second).map(StepTree::path)).contains(d1);
    assertThat(RunStepMapping.selectionOf(tree, second)).contains(d1.index(0));
    assertThat(RunStepMapping.keyOf(tree, d1.index(0)))
        .contains(new StepKey(3, List.of(1), "/pipeline/2/branch/d1/0"));
    assertThat(RunStepMapping.keyOf(tree, branch))
        .contains(new StepKey(3, List.of(), "/pipeline/2"));
    assertThat(RunStepMapping.nodeOf(tree, new StepKey(3, List.of(5)))).isEmpty();
  }

  @Test
  void templateStepIdsMarkTheStepTheChosenAlternativeAndRollUpIntoLanesAndTheirBranch() {
    Map<StepPath, RunMark> marks =
        marks(
            Map.of(
                new StepSite(new StepKey(1, List.of(), "/pipeline/0"), "pipeline[0]"),
                state(StepStatus.DONE, "KFold"),
                new StepSite(new StepKey(2, List.of(), "/pipeline/1/_or_/1"), "pipeline[1]"),
                state(StepStatus.DONE, "StandardNormalVariate"),
                new StepSite(
                    new StepKey(3, List.of(0), "/pipeline/2/branch/smooth/0"),
                    "pipeline[2].branch.smooth[0]"),
                state(StepStatus.CACHED, SG),
                new StepSite(
                    new StepKey(3, List.of(1), "/pipeline/2/branch/d1/0"),
                    "pipeline[2].branch.d1[0]"),
                state(StepStatus.RUNNING, SG)));

    assertThat(marks)
        .containsEntry(StepPath.step(0), RunMark.DONE)
        .containsEntry(StepPath.step(1).key("_or_").index(1), RunMark.DONE)
        .containsEntry(smooth.index(0), RunMark.CACHED)
        .containsEntry(smooth, RunMark.CACHED)
        .containsEntry(d1.index(0), RunMark.RUNNING)
        .containsEntry(d1, RunMark.RUNNING)
        .containsEntry(branch, RunMark.RUNNING)
        .doesNotContainKey(StepPath.step(1));
  }

  @Test
  void keysWithoutAStepIdFallBackToTheirStepNumberAndLanes() {
    Map<StepPath, RunMark> marks =
        marks(
            Map.of(
                new StepSite(StepKey.of(2), ""), state(StepStatus.DONE, "StandardNormalVariate"),
                new StepSite(new StepKey(3, List.of(0)), ""), state(StepStatus.CACHED, SG)));

    assertThat(marks)
        .containsEntry(StepPath.step(1), RunMark.DONE)
        .containsEntry(smooth, RunMark.CACHED)
        .containsEntry(branch, RunMark.CACHED);
  }

  @Test
  void statesSharingANodeCombineAndTheWinnerIsShown() {
    StepState done = state(StepStatus.DONE, SG);
    StepState failed = state(StepStatus.FAILED, SG);
    assertThat(RunStepMapping.shown(List.of(done, failed))).contains(failed);
    assertThat(RunStepMapping.shown(List.of())).isEmpty();
    assertThat(RunStepMapping.combine(List.of(RunMark.CACHED, RunMark.CACHED)))
        .isEqualTo(RunMark.CACHED);
    assertThat(RunStepMapping.combine(List.of(RunMark.CACHED, RunMark.DONE)))
        .isEqualTo(RunMark.DONE);
    assertThat(RunStepMapping.combine(List.of(RunMark.DONE, RunMark.FAILED)))
        .isEqualTo(RunMark.FAILED);
  }

  private Map<StepPath, RunMark> marks(Map<StepSite, StepState> states) {
    return RunStepMapping.marks(tree, RunStepMapping.statesByNode(tree, states));
  }

  @Test
  void theHoverCardNamesStateShapeSteadyBytesAndTime() {
    assertThat(StepHoverText.lines(state(StepStatus.CACHED)))
        .containsExactly(
            "SavitzkyGolay · served from cache",
            "variant 3",
            "shape 40 × 1 × 48",
            "steady 7.5 KB",
            "time 1.2 ms");
    assertThat(StepHoverText.lines(state(StepStatus.RUNNING)))
        .containsExactly("SavitzkyGolay · running", "variant 3");
  }
}
