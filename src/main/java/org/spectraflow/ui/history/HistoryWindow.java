package org.spectraflow.ui.history;

import java.util.function.Consumer;
import javafx.scene.Scene;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.spectraflow.engine.history.HistoryEntry;

/**
 * The Run History window: a History tab (the kept runs) and a Diff tab (two of them compared). The
 * list is read again each time the window is shown; a Diff switches to the Diff tab once ready.
 */
public final class HistoryWindow {

  private final Stage stage = new Stage();
  private final HistoryModel model;
  private final TabPane tabs;

  /**
   * A window over {@code model}, owned by {@code owner}; {@code reopen} shows an entry in the
   * studio's results views.
   */
  public HistoryWindow(Window owner, HistoryModel model, Consumer<HistoryEntry> reopen) {
    this.model = model;
    Tab diffTab = new Tab("Diff", new DiffView(model));
    diffTab.setId("tab-diff");
    Tab historyTab =
        new Tab(
            "History",
            new HistoryView(model, reopen, () -> tabs().getSelectionModel().select(diffTab)));
    historyTab.setId("tab-history");
    tabs = new TabPane(historyTab, diffTab);
    tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
    Scene scene = new Scene(tabs, 1280, 700);
    if (owner != null && owner.getScene() != null) {
      scene.getStylesheets().setAll(owner.getScene().getStylesheets());
      stage.initOwner(owner);
    }
    stage.setScene(scene);
    stage.setTitle("Run History");
  }

  private TabPane tabs() {
    return tabs;
  }

  /** Shows the window and reads the list again. */
  public void show() {
    model.refresh();
    stage.show();
    stage.toFront();
  }

  /** The window's stage. */
  public Stage stage() {
    return stage;
  }
}
