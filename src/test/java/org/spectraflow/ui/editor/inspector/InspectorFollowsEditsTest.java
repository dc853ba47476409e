package org.spectraflow.ui.editor.inspector;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.ui.editor.EditorFixture;
import org.spectraflow.ui.editor.StepTree;

/**
 * The inspector shows the selected node after every structural edit: a wrap in a branch or {@code
 * _or_} that keeps the selected path, its undo and redo, and a delete.
 */
class InspectorFollowsEditsTest {

  private final EditorFixture f = new EditorFixture();

  InspectorFollowsEditsTest() {
    f.editor.load(
        PipelineReader.read(
            "[\"SNV\", \"Detrend\", {\"model\": {\"class\": \"PLSRegression\"}}]", "doc.json"));
  }

  private String selectedTitle() {
    return f.editor.selectedNode().map(StepTree::title).orElse("Nothing selected");
  }

  @Test
  void aWrapInABranchShowsTheBranchAndUndoRedoFollow() {
    f.select("SNV");
    assertThat(f.inspector.titleProperty().get()).isEqualTo("SNV");

    f.actions.wrapInBranch();
    assertThat(selectedTitle()).isNotEqualTo("SNV");
    assertThat(f.inspector.titleProperty().get()).isEqualTo(selectedTitle());

    f.editor.undo();
    assertThat(f.inspector.titleProperty().get()).isEqualTo("SNV");

    f.editor.redo();
    assertThat(f.inspector.titleProperty().get()).isEqualTo(selectedTitle()).isNotEqualTo("SNV");
  }

  @Test
  void aWrapInOrShowsTheAlternativesAndADeleteShowsWhatIsSelectedAfter() {
    f.select("Detrend");
    f.actions.wrapInOr();
    assertThat(f.inspector.titleProperty().get())
        .isEqualTo(selectedTitle())
        .isNotEqualTo("Detrend");

    f.actions.deleteSelection();
    assertThat(f.inspector.titleProperty().get()).isEqualTo(selectedTitle());
  }
}
