package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.observe.SourceShape;
import org.spectraflow.engine.pipeline.OperatorRegistry;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.StepTree;
import org.spectraflow.ui.editor.StepTreeBuilder;
import org.spectraflow.ui.editor.canvas.RunMark;
import org.spectraflow.ui.run.StepKey;
import org.spectraflow.ui.run.StepState;
import org.spectraflow.ui.run.StepStatus;

/** Engine step keys onto the editor's tree and back, marks, and hover lines; no window. */
class RunStepMappingTest {

  private static final String DOC = """
      {"pipeline": [
        {"class": "sklearn.model_selection._split.KFold"},
        {"_or_": [null, "nirs4all.operators.transforms.scalers.StandardNormalVariate"]},
        {"branch": {"smooth": [{"class": "nirs4all.operators.transforms.nirs.SavitzkyGolay"}],
                    "d1": [{"class": "nirs4all.operators.transforms.nirs.SavitzkyGolay", "params": {"deriv": 1}}]}},
        {"model": {"class": "sklearn.cross_decomposition._pls.PLSRegression"}}
      ]}""";

  private final StepTree tree = new StepTreeBuilder(OperatorRegistry.standard()).build(PipelineReader.read(DOC, "doc.json"));
  private final StepPath branch = StepPath.step(2);
  private final StepPath smooth = branch.key("branch").key("smooth");
  private final StepPath d1 = branch.key("branch").key("d1");

  private static StepState state(StepStatus status) {
    return new StepState(status, 3, "nirs4all.operators.transforms.nirs.SavitzkyGolay",
        List.of(new SourceShape(40, 1, 48)), 7680, Duration.ofNanos(1_250_000));
  }

  @Test
  void topLevelStepsMapToTheirNodeAndGeneratorAlternativesToTheirFrame() {
    assertThat(RunStepMapping.nodeOf(tree, StepKey.of(1)).map(StepTree::path)).contains(StepPath.step(0));
    assertThat(RunStepMapping.nodeOf(tree, StepKey.of(2)).map(StepTree::path)).contains(StepPath.step(1));
    assertThat(RunStepMapping.keyOf(tree, StepPath.step(1).key("_or_").index(1))).contains(StepKey.of(2));
    assertThat(RunStepMapping.nodeOf(tree, StepKey.of(9))).isEmpty();
  }

  @Test
  void branchPathsMapToLanesAndSelectTheLanesFirstStepBothWays() {
    StepKey second = new StepKey(3, List.of(1));
    assertThat(RunStepMapping.nodeOf(tree, second).map(StepTree::path)).contains(d1);
    assertThat(RunStepMapping.selectionOf(tree, second)).contains(d1.index(0));
    assertThat(RunStepMapping.keyOf(tree, d1.index(0))).contains(second);
    assertThat(RunStepMapping.keyOf(tree, branch)).contains(StepKey.of(3));
    assertThat(RunStepMapping.nodeOf(tree, new StepKey(3, List.of(5)))).isEmpty();
  }

  @Test
  void aBranchCombinesItsLanesMarks() {
    Map<StepPath, RunMark> marks = RunStepMapping.marks(tree, Map.of(
        StepKey.of(1), state(StepStatus.DONE),
        new StepKey(3, List.of(0)), state(StepStatus.CACHED),
        new StepKey(3, List.of(1)), state(StepStatus.RUNNING)));

    assertThat(marks).containsEntry(StepPath.step(0), RunMark.DONE).containsEntry(smooth, RunMark.CACHED)
        .containsEntry(d1, RunMark.RUNNING).containsEntry(branch, RunMark.RUNNING);
    assertThat(RunStepMapping.combine(List.of(RunMark.CACHED, RunMark.CACHED))).isEqualTo(RunMark.CACHED);
    assertThat(RunStepMapping.combine(List.of(RunMark.CACHED, RunMark.DONE))).isEqualTo(RunMark.DONE);
    assertThat(RunStepMapping.combine(List.of(RunMark.DONE, RunMark.FAILED))).isEqualTo(RunMark.FAILED);
  }

  @Test
  void theHoverCardNamesStateShapeSteadyBytesAndTime() {
    assertThat(StepHoverText.lines(state(StepStatus.CACHED))).containsExactly("SavitzkyGolay · served from cache",
        "variant 3", "shape 40 × 1 × 48", "steady 7.5 KB", "time 1.2 ms");
    assertThat(StepHoverText.lines(state(StepStatus.RUNNING))).containsExactly("SavitzkyGolay · running", "variant 3");
  }
}
