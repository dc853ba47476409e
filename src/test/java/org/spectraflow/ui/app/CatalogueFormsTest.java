package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.ui.editor.DropTarget;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.inspector.InspectorModel;
import org.spectraflow.ui.editor.inspector.ParamField;
import org.spectraflow.ui.editor.palette.PaletteEntry;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The palette offers every operator of the engine's catalogue, and each one, dropped on the canvas
 * and selected, gets a typed form in the inspector: one field per declared parameter in declaration
 * order, with the editor its type calls for and the declared bounds shown.
 */
class CatalogueFormsTest extends StudioWindowTest {

  @Start
  void start(Stage stage) {
    openStudio(stage);
  }

  private static <T> T fx(Callable<T> read) throws Exception {
    return WaitForAsyncUtils.asyncFx(read).get();
  }

  @Test
  void everyCatalogueOperatorHasAPaletteEntryAndATypedFormWithItsBounds(FxRobot robot)
      throws Exception {
    List<OperatorSpec> specs = List.copyOf(studio.model.registry().all());
    List<PaletteEntry> entries = studio.model.palette().catalog().entries();
    List<String> checked = new ArrayList<>();
    for (OperatorSpec spec : specs) {
      PaletteEntry entry =
          entries.stream()
              .filter(e -> e.label().equals(spec.className()))
              .findFirst()
              .orElseThrow(() -> new AssertionError("no palette entry for " + spec.className()));
      robot.interact(
          () -> {
            studio.model.files().show(PipelineReader.read("{\"pipeline\": []}", "empty.json"));
            studio.model.paletteActions().drop(entry, new DropTarget(StepPath.ROOT, 0));
            studio.model.editor().selectionProperty().set(StepPath.step(0));
          });
      InspectorModel inspector = studio.model.inspector();
      assertThat(fx(() -> inspector.modeProperty().get()))
          .as(spec.className())
          .isEqualTo(InspectorModel.Mode.OPERATOR);
      List<ParamField> fields = fx(() -> List.copyOf(inspector.fields()));
      assertThat(fields)
          .as(spec.className())
          .extracting(ParamField::name)
          .containsExactlyElementsOf(spec.params().stream().map(ParamSpec::name).toList());
      for (ParamField f : fields) {
        ParamSpec p = f.spec();
        String what = spec.className() + "." + p.name();
        assertThat(f.editor())
            .as(what)
            .isEqualTo(
                switch (p.type()) {
                  case BOOL -> ParamField.Editor.CHECK;
                  case CHOICE -> ParamField.Editor.CHOICE;
                  default -> ParamField.Editor.TEXT;
                });
        if (p.minimum().isPresent() || p.maximum().isPresent()) {
          assertThat(f.rangeText()).as(what).isNotEmpty();
        }
        if (p.type() == ParamSpec.Type.CHOICE) {
          assertThat(f.choices()).as(what).hasSameSizeAs(p.choices());
        }
      }
      checked.add(spec.className());
    }
    assertThat(checked).hasSameSizeAs(specs).contains("MetaModel", "YOutlierFilter");
    int lastFields = specs.getLast().params().size();
    assertThat(robot.lookup(".param-editor").queryAll()).hasSize(lastFields);
  }

  /**
   * MetadataFilter and CompositeFilter, whose parameters are texts and lists, get their declared
   * fields; typed values land in the document and a wrong one is refused with the expected type.
   */
  @Test
  void filterCombinersGetFormsForTheirTextAndListParameters(FxRobot robot) throws Exception {
    InspectorModel inspector = studio.model.inspector();
    dropAlone(robot, "MetadataFilter");
    List<ParamField> meta = fx(() -> List.copyOf(inspector.fields()));
    assertThat(meta)
        .extracting(ParamField::name)
        .containsExactly("column", "values_to_keep", "values_to_exclude", "exclude_missing");
    assertThat(meta.get(0).spec().required()).isTrue();
    assertThat(meta.get(0).editor()).isEqualTo(ParamField.Editor.TEXT);
    assertThat(meta.get(3).editor()).isEqualTo(ParamField.Editor.CHECK);
    assertThat(robot.lookup(".param-help").queryAll())
        .anySatisfy(
            n ->
                assertThat(((javafx.scene.control.Label) n).getText())
                    .startsWith("required · metadata column"));
    assertThat(fx(() -> inspector.apply("column", "Site"))).isTrue();
    assertThat(fx(() -> inspector.apply("values_to_keep", "[\"A\", 3]"))).isTrue();
    List<ParamField> set = fx(() -> List.copyOf(inspector.fields()));
    assertThat(set.get(0).text()).isEqualTo("Site");
    assertThat(set.get(1).isDefault()).isFalse();
    assertThat(fx(() -> inspector.apply("values_to_keep", "{\"a\": 1}"))).isFalse();
    assertThat(fx(() -> inspector.errorProperty().get())).contains("a list of values");

    dropAlone(robot, "CompositeFilter");
    List<ParamField> composite = fx(() -> List.copyOf(inspector.fields()));
    assertThat(composite).extracting(ParamField::name).containsExactly("filters", "mode");
    assertThat(composite.get(1).editor()).isEqualTo(ParamField.Editor.CHOICE);
    assertThat(composite.get(1).choices()).containsExactly("any", "all");
    assertThat(fx(() -> inspector.apply("filters", "[\"YOutlierFilter\"]"))).isTrue();
    assertThat(fx(() -> inspector.apply("filters", "[]"))).isFalse();
    assertThat(fx(() -> inspector.errorProperty().get())).contains("a list of operators");
  }

  private void dropAlone(FxRobot robot, String label) {
    PaletteEntry entry =
        studio.model.palette().catalog().entries().stream()
            .filter(e -> e.label().equals(label))
            .findFirst()
            .orElseThrow();
    robot.interact(
        () -> {
          studio.model.files().show(PipelineReader.read("{\"pipeline\": []}", "empty.json"));
          studio.model.paletteActions().drop(entry, new DropTarget(StepPath.ROOT, 0));
          studio.model.editor().selectionProperty().set(StepPath.step(0));
        });
  }
}
