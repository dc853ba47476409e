package org.spectraflow.ui.run.charts;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.IntStream;
import javafx.application.Platform;
import javafx.concurrent.Task;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import org.jfree.chart.JFreeChart;
import org.jfree.data.Range;
import org.jfree.fx.FXHints;
import org.spectraflow.charts.ChartFormat;
import org.spectraflow.charts.ChartWriter;

/**
 * The base of the run's chart views: one or more charts whose datasets are rebuilt from a
 * presentation model by {@link #refresh()}, which the workspace calls at most once per frame and
 * only when the model's revision changed, and which are then drawn into images on a background
 * render thread ({@link ChartImageView}). Rebuilding happens on the FX thread with change
 * notification off; drawing reads only the charts and their datasets, never the models.
 *
 * <p>Invariants: at most one drawing of this view is in flight; while it is, nothing touches the
 * charts, so a refresh asked for meanwhile only marks the view stale and is done, with the latest
 * data, as soon as the drawing is shown (the latest data wins, no queue builds up). {@link
 * #refreshNow()} and {@link #refresh(int)} wait for a drawing in flight first. Text is measured
 * with Java2D's font metrics. FX thread only, except the drawing itself.
 *
 * <p>Every viewer zooms its chart's domain axis and has a right-click menu ({@link ChartImageView},
 * {@link ChartMenu}); a zoom is applied to the chart by the drawing, on the render thread, and a
 * save ({@link #save}) is a drawing in flight of its own on that thread, so it never races a live
 * drawing or a rebuild and writes its file off the FX thread.
 */
public abstract class LiveChart {

  private static final int MIN_WIDTH = 100;
  private static final int SAVE_WIDTH = 1200;
  static final double MAX_ZOOM_DETAIL = 16;
  private static final int SAVE_HEIGHT = 700;

  /** The one thread that draws every live chart: one render at a time, never the FX thread. */
  private static final ExecutorService RENDERER =
      Executors.newSingleThreadExecutor(
          r -> {
            Thread thread = new Thread(r, "spectraflow-chart-render");
            thread.setDaemon(true);
            return thread;
          });

  private final String title;
  private final List<JFreeChart> charts;
  private final List<ChartImageView> viewers;
  private boolean dark;
  private SaveDialog saveDialog = SaveDialog.fileChooser();
  private CompletableFuture<List<ChartFrame>> inFlight;
  private boolean stale;

  /** A view of {@code charts}, named {@code title} (tab and file names). */
  protected LiveChart(String title, List<JFreeChart> charts) {
    this.title = title;
    this.charts = List.copyOf(charts);
    this.charts.forEach(LiveChart::measureTextWithJava2d);
    this.viewers =
        this.charts.stream().map(c -> new ChartImageView(c, this::redraw, this::refresh)).toList();
    this.viewers.forEach(v -> v.menu(new ChartMenu(this, v)));
    applyTheme(false);
  }

  /** Whether the charts are drawn in the dark look. */
  protected final boolean dark() {
    return dark;
  }

  /** How the charts' "Save as" menu items ask for a file (the platform dialog by default). */
  public void saveDialog(SaveDialog dialog) {
    this.saveDialog = dialog;
  }

  SaveDialog saveDialog() {
    return saveDialog;
  }

  /**
   * Saves {@code viewer}'s chart as shown (the viewer's size, its zoom; the export size when it is
   * not laid out) to {@code file}: the drawing and the writing run on the render thread as a
   * drawing in flight, after any drawing already in flight, so no refresh touches the chart
   * meanwhile. Returns the task, already started; it fails with the file's name when the file
   * cannot be written.
   */
  public final Task<Path> save(ChartImageView viewer, ChartFormat format, Path file) {
    finishDrawing();
    int i = viewers.indexOf(viewer);
    if (i < 0) {
      throw new IllegalArgumentException("the viewer does not show a chart of " + title);
    }
    Size size =
        new Size(viewer.drawWidth(), viewer.drawHeight(), viewer.outputScale(), viewer.peekZoom());
    int width = size.width() < 1 ? SAVE_WIDTH : size.width();
    int height = size.height() < 1 ? SAVE_HEIGHT : size.height();
    JFreeChart chart = charts.get(i);
    return onRenderThread(
        () -> {
          if (size.zoom() != null) {
            size.zoom().applyTo(chart);
          }
          ChartWriter.write(chart, format, file, width, height);
          return file;
        });
  }

