package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.nio.file.Files;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.ui.editor.DropTarget;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.canvas.GraphCanvas;
import org.spectraflow.ui.editor.canvas.Rect;
import org.spectraflow.ui.editor.palette.PaletteEntry;
import org.spectraflow.ui.files.DocumentFiles;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * "Done when", mouse half, in the real window: from an empty document (toolbar New), palette drags
 * onto the canvas's drop zones (the palette paged by clicks on its scroll bar), clicks on the
 * inspector's check boxes and − / + buttons, the step menu's "Sweep parameter" (its dialog is
 * confirmed with its suggested 5..20 step 5) and the toolbar's Save, New and Open build, save and
 * reopen the D03 sweep with 64 variants. No key is pressed; file prompts answer with one fixed
 * file.
 */
class MouseD03Test extends OneFileStudio {

  @Start
  void start(Stage stage) {
    openStudio(stage);
  }

  private static final StepPath CARTESIAN = StepPath.step(0).key("_cartesian_");
  private static final StepPath FIRST_OR = CARTESIAN.index(0).key("_or_");
  private static final StepPath SECOND_OR = CARTESIAN.index(1).key("_or_");

  private Point2D onCanvas(Rect r) {
    return studio.window.canvas().canvasToScreen(r.centerX(), r.centerY());
  }

  /**
   * The screen point of a canvas rectangle, after the toolbar's fit button if it is out of view.
   */
  private Point2D inView(FxRobot robot, Supplier<Rect> rect) {
    GraphCanvas canvas = studio.window.canvas();
    if (!canvas.localToScreen(canvas.getLayoutBounds()).contains(onCanvas(rect.get()))) {
      robot.clickOn("#tb-fit");
    }
    return onCanvas(rect.get());
  }

  private Rect zone(StepPath list, int index) {
    return studio.window.canvas().graphLayout().zones().stream()
        .filter(z -> z.target().equals(new DropTarget(list, index)))
        .findFirst()
        .orElseThrow()
        .rect();
  }

  private Rect box(StepPath path) {
    return studio.window.canvas().graphLayout().rectOf(path).orElseThrow();
  }

  /** The palette row showing {@code label}, paged into view by clicks on the scroll bar's track. */
  private ListCell<?> paletteCell(FxRobot robot, String label) {
    ListView<PaletteEntry> list = robot.lookup("#palette-list").queryListView();
    int target = list.getItems().stream().map(PaletteEntry::label).toList().indexOf(label);
    assertThat(target).as("palette entry %s", label).isNotNegative();
    for (int turn = 0; turn < 200; turn++) {
      Bounds shown = list.localToScreen(list.getLayoutBounds());
      List<ListCell<?>> cells =
          robot
              .lookup("#palette-list .list-cell")
              .match((ListCell<?> c) -> c.getItem() != null && c.isVisible() && inside(shown, c))
              .queryAll()
              .stream()
              .<ListCell<?>>map(c -> (ListCell<?>) c)
              .toList();
      Optional<ListCell<?>> cell = cells.stream().filter(c -> c.getIndex() == target).findFirst();
      if (cell.isPresent()) {
        return cell.get();
      }
      int firstShown = cells.stream().mapToInt(ListCell::getIndex).min().orElse(0);
      Bounds track =
          robot
              .lookup("#palette-list .scroll-bar:vertical .track")
              .query()
              .localToScreen(
                  robot
                      .lookup("#palette-list .scroll-bar:vertical .track")
                      .query()
                      .getLayoutBounds());
      robot.clickOn(
          new Point2D(
              track.getCenterX(), target < firstShown ? track.getMinY() + 2 : track.getMaxY() - 2));
    }
    throw new AssertionError("palette entry " + label + " never scrolled into view");
  }

  private static boolean inside(Bounds list, ListCell<?> cell) {
    Bounds b = cell.localToScreen(cell.getLayoutBounds());
    return b != null
        && list.contains(b.getCenterX(), b.getCenterY() - 8)
        && list.contains(b.getCenterX(), b.getCenterY() + 8);
  }

  /** Drags the palette entry onto a drop zone. */
  private void drag(FxRobot robot, String label, StepPath list, int index) {
    Point2D drop = inView(robot, () -> zone(list, index));
    ListCell<?> cell = paletteCell(robot, label);
    robot.drag(cell, MouseButton.PRIMARY).moveTo(drop).release(MouseButton.PRIMARY);
    WaitForAsyncUtils.waitForFxEvents();
  }

