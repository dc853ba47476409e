package org.spectraflow.ui.selection;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.ui.editor.EditorModel;

/**
 * "Exclude selected and re-run" edits the document as one undoable command: a first {@code exclude}
 * step listing the samples, extended (not doubled) by a second exclusion.
 */
class ExcludeSelectionTest {

  private static final String DOC =
      "{\"pipeline\": [\"nirs4all.operators.transforms.SNV\","
          + " {\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
          + " {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 4}}}]}";

  private static Set<Integer> listed(JsonArray steps) {
    Set<Integer> ids = new TreeSet<>();
    assertThat(ExcludeSelection.listed(steps.get(0), ids)).isTrue();
    return ids;
  }

  @Test
  void addsOneExcludeStepThenExtendsItAndUndoesStepByStep() {
    EditorModel editor = new EditorModel(OperatorRegistry.standard());
    PipelineDocument original = PipelineReader.readJson(DOC);
    editor.load(original);
    assertThat(editor.apply("Exclude 2 samples", s -> ExcludeSelection.edit(s, Set.of(7, 3))))
        .isTrue();
    JsonArray once = editor.document().stepsJson();
    assertThat(once.size()).isEqualTo(4);
    assertThat(listed(once)).containsExactly(3, 7);
    assertThat(once.get(0).toString()).contains("spectraflow.operators.filters.SampleListFilter");
    assertThat(editor.apply("Exclude 1 sample", s -> ExcludeSelection.edit(s, Set.of(11))))
        .isTrue();
    JsonArray twice = editor.document().stepsJson();
    assertThat(twice.size()).isEqualTo(4);
    assertThat(listed(twice)).containsExactly(3, 7, 11);
    editor.undo();
    assertThat(editor.document().stepsJson()).isEqualTo(once);
    editor.undo();
    assertThat(editor.document()).isEqualTo(original);
    editor.redo();
    assertThat(listed(editor.document().stepsJson())).containsExactly(3, 7);
  }

  @Test
  void anOrdinaryExcludeFirstIsKeptAndTheListComesBeforeIt() {
    JsonArray steps =
        PipelineReader.readJson("{\"pipeline\": [{\"exclude\": [\"YOutlierFilter\"]}, \"SNV\"]}")
            .stepsJson();
    JsonArray next = (JsonArray) ExcludeSelection.edit(steps, Set.of(5)).steps();
    assertThat(next.size()).isEqualTo(3);
    assertThat(listed(next)).containsExactly(5);
    assertThat(next.get(1)).isEqualTo(steps.get(0));
  }

  @Test
  void nothingSelectedIsRefused() {
    assertThatThrownBy(() -> ExcludeSelection.edit(JsonArray.EMPTY, Set.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no sample");
  }

  @Test
  void theSelectionKeepsIdsSortedAndToggles() {
    SampleSelection s = new SampleSelection();
    s.select(Set.of(9, 2), false);
    s.select(Set.of(4), true);
    assertThat(s.ids()).containsExactly(2, 4, 9);
    s.toggle(4);
    s.toggle(5);
    assertThat(s.ids()).containsExactly(2, 5, 9);
    assertThat(SelectionBar.describe(s.ids()))
        .isEqualTo("3 samples selected: sample 2, sample 5, sample 9");
    s.select(Set.of(1), false);
    assertThat(s.ids()).containsExactly(1);
    s.clear();
    assertThat(s.ids()).isEmpty();
  }
}
