package org.spectraflow.ui.app;

import java.util.List;
import java.util.stream.Stream;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import org.spectraflow.engine.data.DemoSize;
import org.spectraflow.ui.model.ModelActions;
import org.spectraflow.ui.run.RunActions;

/**
 * The menu bar desktop users expect beside the toolbar: File, Edit, Run, View and Help, with every
 * command of the window and its shortcut shown (the shortcuts themselves are the scene's
 * accelerators, installed by the window, so they work with the menus closed). Items only forward to
 * the window's and the run workspace's commands; enabled states follow the models.
 */
final class StudioMenuBar extends MenuBar {

  StudioMenuBar(StudioModel model, MainWindow window, RunActions run) {
    setId("menu-bar");
    getMenus()
        .addAll(
            file(model, window, run),
            edit(model, window),
            run(model, run),
            model(
                new ModelActions(
                    model.run().model(), () -> getScene() == null ? null : getScene().getWindow())),
            view(window),
            help(window));
  }

  private static Menu file(StudioModel model, MainWindow window, RunActions run) {
    return menu(
        "File",
        item("menu-new", "New", shortcut(KeyCode.N), window::newDocument),
        item("menu-open", "Open…", shortcut(KeyCode.O), window::open),
        item("menu-save", "Save", shortcut(KeyCode.S), window::save),
        item("menu-save-as", "Save As…", shortcutShift(KeyCode.S), window::saveAs),
        new SeparatorMenuItem(),
        item(
            "menu-open-session",
            "Open Session or Recording (JSON or .jfr)…",
            null,
            run::openSession),
        item("menu-save-session", "Save Session…", null, run::saveSession),
        new SeparatorMenuItem(),
        item("menu-export-charts", "Export Charts to PNG and SVG…", null, run::exportCharts),
        item("menu-export-events", "Export Events to CSV and JSON…", null, run::exportEvents),
        item("menu-export-results", "Export Results to CSV and JSON…", null, run::exportResults),
        item("menu-export-html", "Export HTML Report…", null, run::exportHtmlReport),
        new SeparatorMenuItem(),
        item("menu-quit", "Quit", shortcut(KeyCode.Q), window::close));
  }

  private static Menu edit(StudioModel model, MainWindow window) {
    MenuItem undo = item("menu-undo", "Undo", shortcut(KeyCode.Z), model.editor()::undo);
    undo.textProperty().bind(model.editor().history().undoTextProperty());
    undo.disableProperty().bind(model.editor().history().canUndoProperty().not());
    MenuItem redo = item("menu-redo", "Redo", shortcut(KeyCode.Y), model.editor()::redo);
    redo.textProperty().bind(model.editor().history().redoTextProperty());
    redo.disableProperty().bind(model.editor().history().canRedoProperty().not());
    return menu(
        "Edit",
        undo,
        redo,
        new SeparatorMenuItem(),
        item("menu-copy", "Copy Step", shortcut(KeyCode.C), window::copy),
        item("menu-paste", "Paste Step", shortcut(KeyCode.V), window::paste),
        item(
            "menu-duplicate",
            "Duplicate",
            shortcut(KeyCode.D),
            model.actions()::duplicateSelection),
        new SeparatorMenuItem(),
        item(
            "menu-wrap-branch",
            "Wrap in Branch",
            shortcut(KeyCode.B),
            model.actions()::wrapInBranch),
        item("menu-wrap-or", "Wrap in _or_", shortcut(KeyCode.G), model.actions()::wrapInOr),
        new SeparatorMenuItem(),
        item(
            "menu-quick-add",
            "Quick Add After…",
            shortcut(KeyCode.K),
            () -> window.quickAdd(false)),
        item(
            "menu-quick-add-inside",
            "Quick Add Inside…",
            shortcutShift(KeyCode.K),
            () -> window.quickAdd(true)));
  }

