package org.spectraflow.ui.editor.validation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.pipeline.Problem;
import org.spectraflow.engine.run.check.DataSize;
import org.spectraflow.engine.run.check.StartCheck;
import org.spectraflow.ui.editor.EditorFixture;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.StepTree;

/** An engine problem lands on its canvas node by its typed place, also in nested named lanes. */
class ProblemPlacesTest {

  private static final String DOC =
      "[{\"branch\": {\"snv\": [\"SNV\", {\"branch\": {\"inner\": [\"MSC\","
          + " \"sklearn.cross_decomposition.CCA\"], \"d\": [\"Detrend\"]}}], \"raw\": [\"MSC\"]}},"
          + " {\"model\": \"PLSRegression\"}]";

  private final EditorFixture f = new EditorFixture();

  private StepTree tree() {
    f.editor.load(PipelineReader.readJson(DOC));
    return f.editor.treeProperty().get();
  }

  @Test
  void anEngineErrorInANestedNamedLaneIsOnItsNode() {
    StepTree tree = tree();
    Problem p =
        new StartCheck(OperatorRegistry.standard())
                .check(PipelineReader.readJson(DOC), DataSize.UNKNOWN, 1000, () -> false)
                .problems()
                .stream()
                .filter(Problem::isError)
                .findFirst()
                .orElseThrow();
    StepPath expected =
        StepPath.step(0).key("branch").key("snv").index(1).key("branch").key("inner").index(1);
    assertThat(tree.find(expected)).isPresent();
    assertThat(p.place().lane()).contains("inner");
    assertThat(ProblemPlaces.node(p, tree)).isEqualTo(expected);
  }

  @Test
  void aPlaceBelowANodeIsShortenedToItAndOneOutsideTheStepsIsThePipeline() {
    StepTree tree = tree();
    DocumentPath lane = DocumentPath.PIPELINE.index(0).key("branch").key("raw").index(0);
    assertThat(ProblemPlaces.node(lane.key("params").key("x"), tree))
        .isEqualTo(StepPath.step(0).key("branch").key("raw").index(0));
    assertThat(ProblemPlaces.node(DocumentPath.ROOT, tree)).isEqualTo(StepPath.ROOT);
    assertThat(ProblemPlaces.node(DocumentPath.PIPELINE.index(9), tree)).isEqualTo(StepPath.ROOT);
  }

  @Test
  void aStepPathIsReadFromTheComponentsOfItsDocumentPath() {
    StepPath p = StepPath.step(1).key("branch").key("a b").index(0);
    assertThat(StepPath.of(p.toDocumentPath())).contains(p);
    assertThat(StepPath.of(DocumentPath.ROOT.key("name"))).isEmpty();
  }
}
