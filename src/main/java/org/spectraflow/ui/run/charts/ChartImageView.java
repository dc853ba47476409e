package org.spectraflow.ui.run.charts;

import java.awt.geom.Rectangle2D;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Tooltip;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.image.PixelBuffer;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.stage.Window;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.entity.ChartEntity;
import org.jfree.chart.entity.EntityCollection;
import org.jfree.chart.fx.interaction.ChartMouseEventFX;
import org.jfree.chart.fx.interaction.ChartMouseListenerFX;
import org.jfree.data.Range;

/**
 * Shows one live chart as an image: the chart is drawn with Java2D into pixels (off the FX thread,
 * see {@link LiveChart}) and the node only shows the latest {@link ChartFrame}, so neither the FX
 * thread nor the JavaFX renderer replays the chart's drawing commands. A profile of the run view's
 * stall benchmark showed JavaFX's software renderer spending most of its time replaying the charts'
 * canvas, which held back every following pulse (docs/performance.md). Hover, tooltips and clicks
 * are answered from the entities of the frame shown, through the same {@link ChartMouseListenerFX}
 * interface as JFreeChart-FX's viewer.
 *
 * <p>As JFreeChart-FX's viewer did, it zooms and has a context menu: dragging a rectangle over the
 * plot or turning the mouse wheel zooms the domain axis ({@link ZoomGesture}), a double-click or
 * the menu's "Reset zoom" gives it back its automatic range, a zoomed chart pans with a middle,
 * Shift or Ctrl drag and the arrow keys ({@link PanGesture}), and the right-click menu ({@link
 * ChartMenu}) saves the chart as shown as PNG or SVG or copies its image. A zoom is only recorded
 * here; the drawing thread applies it to the plot ({@link DomainZoom}) and the next frame shows it.
 * Every handler lives on this node, so nothing outlives the view. FX thread only.
 */
public final class ChartImageView extends Region {

  private final JFreeChart chart;
  private final ImageView view = new ImageView();
  private final Tooltip tooltip = new Tooltip();
  private final List<ChartMouseListenerFX> listeners = new ArrayList<>();
  private final Runnable resized;
  private final ChartFrame.FrameCanvas canvas = new ChartFrame.FrameCanvas();
  private PixelBuffer<IntBuffer> shown;
  private final Runnable zoomChanged;
  private EntityCollection entities;
  private Rectangle2D dataArea;
  private Range domain;
  private Range zoom;
  private boolean autoPending;
  private ChartMenu menu;
  private boolean tooltipInstalled;
  private int laidOutWidth;
  private int laidOutHeight;

  /**
   * A view of {@code chart}; {@code resized} runs when the node's size changes, {@code zoomChanged}
   * when the zoom does.
   */
  ChartImageView(JFreeChart chart, Runnable resized, Runnable zoomChanged) {
    this.zoomChanged = zoomChanged;
    this.chart = chart;
    this.resized = resized;
    getStyleClass().add("chart-image");
    view.setManaged(false);
    view.setMouseTransparent(true);
    getChildren().add(view);
    setMinSize(0, 0);
    setOnMouseMoved(this::moved);
    setOnMouseClicked(this::clicked);
    setOnMouseExited(e -> hideTooltip());
    setOnContextMenuRequested(e -> showMenu(e.getScreenX(), e.getScreenY()));
    // platforms that send no context-menu request for a secondary click get the menu on the click
    addEventHandler(
        MouseEvent.MOUSE_CLICKED,
        e -> {
          if (e.getButton() == MouseButton.SECONDARY && e.isStillSincePress()) {
            showMenu(e.getScreenX(), e.getScreenY());
          }
        });
    getChildren().add(ZoomGesture.install(this));
    PanGesture.install(this);
  }

  private void showMenu(double screenX, double screenY) {
    if (menu != null && !menu.contextMenu().isShowing()) {
      menu.show(this, screenX, screenY);
    }
  }

  /** Gives the viewer its right-click menu. */
  void menu(ChartMenu chartMenu) {
    this.menu = chartMenu;
  }

  /** The right-click menu, null when none was given. */
  public ChartMenu menu() {
    return menu;
  }

  /** The image shown, null before the first frame. */
  public Image image() {
    return view.getImage();
  }

  /** Whether the chart zooms and a frame shows where its domain axis lies. */
  boolean zoomable() {
    return domain != null && dataArea != null && dataArea.getWidth() > 0;
  }

  /** The domain value at logical x in the frame shown (zoomable charts only). */
  double valueAt(double x) {
    double fraction = (x - dataArea.getMinX()) / dataArea.getWidth();
    return domain.getLowerBound() + fraction * domain.getLength();
  }

  /** The domain axis' range in the frame shown, null when the chart does not zoom. */
  public Range shownDomain() {
    return domain;
  }

  /** Holds the domain axis at {@code range} from the next frame on. */
  void zoomTo(Range range) {
    zoom = range;
    autoPending = false;
    zoomChanged.run();
  }

  /** Gives the domain axis back its automatic range from the next frame on. */
  public void resetZoom() {
    zoom = null;
    autoPending = true;
    zoomChanged.run();
  }

