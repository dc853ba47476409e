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
}