  /**
   * Writes every chart of this view at {@code width × height} as PNG and SVG into {@code folder},
   * named {@code base} ({@code base-1}, {@code base-2}, ... when the view has several charts), on
   * the render thread as a drawing in flight (creating the folder if needed); returns the task,
   * already started, whose value is the files written. Rebuild for the width first ({@link
   * #refresh(int)}).
   */
  public final Task<List<Path>> export(Path folder, String base, int width, int height) {
    finishDrawing();
    return onRenderThread(
        () -> {
          Files.createDirectories(folder);
          List<Path> written = new ArrayList<>();
          for (int i = 0; i < charts.size(); i++) {
            String name = base + (charts.size() > 1 ? "-" + (i + 1) : "");
            written.addAll(ChartWriter.writeBoth(charts.get(i), folder, name, width, height));
          }
          return written;
        });
  }

  /**
   * Runs {@code work} on the render thread as this view's drawing in flight (after any drawing
   * already queued there): until it is done, a refresh only marks the view stale. Returns the
   * started task.
   */
  private <T> Task<T> onRenderThread(Callable<T> work) {
    CompletableFuture<List<ChartFrame>> running = new CompletableFuture<>();
    Task<T> task =
        new Task<>() {
          @Override
          protected T call() throws Exception {
            try {
              return work.call();
            } finally {
              running.complete(null);
            }
          }
        };
    inFlight = running;
    running.whenComplete((frames, failure) -> Platform.runLater(() -> drawn(running, frames)));
    RENDERER.execute(task);
    return task;
  }

  /**
   * Makes the charts measure their labels with Java2D's font metrics (JFreeChart-FX's default lays
   * out a JavaFX {@code Text} node per label, which only works on the FX thread).
   */
  private static void measureTextWithJava2d(JFreeChart chart) {
    chart.getRenderingHints().put(FXHints.KEY_USE_FX_FONT_METRICS, Boolean.FALSE);
  }

  /** The node to place: the viewer, or the viewers laid out by {@link #layout}. */
  public Node node() {
    return viewers.size() == 1 ? viewers.get(0) : layout(viewers);
  }

  /** Lays out several viewers (side by side by default). */
  protected Node layout(List<ChartImageView> all) {
    SplitPane split = new SplitPane();
    split.getItems().setAll(all);
    return split;
  }

  /** The chart's title (used for tabs and export file names). */
  public String title() {
    return title;
  }

  /**
   * The JFreeChart objects, for export and tests; call {@link #refresh(int)} or {@link
   * #refreshNow()} first, so no drawing is in flight while they are read.
   */
  public List<JFreeChart> charts() {
    return charts;
  }

  /**
   * How many times finer than the whole run chart {@code index} should be decimated: the whole
   * domain over the zoomed one (at most {@value #MAX_ZOOM_DETAIL}), 1 when not zoomed. A zoom
   * rebuilds the view, so a zoomed-in timeline keeps about one point per pixel where it is shown.
   */
  protected final double zoomDetail(int index, double wholeDomain) {
    Range zoom = viewers.get(index).zoomRange();
    if (zoom == null || !(wholeDomain > 0) || !(zoom.getLength() > 0)) {
      return 1;
    }
    return Math.max(1, Math.min(MAX_ZOOM_DETAIL, wholeDomain / zoom.getLength()));
  }

  /** Whether a drawing is in flight (its images are about to change). */
  public final boolean isDrawing() {
    return inFlight != null;
  }

  /** The viewers, one per chart (for mouse listeners, menus and zoom). */
  public List<ChartImageView> viewers() {
    return viewers;
  }

  /**
   * Rebuilds every dataset from the model and draws the charts on the render thread; while a
   * drawing is in flight, only marks the view stale (it is rebuilt and drawn again when that
   * drawing is shown).
   */
  public final void refresh() {
    if (inFlight != null) {
      stale = true;
      return;
    }
    stale = false;
    rebuildAt(viewers.get(0).drawWidth());
    draw();
  }