  /** The zoomed domain range, null for the automatic range. */
  Range zoomRange() {
    return zoom;
  }

  /** Whether the domain axis is held at a zoomed range. */
  public boolean zoomed() {
    return zoom != null;
  }

  /**
   * What the next drawing does to the domain axis: hold the zoom, return to the automatic range
   * once after a reset, or nothing.
   */
  DomainZoom takeZoom() {
    DomainZoom next = peekZoom();
    autoPending = false;
    return next;
  }

  /** What the next drawing will do to the domain axis, without consuming a reset. */
  DomainZoom peekZoom() {
    if (zoom != null) {
      return new DomainZoom(zoom);
    }
    if (autoPending) {
      return DomainZoom.AUTO;
    }
    return null;
  }

  /** The chart shown. */
  public JFreeChart chart() {
    return chart;
  }

  /** Calls {@code listener} when the mouse moves over or clicks the chart. */
  public void addChartMouseListener(ChartMouseListenerFX listener) {
    listeners.add(listener);
  }

  /**
   * Lets Ctrl + drag select the samples of the chart's tagged points into {@code selection}
   * (docs/diagnostics.md §7).
   */
  public void selectSamples(org.spectraflow.ui.selection.SampleSelection selection) {
    org.spectraflow.ui.selection.BoxSelect.install(
        this,
        getChildren()::add,
        selection,
        box ->
            org.spectraflow.charts.SampleMarks.samplesIn(
                entities,
                new java.awt.geom.Rectangle2D.Double(
                    box.getMinX(), box.getMinY(), box.getWidth(), box.getHeight())));
  }

  /** The entity (bar, point, legend item) under the logical point, null for none. */
  public ChartEntity entityAt(double x, double y) {
    return entities == null ? null : entities.getEntity(x, y);
  }

  /** The current logical width to draw at, in whole pixels. */
  int drawWidth() {
    return (int) Math.floor(getWidth());
  }

  /** The current logical height to draw at, in whole pixels. */
  int drawHeight() {
    return (int) Math.floor(getHeight());
  }

  /** Device pixels per logical pixel of the window showing the node (1 when not shown). */
  double outputScale() {
    Window window = getScene() == null ? null : getScene().getWindow();
    return window == null ? 1 : Math.max(1, window.getOutputScaleX());
  }

  /** The canvas the render thread draws this view's frames into, one drawing at a time. */
  ChartFrame.FrameCanvas canvas() {
    return canvas;
  }

  /**
   * Shows {@code frame}, and its entities for the mouse: its pixels are copied into the image
   * shown, which is kept (with its texture) while the size stays the same.
   */
  void show(ChartFrame frame) {
    int w = frame.pixelWidth();
    int h = frame.pixelHeight();
    int n = w * h;
    if (shown == null || shown.getWidth() != w || shown.getHeight() != h) {
      IntBuffer buffer =
          ByteBuffer.allocateDirect(n * Integer.BYTES).order(ByteOrder.nativeOrder()).asIntBuffer();
      buffer.put(0, frame.pixels(), 0, n);
      shown = new PixelBuffer<>(w, h, buffer, PixelFormat.getIntArgbPreInstance());
      view.setImage(new WritableImage(shown));
    } else {
      shown.updateBuffer(
          b -> {
            b.getBuffer().put(0, frame.pixels(), 0, n);
            return null;
          });
    }
    view.setFitWidth(frame.width());
    view.setFitHeight(frame.height());
    entities = frame.entities();
    dataArea = frame.dataArea();
    domain = frame.domain();
  }

  /** The plot's data area in the frame shown (logical pixels), null before the first frame. */
  public Rectangle2D dataArea() {
    return dataArea;
  }

  @Override
  protected void layoutChildren() {
    view.relocate(0, 0);
    int w = drawWidth();
    int h = drawHeight();
    if (w != laidOutWidth || h != laidOutHeight) {
      laidOutWidth = w;
      laidOutHeight = h;
      resized.run();
    }
  }

  private void moved(MouseEvent e) {
    ChartEntity entity = entityAt(e.getX(), e.getY());
    String text = entity == null ? null : entity.getToolTipText();
    if (text == null || text.isEmpty()) {
      hideTooltip();
    } else {
      tooltip.setText(text);
      if (!tooltipInstalled) {
        Tooltip.install(this, tooltip);
        tooltipInstalled = true;
      }
    }
    ChartMouseEventFX event = new ChartMouseEventFX(chart, e, entity);
    List.copyOf(listeners).forEach(l -> l.chartMouseMoved(event));
  }

  private void clicked(MouseEvent e) {
    if (!e.isStillSincePress()) {
      return; // the end of a zoom drag, not a click
    }
    ChartMouseEventFX event = new ChartMouseEventFX(chart, e, entityAt(e.getX(), e.getY()));
    List.copyOf(listeners).forEach(l -> l.chartMouseClicked(event));
  }

  private void hideTooltip() {
    if (tooltipInstalled) {
      Tooltip.uninstall(this, tooltip);
      tooltipInstalled = false;
    }
  }
}
