package org.spectraflow.ui.editor;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineWriter;

class EditorModelTest {

  private final EditorFixture f = new EditorFixture();

  private String json() {
    return PipelineWriter.toCompactJson(f.editor.document().stepsJson());
  }

  @Test
  void everyEditIsOneCommandThatUndoesAndRedoesExactly() {
    f.editor.load(EditorFixture.demo("branches.json"));
    PipelineDocument original = f.editor.document();
    f.select("PLSRegression");
    f.actions.duplicateSelection();
    PipelineDocument duplicated = f.editor.document();
    f.actions.deleteSelection();

    assertThat(f.editor.history().undoDepth()).isEqualTo(2);
    assertThat(f.editor.history().undoTextProperty().get()).isEqualTo("Undo Delete PLSRegression");
    f.editor.undo();
    assertThat(f.editor.document()).isSameAs(duplicated);
    f.editor.undo();
    assertThat(f.editor.document()).isSameAs(original);
    assertThat(f.editor.dirtyProperty().get()).isFalse();
    f.editor.redo();
    assertThat(f.editor.document()).isSameAs(duplicated);
    assertThat(f.editor.dirtyProperty().get()).isTrue();
  }

  @Test
  void wrapInOrAddsAPassThroughAlternativeAndUpdatesTheVariantCount() {
    f.editor.load(EditorFixture.demo("branches.json"));
    assertThat(f.variants.countProperty().get()).isEqualTo(BigInteger.ONE);
    f.editor.selectionProperty().set(StepPath.step(0));

    f.actions.wrapInOr();

    assertThat(f.variants.countProperty().get()).isEqualTo(BigInteger.TWO);
    assertThat(json())
        .startsWith("[{\"_or_\":[{\"class\":\"sklearn.model_selection._split.KFold\"");
    assertThat(f.variants.breakdown())
        .singleElement()
        .satisfies(g -> assertThat(g.count()).isEqualTo(BigInteger.TWO));
    f.editor.undo();
    assertThat(f.variants.countProperty().get()).isEqualTo(BigInteger.ONE);
  }

  @Test
  void sweepingAParameterWritesANestedGeneratorAndABadge() {
    f.editor.load(EditorFixture.demo("branches.json"));
    f.select("PLSRegression");

    f.actions.sweepParameter("n_components", SweepExpression.parse("2..10 step 2").orElseThrow());

    assertThat(f.variants.countProperty().get()).isEqualTo(BigInteger.valueOf(5));
    assertThat(json()).contains("\"n_components\":{\"_range_\":[2,10,2]}");
    assertThat(f.editor.selectedNode().orElseThrow().badges())
        .containsExactly("n_components: 2..10 step 2");
  }

  @Test
  void inspectorWritesOnlyNonDefaultValuesAndRejectsWrongTypes() {
    f.editor.load(EditorFixture.demo("branches.json"));
    f.select("PLSRegression");

    assertThat(f.inspector.apply("n_components", "abc")).isFalse();
    assertThat(f.inspector.errorProperty().get())
        .contains("n_components")
        .contains("'abc'")
        .contains("integer");
    f.inspector.apply("scale", "False");
    assertThat(json()).contains("\"params\":{\"n_components\":10,\"scale\":false}");
    f.inspector.apply("n_components", "2");
    f.inspector.apply("scale", "True");
    assertThat(json())
        .endsWith("{\"model\":{\"class\":\"sklearn.cross_decomposition._pls.PLSRegression\"}}]");
    assertThat(f.inspector.fields())
        .anySatisfy(
            p -> {
              assertThat(p.name()).isEqualTo("n_components");
              assertThat(p.isDefault()).isTrue();
              assertThat(p.rangeText()).isEqualTo("≥ 1 ≤ 1000");
            });
  }

  @Test
  void copyThenPasteRoundTripsAStepAsJsonText() {
    f.editor.load(EditorFixture.demo("d03-sweep.json"));
    f.editor.selectionProperty().set(StepPath.step(1));
    String copied = f.actions.copySelection().orElseThrow();

    assertThat(copied).contains("\"param\": \"n_components\"");
    f.actions.paste(copied);

    assertThat(f.editor.document().steps()).hasSize(3);
    assertThat(f.editor.document().steps().get(2).toJson())
        .isEqualTo(f.editor.document().steps().get(1).toJson());
    assertThat(f.editor.selectionProperty().get()).isEqualTo(StepPath.step(2));
    assertThat(f.actions.paste("not json {")).isFalse();
    assertThat(f.editor.messageProperty().get())
        .startsWith("Clipboard does not hold pipeline JSON");
    assertThat(f.editor.document().steps()).hasSize(3);
  }

  @Test
  void movingAStepIntoABranchLaneAndDroppingIntoAGenerator() {
    f.editor.load(EditorFixture.demo("branches.json"));
    f.actions.move(StepPath.step(0), new DropTarget(StepPath.step(1).key("branch").key("msc"), 1));

    assertThat(f.editor.document().steps()).hasSize(2);
    assertThat(json())
        .contains(
            "\"msc\":[\"nirs4all.operators.transforms.nirs.MultiplicativeScatterCorrection\",{\"class\":\"sklearn.model_selection._split.KFold\"");

    f.editor.load(EditorFixture.demo("d03-sweep.json"));
    StepPath alternatives = StepPath.step(0).key("_cartesian_").index(0).key("_or_");
    f.palette.drop(f.entry("Haar"), new DropTarget(alternatives, 4));
    assertThat(f.variants.countProperty().get()).isEqualTo(BigInteger.valueOf(80));
  }

  @Test
  void quickAddMatchesAliasesAndRefusesUnknownText() {
    f.editor.load(EditorFixture.demo("branches.json"));
    f.editor.selectionProperty().set(StepPath.step(0));

    assertThat(f.palette.quickAdd("sg", false)).isTrue();
    assertThat(json()).contains("\"nirs4all.operators.transforms.nirs.SavitzkyGolay\"");
    assertThat(f.editor.selectionProperty().get()).isEqualTo(StepPath.step(1));
    assertThat(f.palette.quickAdd("xyzzy", false)).isFalse();
    assertThat(f.editor.messageProperty().get()).contains("xyzzy");
    f.select("PLSRegression");
    assertThat(f.palette.quickAdd("_range_", false)).isTrue();
    assertThat(json()).contains("\"n_components\":{\"_range_\":[10,40,10]}");
  }

  @Test
  void escapeTargetIsTheEnclosingStructure() {
    f.editor.load(EditorFixture.demo("d03-sweep.json"));
    StepPath alt = StepPath.step(0).key("_cartesian_").index(1).key("_or_").index(2);
    StepTree tree = f.editor.treeProperty().get();

    assertThat(tree.parentOf(alt).orElseThrow().path())
        .isEqualTo(StepPath.step(0).key("_cartesian_").index(1));
    assertThat(tree.find(alt).orElseThrow().title()).isEqualTo("SavitzkyGolay");
    assertThat(JsonTree.get(f.editor.steps(), alt)).isInstanceOf(JsonValue.class);
  }
}
