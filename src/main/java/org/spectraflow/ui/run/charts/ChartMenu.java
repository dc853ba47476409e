package org.spectraflow.ui.run.charts;

import java.nio.file.Path;
import java.util.Locale;
import javafx.concurrent.Task;
import javafx.scene.control.Alert;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.image.Image;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.stage.Window;
import org.spectraflow.charts.ChartFormat;

/**
 * A live chart's right-click menu, as JFreeChart-FX's viewer had: "Save as PNG…" and "Save as SVG…"
 * write the chart as shown (the viewer's size, its zoom) through {@link LiveChart#save} off the FX
 * thread, "Copy image" puts the image shown on the clipboard, "Reset zoom" gives the domain axis
 * back its automatic range. A failed save is reported in an alert with one {@code error:} line
 * naming the file. FX thread only.
 */
public final class ChartMenu {

  private final LiveChart owner;
  private final ChartImageView viewer;
  private final ContextMenu menu = new ContextMenu();
  private final MenuItem resetZoom = new MenuItem("Reset zoom");

  ChartMenu(LiveChart owner, ChartImageView viewer) {
    this.owner = owner;
    this.viewer = viewer;
    MenuItem png = item("Save as PNG…", "chart-save-png", () -> save(ChartFormat.PNG));
    MenuItem svg = item("Save as SVG…", "chart-save-svg", () -> save(ChartFormat.SVG));
    MenuItem copy = item("Copy image", "chart-copy", this::copy);
    resetZoom.setId("chart-reset-zoom");
    resetZoom.setOnAction(e -> viewer.resetZoom());
    menu.getItems().addAll(png, svg, copy, new SeparatorMenuItem(), resetZoom);
  }

  private static MenuItem item(String text, String id, Runnable action) {
    MenuItem item = new MenuItem(text);
    item.setId(id);
    item.setOnAction(e -> action.run());
    return item;
  }

  /** Shows the menu at a screen point. */
  void show(ChartImageView anchor, double screenX, double screenY) {
    resetZoom.setDisable(!viewer.zoomed());
    menu.show(anchor, screenX, screenY);
  }

  /** The menu (tests). */
  public ContextMenu contextMenu() {
    return menu;
  }

  /**
   * Asks for a file and saves the chart as shown in {@code format}; returns the saving task, null
   * when the user cancelled.
   */
  public Task<Path> save(ChartFormat format) {
    Path file = owner.saveDialog().choose(window(), suggestedName(format), format);
    if (file == null) {
      return null;
    }
    Path target = withExtension(file, format);
    Task<Path> task = owner.save(viewer, format, target);
    task.setOnFailed(e -> failed(target, task.getException()));
    return task;
  }

  private String suggestedName(ChartFormat format) {
    String title = viewer.chart().getTitle() == null ? "" : viewer.chart().getTitle().getText();
    String slug =
        title.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    return (slug.isEmpty() ? "chart" : slug) + format.extension();
  }

  private static Path withExtension(Path file, ChartFormat format) {
    String name = file.getFileName().toString();
    return name.toLowerCase(Locale.ROOT).endsWith(format.extension())
        ? file
        : file.resolveSibling(name + format.extension());
  }

  private void copy() {
    Image image = viewer.image();
    if (image != null) {
      ClipboardContent content = new ClipboardContent();
      content.putImage(image);
      Clipboard.getSystemClipboard().setContent(content);
    }
  }

  private Window window() {
    return viewer.getScene() == null ? null : viewer.getScene().getWindow();
  }

  private static void failed(Path file, Throwable failure) {
    String reason = failure == null ? "unknown failure" : failure.getMessage();
    Alert alert =
        new Alert(
            Alert.AlertType.ERROR,
            "error: cannot save the chart to "
                + file
                + " ("
                + reason
                + "); choose a folder you can write to");
    alert.setHeaderText("Save chart failed");
    alert.show();
  }
}
