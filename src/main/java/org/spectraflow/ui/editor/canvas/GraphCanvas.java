package org.spectraflow.ui.editor.canvas;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.css.CssMetaData;
import javafx.css.Styleable;
import javafx.geometry.Point2D;
import javafx.geometry.Rectangle2D;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.util.Subscription;
import org.spectraflow.ui.editor.DropTarget;
import org.spectraflow.ui.editor.EditorModel;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.StepTree;
import org.spectraflow.ui.editor.validation.ValidationModel;

/**
 * The pipeline canvas: draws the editor's {@link StepTree} with {@link GraphLayouter} on one JavaFX
 * {@link Canvas} (cheap at hundreds of steps), with pan, zoom and fit, the selection, validation
 * marks, run marks (queued, running, done, cached, failed) and drop-zone feedback. Colours come
 * from CSS ({@code -sf-*} properties mapped to theme tokens in the app stylesheet). Gestures are
 * handled by {@link CanvasGestures}.
 */
public final class GraphCanvas extends Region {

  /** The style class carrying the canvas colours. */
  public static final String STYLE_CLASS = "graph-canvas";

  static final double MIN_ZOOM = 0.2;
  static final double MAX_ZOOM = 3;

  /**
   * The smallest zoom {@link #fitLegibly()} goes to: node titles (13 px) stay above 10 px, details
   * (11 px) near 9 px.
   */
  public static final double LEGIBLE_ZOOM = 0.8;

  private static final StyleableColors<GraphCanvas> COLORS =
      new StyleableColors<>(defaults(), c -> c.colors);
  private static final List<CssMetaData<? extends Styleable, ?>> CSS =
      COLORS.cssMetaData(Region.getClassCssMetaData());

  private final StyleableColors.Instance colors = COLORS.create(this);
  private final Canvas canvas = new Canvas();
  private final GraphLayouter layouter = new GraphLayouter(1500);
  private final GraphPainter painter = new GraphPainter();
  private final EditorModel editor;
  private final ValidationModel validation;
  private final Subscription subscription;
  private GraphLayout layout;
  private double zoom = 1;
  private double tx;
  private double ty;
  private final ObjectProperty<Map<StepPath, RunMark>> runMarks =
      new SimpleObjectProperty<>(this, "runMarks", Map.of());
  private final ReadOnlyObjectWrapper<StepPath> hovered =
      new ReadOnlyObjectWrapper<>(this, "hovered");
  private DropTarget activeZone;
  private boolean showZones;

  /** How the view was last fitted, kept while nobody zooms or pans: a resize fits it again. */
  private enum Fitted {
    NO,
    WHOLE,
    LEGIBLY
  }

  private Fitted fitted = Fitted.NO;

  /** A canvas showing the editor's document and the validation marks. */
  public GraphCanvas(EditorModel editor, ValidationModel validation) {
    this.editor = editor;
    this.validation = validation;
    getStyleClass().add(STYLE_CLASS);
    getChildren().add(canvas);
    setFocusTraversable(true);
    setMinSize(200, 150);
    Subscription s =
        editor
            .treeProperty()
            .subscribe(this::relayout)
            .and(
                editor
                    .selectionProperty()
                    .subscribe(
                        p -> {
                          revealInPlace(p);
                          repaint();
                        }))
            .and(validation.marksProperty().subscribe(m -> repaint()))
            .and(runMarks.subscribe(m -> repaint()))
            .and(widthProperty().subscribe(w -> repaint()))
            .and(heightProperty().subscribe(h -> repaint()));
    for (var p : colors.all()) {
      s = s.and(p.subscribe(c -> repaint()));
    }
    this.subscription = s;
    addEventHandler(
        MouseEvent.MOUSE_MOVED,
        e ->
            hovered.set(
                nodeAtScene(e.getSceneX(), e.getSceneY())
                    .filter(n -> n.shape() != StepTree.Shape.PIPELINE)
                    .map(StepTree::path)
                    .orElse(null)));
    addEventHandler(MouseEvent.MOUSE_EXITED, e -> hovered.set(null));
  }

  private void relayout(StepTree tree) {
    layout = layouter.layout(tree);
    repaint();
  }

  /**
   * Sizes the drawing to the region. A view that was fitted and not zoomed or panned since is
   * fitted again to the new size (a perspective switch or a divider moved), so it is never left
   * fitted to a size it no longer has.
   */
  @Override
  protected void layoutChildren() {
    boolean resized = canvas.getWidth() != getWidth() || canvas.getHeight() != getHeight();
    canvas.setWidth(getWidth());
    canvas.setHeight(getHeight());
    if (resized && fitted == Fitted.WHOLE) {
      fit();
    } else if (resized && fitted == Fitted.LEGIBLY) {
      fitLegibly();
    }
    repaint();
  }