  private static Menu run(StudioModel model, RunActions run) {
    MenuItem start = item("menu-run", "Run", new KeyCodeCombination(KeyCode.F5), model.run()::run);
    start.disableProperty().bind(model.run().canRunBinding().not());
    MenuItem stop =
        item(
            "menu-stop",
            "Stop",
            new KeyCodeCombination(KeyCode.F5, KeyCombination.SHIFT_DOWN),
            model.run()::stop);
    stop.disableProperty().bind(model.run().runningProperty().not());
    Menu data = menu("Dataset");
    for (DemoSize size : DemoSize.values()) {
      data.getItems()
          .add(
              item(
                  "menu-demo-" + size.label(),
                  RunActions.demoLabel(size),
                  null,
                  () -> run.useDemo(size)));
    }
    data.getItems().add(item("menu-data-folder", "Open Dataset Folder…", null, run::chooseFolder));
    data.getItems()
        .add(item("menu-data-build", "New Dataset from Files…", null, run::newDatasetFromFiles));
    if (RunActions.offersFiles()) {
      data.getItems().add(item("menu-data-file", "Open Dataset File…", null, run::chooseFile));
    }
    return menu(
        "Run",
        start,
        stop,
        new SeparatorMenuItem(),
        item("menu-compare", "Compare A and B", null, run::compare),
        item("menu-record-jfr", "Record Next Run to JFR…", null, run::recordNextRun),
        new SeparatorMenuItem(),
        data);
  }

  private static Menu model(ModelActions actions) {
    return menu(
        "Model",
        item("menu-save-model", "Save Model…", null, actions::saveModel),
        new SeparatorMenuItem(),
        item(
            "menu-apply-model-folder",
            "Apply Model to Dataset Folder…",
            null,
            actions::applyToFolder),
        item("menu-apply-model-file", "Apply Model to Spectra File…", null, actions::applyToFile));
  }

  private static Menu view(MainWindow window) {
    CheckMenuItem perspective = new CheckMenuItem("Run Perspective");
    perspective.setId("menu-run-perspective");
    perspective.setAccelerator(shortcutShift(KeyCode.R));
    perspective.selectedProperty().bindBidirectional(window.runPerspectiveProperty());
    return menu(
        "View",
        perspective,
        item("menu-show-run", "Show Run Charts", null, window::showRun),
        item("menu-log", "Show Log", shortcut(KeyCode.L), () -> window.showRunTab("Log")),
        item("menu-history", "Run History…", null, window::showHistory),
        new SeparatorMenuItem(),
        item("menu-fit", "Fit Pipeline to Window", shortcut(KeyCode.DIGIT0), window::fitCanvas),
        item("menu-theme", "Light / Dark Theme", null, window::toggleTheme));
  }

  private static Menu help(MainWindow window) {
    return menu(
        "Help",
        item(
            "menu-shortcuts",
            "Keyboard Shortcuts",
            new KeyCodeCombination(KeyCode.F1),
            window::showShortcuts));
  }

  private static Menu menu(String title, MenuItem... items) {
    Menu m = new Menu(title);
    m.getItems().addAll(List.of(items));
    return m;
  }

  private static MenuItem item(
      String id, String text, KeyCombination accelerator, Runnable action) {
    MenuItem item = new MenuItem(text);
    item.setId(id);
    item.setAccelerator(accelerator);
    item.setOnAction(e -> action.run());
    return item;
  }

  private static KeyCombination shortcut(KeyCode code) {
    return new KeyCodeCombination(code, KeyCombination.SHORTCUT_DOWN);
  }

  private static KeyCombination shortcutShift(KeyCode code) {
    return new KeyCodeCombination(code, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN);
  }

  /** Every item with a shortcut, as "text shortcut" lines (the Help dialog lists them). */
  List<String> shortcutLines() {
    return getMenus().stream()
        .flatMap(m -> m.getItems().stream())
        .flatMap(i -> i instanceof Menu sub ? sub.getItems().stream() : Stream.of(i))
        .filter(i -> i.getAccelerator() != null)
        .map(i -> String.format("%-28s %s", i.getText(), i.getAccelerator().getDisplayText()))
        .toList();
  }
}