  /** Rebuilds and draws at once on the FX thread (tests, screenshots): the images are current. */
  public final void refreshNow() {
    finishDrawing();
    stale = false;
    rebuildAt(viewers.get(0).drawWidth());
    List<ChartFrame> frames = drawAll(sizes());
    for (int i = 0; i < frames.size(); i++) {
      show(i, frames.get(i));
    }
  }

  /**
   * Rebuilds every dataset for a drawing {@code widthPx} pixels wide (export draws charts that are
   * not on screen, at the export's width), after any drawing in flight; nothing is drawn.
   */
  public final void refresh(int widthPx) {
    finishDrawing();
    rebuildAt(widthPx);
  }

  private void rebuildAt(int widthPx) {
    charts.forEach(c -> c.setNotify(false));
    try {
      rebuild(Math.max(MIN_WIDTH, widthPx) / 4);
      charts.forEach(c -> ChartTheme.apply(c, dark));
    } finally {
      charts.forEach(c -> c.setNotify(true));
    }
  }

  /** A resized viewer: draws again at the new size (at once, or after the drawing in flight). */
  private void redraw() {
    if (inFlight != null) {
      stale = true;
    } else {
      draw();
    }
  }

  /** One viewer's drawing: its size, and what the drawing does to its domain axis (or null). */
  private record Size(int width, int height, double scale, DomainZoom zoom) {}

  private List<Size> sizes() {
    return viewers.stream()
        .map(v -> new Size(v.drawWidth(), v.drawHeight(), v.outputScale(), v.takeZoom()))
        .toList();
  }

  private static ChartFrame drawOne(JFreeChart chart, Size size, ChartFrame.FrameCanvas canvas) {
    if (size.zoom() != null) {
      size.zoom().applyTo(chart);
    }
    return ChartFrame.draw(chart, size.width(), size.height(), size.scale(), canvas);
  }

  private List<ChartFrame> drawAll(List<Size> sizes) {
    return IntStream.range(0, charts.size())
        .mapToObj(
            i ->
                sizes.get(i).width() < 1 || sizes.get(i).height() < 1
                    ? null
                    : drawOne(charts.get(i), sizes.get(i), viewers.get(i).canvas()))
        .toList();
  }

  private void show(int i, ChartFrame frame) {
    if (frame != null) {
      viewers.get(i).show(frame);
    }
  }

  /** Starts drawing every chart on the render thread; shows the frames when done. */
  private void draw() {
    List<Size> sizes = sizes();
    if (sizes.stream().allMatch(s -> s.width() < 1 || s.height() < 1)) {
      return;
    }
    CompletableFuture<List<ChartFrame>> drawing =
        CompletableFuture.supplyAsync(() -> drawAll(sizes), RENDERER);
    inFlight = drawing;
    drawing.whenComplete((frames, failure) -> Platform.runLater(() -> drawn(drawing, frames)));
  }

  /**
   * FX thread: a drawing finished; shows it unless {@link #finishDrawing()} already did. A drawing
   * that failed shows nothing and is not retried until the next refresh.
   */
  private void drawn(CompletableFuture<List<ChartFrame>> drawing, List<ChartFrame> frames) {
    if (inFlight != drawing) {
      return;
    }
    inFlight = null;
    if (frames != null) {
      for (int i = 0; i < frames.size(); i++) {
        show(i, frames.get(i));
      }
    }
    if (stale) {
      refresh();
    }
  }

  /** Waits for the drawing in flight, if any, and shows it. */
  private void finishDrawing() {
    CompletableFuture<List<ChartFrame>> drawing = inFlight;
    if (drawing == null) {
      return;
    }
    inFlight = null;
    List<ChartFrame> frames = drawing.exceptionally(failure -> null).join();
    if (frames != null) {
      for (int i = 0; i < frames.size(); i++) {
        show(i, frames.get(i));
      }
    }
  }

  /** Recolours the charts for the dark or light theme (after any drawing in flight). */
  public final void applyTheme(boolean darkTheme) {
    finishDrawing();
    this.dark = darkTheme;
    charts.forEach(c -> ChartTheme.apply(c, darkTheme));
  }

  /**
   * Rebuilds the datasets for {@code pixelWidth} buckets, a quarter of the drawing's width: min/max
   * decimation keeps at most 4 points per bucket, so at most one point per pixel is drawn (the
   * extremes of every 4 pixels survive).
   */
  protected abstract void rebuild(int pixelWidth);
}