  /** Selects a step by clicking its box, then clicks inspector controls by id, each once. */
  private void inspect(FxRobot robot, StepPath step, String... controls) {
    robot.clickOn(inView(robot, () -> box(step)));
    for (String id : controls) {
      robot.clickOn("#" + id);
    }
  }

  /**
   * The entry showing {@code text} in an open context menu (the inspector shows the same names).
   */
  private static Optional<Node> menuEntry(FxRobot robot, String text) {
    return robot
        .from(robot.lookup(".context-menu").queryAll())
        .lookup(text)
        .match((Node n) -> n.getScene() != null && n.getScene().getWindow().isShowing())
        .tryQuery();
  }

  /**
   * Points at a submenu (hovering opens it), clicking it if it has not opened within two seconds.
   */
  private static void openSubmenu(FxRobot robot, String menu, String firstItem) {
    robot.moveTo(menuEntry(robot, menu).orElseThrow());
    if (!showsWithin(robot, firstItem)) {
      robot.clickOn(menuEntry(robot, menu).orElseThrow());
    }
    assertThat(showsWithin(robot, firstItem)).as("submenu %s opened", menu).isTrue();
  }

  private static boolean showsWithin(FxRobot robot, String text) {
    try {
      WaitForAsyncUtils.waitFor(2, TimeUnit.SECONDS, () -> menuEntry(robot, text).isPresent());
      return true;
    } catch (TimeoutException e) {
      return false;
    }
  }

  @Test
  void buildsSavesAndReopensTheD03SweepWithTheMouseAlone(FxRobot robot) {
    robot.clickOn("#tb-new");
    assertThat(document().steps()).isEmpty();

    drag(robot, "_cartesian_", StepPath.ROOT, 0);
    drag(robot, "_or_", CARTESIAN, 0);
    drag(robot, "StandardNormalVariate", FIRST_OR, 1);
    drag(robot, "ExtendedMultiplicativeScatterCorrection", FIRST_OR, 2);
    inspect(robot, FIRST_OR.index(2), "param-scale");
    drag(robot, "Detrend", FIRST_OR, 3);
    drag(robot, "_or_", CARTESIAN, 1);
    drag(robot, "ExtendedMultiplicativeScatterCorrection", SECOND_OR, 1);
    inspect(robot, SECOND_OR.index(1), "param-scale");
    drag(robot, "SavitzkyGolay", SECOND_OR, 2);
    inspect(
        robot,
        SECOND_OR.index(2),
        "param-window_length-up",
        "param-window_length-up",
        "param-window_length-up",
        "param-window_length-up");
    drag(robot, "Gaussian", SECOND_OR, 3);
    inspect(robot, SECOND_OR.index(3), "param-order-down", "param-sigma-up");
    drag(robot, "PLSRegression", StepPath.ROOT, 1);
    inspect(
        robot,
        StepPath.step(1),
        "param-n_components-up",
        "param-n_components-up",
        "param-n_components-up");
    robot.rightClickOn(onCanvas(box(StepPath.step(1))));
    openSubmenu(robot, "Sweep parameter", "n_components");
    openSubmenu(robot, "n_components", "_range_");
    robot.clickOn(menuEntry(robot, "_range_").orElseThrow());
    robot.clickOn("OK");

    PipelineDocument built = document();
    assertThat(built.stepsJson().toString()).isEqualTo(D03Sweep.AS_EDITED);
    assertThat(studio.model.variants().countProperty().get()).isEqualTo(BigInteger.valueOf(64));
    assertThat(studio.model.validation().hasErrorsProperty().get()).isFalse();

    robot.clickOn("#tb-save");
    assertThat(Files.exists(file)).isTrue();
    assertThat(studio.model.editor().dirtyProperty().get()).isFalse();
    robot.clickOn("#tb-new");
    assertThat(document().steps()).isEmpty();
    robot.clickOn("#tb-open");
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(studio.model.files().file()).contains(file);
    assertThat(document().toJson()).isEqualTo(built.toJson());
    assertThat(DocumentFiles.read(file).toJson()).isEqualTo(built.toJson());
    assertThat(studio.model.variants().countProperty().get()).isEqualTo(BigInteger.valueOf(64));
    assertThat(robot.lookup("#status-variants").queryLabeled().getText()).isEqualTo("64 variants");
    assertThat(robot.lookup("#variant-badge").queryLabeled().getText()).isEqualTo("64 variants");
  }
}
