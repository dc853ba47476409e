package org.spectraflow.ui.app;

import atlantafx.base.theme.Styles;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Separator;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.util.Subscription;
import org.kordamp.ikonli.javafx.FontIcon;
import org.spectraflow.ui.estimate.EstimateLabel;

/**
 * The toolbar: New, Open (with recent files), Save, Undo, Redo, Run, Stop, the run's estimated
 * time, zoom to fit, the live variant-count badge and the theme toggle. Buttons only forward to the
 * window's commands; their enabled state is bound to the models.
 */
final class StudioToolbar extends ToolBar {

  private final Subscription subscription;
  private final EstimateLabel estimate;

  StudioToolbar(StudioModel model, MainWindow window) {
    getStyleClass().add("studio-toolbar");
    Button newDoc =
        button("tb-new", "mdi2f-file-outline", "New pipeline (Ctrl+N)", window::newDocument);
    Button open = button("tb-open", "mdi2f-folder-open-outline", "Open… (Ctrl+O)", window::open);
    MenuButton recent = new MenuButton();
    recent.setId("tb-recent");
    recent.setTooltip(new Tooltip("Recent files"));
    recent.getStyleClass().add(Styles.FLAT);
    recent.setOnShowing(
        e ->
            recent
                .getItems()
                .setAll(
                    model.files().recent().stream()
                        .map(
                            p -> {
                              MenuItem item = new MenuItem(p.getFileName() + "   " + p.getParent());
                              item.setOnAction(a -> window.openFile(p));
                              return item;
                            })
                        .toList()));
    Button save = button("tb-save", "mdi2c-content-save-outline", "Save (Ctrl+S)", window::save);
    Button undo = button("tb-undo", "mdi2u-undo", "Undo (Ctrl+Z)", model.editor()::undo);
    Button redo = button("tb-redo", "mdi2r-redo", "Redo (Ctrl+Y)", model.editor()::redo);
    undo.disableProperty().bind(model.editor().history().canUndoProperty().not());
    redo.disableProperty().bind(model.editor().history().canRedoProperty().not());
    Button run =
        button(
            "tb-run",
            "mdi2p-play",
            "Run (F5); disabled while the pipeline has errors",
            model.run()::run);
    run.setText("Run");
    run.getStyleClass().add(Styles.SUCCESS);
    run.disableProperty().bind(model.run().canRunBinding().not());
    Button stop = button("tb-stop", "mdi2s-stop", "Stop the run", model.run()::stop);
    stop.disableProperty().bind(model.run().runningProperty().not());
    Button fit =
        button(
            "tb-fit",
            "mdi2f-fit-to-screen-outline",
            "Fit pipeline to window (Ctrl+0)",
            window::fitCanvas);
    estimate = new EstimateLabel(model.estimate());
    Label badge = new Label();
    Tooltip badgeTip = new Tooltip();
    badge.setTooltip(badgeTip);
    badge.setId("variant-badge");
    badge.getStyleClass().add("variant-badge");
    Button theme =
        button("tb-theme", "mdi2t-theme-light-dark", "Light / dark theme", window::toggleTheme);
    Region spacer = new Region();
    HBox.setHgrow(spacer, Priority.ALWAYS);
    getItems()
        .addAll(
            newDoc,
            open,
            recent,
            save,
            new Separator(),
            undo,
            redo,
            new Separator(),
            run,
            stop,
            estimate,
            new Separator(),
            fit,
            spacer,
            badge,
            theme);
    subscription =
        model
            .variants()
            .variantCountProperty()
            .subscribe(
                n -> {
                  badge.setText(StatusBar.text(n));
                  badgeTip.setText(StatusBar.explain(n));
                })
            .and(
                model
                    .variants()
                    .sizeProperty()
                    .subscribe(
                        (old, size) -> {
                          if (old != null) {
                            badge.getStyleClass().remove(StatusBar.sizeClass(old));
                          }
                          badge.getStyleClass().add(StatusBar.sizeClass(size));
                        }));
    badge.getStyleClass().add(StatusBar.sizeClass(model.variants().sizeProperty().get()));
  }

  private static Button button(String id, String icon, String tip, Runnable action) {
    Button b = new Button(null, new FontIcon(icon));
    b.setId(id);
    b.setTooltip(new Tooltip(tip));
    b.getStyleClass().add(Styles.FLAT);
    b.setOnAction(e -> action.run());
    return b;
  }

  void dispose() {
    subscription.unsubscribe();
    estimate.dispose();
  }
}