  /** Redraws everything (cheap: one pass over the layout). */
  void repaint() {
    GraphicsContext g = canvas.getGraphicsContext2D();
    g.setTransform(1, 0, 0, 1, 0, 0);
    CanvasColors c = colors();
    g.setFill(c.background());
    g.fillRect(0, 0, canvas.getWidth(), canvas.getHeight());
    if (layout == null) {
      return;
    }
    g.setTransform(zoom, 0, 0, zoom, tx, ty);
    painter.paint(
        g,
        layout,
        c,
        new GraphPainter.Overlay(
            editor.selectionProperty().get(),
            validation.marksProperty().get(),
            activeZone,
            showZones,
            runMarks.get(),
            runColors()));
  }

  /**
   * Scales and centres the whole pipeline in the view (never above 100 %); the view stays fitted
   * through resizes until it is zoomed or panned.
   */
  public void fit() {
    fitted = Fitted.WHOLE;
    if (layout == null || getWidth() <= 0 || getHeight() <= 0) {
      return;
    }
    zoom = clamp(Math.min(getWidth() / layout.width(), getHeight() / layout.height()), MIN_ZOOM, 1);
    tx = Math.max(0, (getWidth() - layout.width() * zoom) / 2);
    ty = Math.max(0, (getHeight() - layout.height() * zoom) / 2);
    repaint();
  }

  /**
   * Scales and centres the whole pipeline in the view like {@link #fit()}, but never below {@link
   * #LEGIBLE_ZOOM}: for a short strip such as the Run perspective's, where fitting a tall pipeline
   * would shrink its labels below reading size. What then does not fit is reached by panning, or by
   * {@link #reveal(StepPath)}. Like {@link #fit()}, it holds through resizes until a zoom or pan.
   */
  public void fitLegibly() {
    fitted = Fitted.LEGIBLY;
    if (layout == null || getWidth() <= 0 || getHeight() <= 0) {
      return;
    }
    double fits = Math.min(getWidth() / layout.width(), getHeight() / layout.height());
    zoom = clamp(fits, LEGIBLE_ZOOM, 1);
    tx = Math.max(0, (getWidth() - layout.width() * zoom) / 2);
    ty = Math.max(0, (getHeight() - layout.height() * zoom) / 2);
    repaint();
  }

  /** Pans the view so that the node at {@code path} is shown, when it is not already. */
  public void reveal(StepPath path) {
    double x = tx;
    double y = ty;
    revealInPlace(path);
    if (x != tx || y != ty) {
      repaint();
    }
  }

  /** Multiplies the zoom around a point of the view. */
  public void zoomBy(double factor, double viewX, double viewY) {
    fitted = Fitted.NO;
    double z = clamp(zoom * factor, MIN_ZOOM, MAX_ZOOM);
    tx = viewX - (viewX - tx) * z / zoom;
    ty = viewY - (viewY - ty) * z / zoom;
    zoom = z;
    repaint();
  }

  /** Moves the view by a number of view pixels. */
  public void panBy(double dx, double dy) {
    fitted = Fitted.NO;
    tx += dx;
    ty += dy;
    repaint();
  }

  /** The current zoom factor (1 = 100 %). */
  public double zoom() {
    return zoom;
  }

  private void revealInPlace(StepPath path) {
    if (layout == null || path == null || getWidth() <= 0) {
      return;
    }
    layout
        .rectOf(path)
        .ifPresent(
            r -> {
              double left = r.x() * zoom + tx;
              double top = r.y() * zoom + ty;
              if (left < 0 || left + r.w() * zoom > getWidth()) {
                tx -= left - Math.max(20, (getWidth() - r.w() * zoom) / 2);
                fitted = Fitted.NO;
              }
              if (top < 0 || top + r.h() * zoom > getHeight()) {
                ty -= top - Math.max(20, (getHeight() - r.h() * zoom) / 2);
                fitted = Fitted.NO;
              }
            });
  }

  /** Converts a point of this region to canvas (layout) coordinates. */
  Point2D toCanvas(double localX, double localY) {
    return new Point2D((localX - tx) / zoom, (localY - ty) / zoom);
  }

  /** The screen point showing a canvas (layout) point, for tests and tooltips. */
  public Point2D canvasToScreen(double x, double y) {
    return localToScreen(x * zoom + tx, y * zoom + ty);
  }

  /** The node under a scene point, if any. */
  public Optional<StepTree> nodeAtScene(double sceneX, double sceneY) {
    Point2D p = sceneToLocal(sceneX, sceneY);
    if (layout == null || p == null || !getLayoutBounds().contains(p)) {
      return Optional.empty();
    }
    Point2D c = toCanvas(p.getX(), p.getY());
    return layout.hit(c.getX(), c.getY());
  }

  /** The drop zone near a scene point, if any (within 24 view pixels). */
  public Optional<DropTarget> zoneAtScene(double sceneX, double sceneY) {
    Point2D p = sceneToLocal(sceneX, sceneY);
    if (layout == null || p == null || !getLayoutBounds().contains(p)) {
      return Optional.empty();
    }
    Point2D c = toCanvas(p.getX(), p.getY());
    return layout.zoneNear(c.getX(), c.getY(), 24 / zoom).map(GraphLayout.Zone::target);
  }

  /** Shows drop feedback: all zones, and the active one highlighted (null for none). */
  void showDropFeedback(boolean zones, DropTarget active) {
    showZones = zones;
    activeZone = active;
    repaint();
  }

  /** Drop feedback for a drag that started outside (the palette), at a scene point. */
  public void previewDropAt(double sceneX, double sceneY) {
    showDropFeedback(true, zoneAtScene(sceneX, sceneY).orElse(null));
  }

  /** Clears drop feedback. */
  public void clearDropFeedback() {
    showDropFeedback(false, null);
  }

  /**
   * What the last run did with each node (boxes and frames, lanes included), drawn as a coloured
   * strip and tag; an empty map draws nothing.
   */
  public ObjectProperty<Map<StepPath, RunMark>> runMarksProperty() {
    return runMarks;
  }

  /** The node under the mouse (a box or a frame), null when none: for hover cards. */
  public ReadOnlyObjectProperty<StepPath> hoveredProperty() {
    return hovered.getReadOnlyProperty();
  }

  /** The view rectangle (in this region's coordinates) of the node at {@code path}, if shown. */
  public Optional<Rectangle2D> viewRectOf(StepPath path) {
    return layout == null
        ? Optional.empty()
        : layout
            .rectOf(path)
            .map(
                r ->
                    new Rectangle2D(
                        r.x() * zoom + tx, r.y() * zoom + ty, r.w() * zoom, r.h() * zoom));
  }

  /** The current layout (null before the first document). */
  public GraphLayout graphLayout() {
    return layout;
  }

  /** Stops following the models. */
  public void dispose() {
    subscription.unsubscribe();
  }

  private CanvasColors colors() {
    return new CanvasColors(
        c("background"),
        c("grid"),
        c("node-fill"),
        c("node-border"),
        c("text"),
        c("muted"),
        c("accent"),
        c("edge"),
        c("frame-fill"),
        c("frame-border"),
        c("model"),
        c("transform"),
        c("splitter"),
        c("keyword"),
        c("structure"),
        c("unknown"),
        c("danger"),
        c("warning"),
        c("badge-fill"),
        c("badge-text"));
  }

  private RunColors runColors() {
    return new RunColors(
        c("run-queued"), c("run-running"), c("run-done"), c("run-cached"), c("run-failed"));
  }

  private Color c(String name) {
    return colors.get(name);
  }

  private static double clamp(double v, double lo, double hi) {
    return Math.max(lo, Math.min(hi, v));
  }

  private static Map<String, Color> defaults() {
    Map<String, Color> m = new LinkedHashMap<>();
    m.put("background", Color.web("#f6f8fa"));
    m.put("grid", Color.web("#eaeef2"));
    m.put("node-fill", Color.WHITE);
    m.put("node-border", Color.web("#d0d7de"));
    m.put("text", Color.web("#1f2328"));
    m.put("muted", Color.web("#656d76"));
    m.put("accent", Color.web("#0969da"));
    m.put("edge", Color.web("#8c959f"));
    m.put("frame-fill", Color.web("#ffffff"));
    m.put("frame-border", Color.web("#d0d7de"));
    m.put("model", Color.web("#1a7f37"));
    m.put("transform", Color.web("#0969da"));
    m.put("splitter", Color.web("#bc4c00"));
    m.put("keyword", Color.web("#8250df"));
    m.put("structure", Color.web("#8250df"));
    m.put("unknown", Color.web("#cf222e"));
    m.put("danger", Color.web("#cf222e"));
    m.put("warning", Color.web("#9a6700"));
    m.put("badge-fill", Color.web("#ddf4ff"));
    m.put("badge-text", Color.web("#0969da"));
    m.put("run-queued", Color.web("#8c959f"));
    m.put("run-running", Color.web("#0969da"));
    m.put("run-done", Color.web("#1a7f37"));
    m.put("run-cached", Color.web("#8250df"));
    m.put("run-failed", Color.web("#cf222e"));
    return m;
  }

  /** The CSS properties of the canvas (the region's plus the {@code -sf-*} colours). */
  public static List<CssMetaData<? extends Styleable, ?>> getClassCssMetaData() {
    return CSS;
  }

  @Override
  public List<CssMetaData<? extends Styleable, ?>> getCssMetaData() {
    return getClassCssMetaData();
  }
}
