package org.spectraflow.ui.run.results;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import org.spectraflow.engine.observe.ByteFormat;
import org.spectraflow.ui.run.RunSelection;
import org.spectraflow.ui.run.StepKey;
import org.spectraflow.ui.run.StepLabels;

/**
 * The variant × step heat map on a canvas: rows are variants, columns steps, the colour the bytes a
 * step allocated (pale to warm); cells served from the step cache carry a white diagonal. Rows
 * shrink to fit (down to one pixel), so 1,000 variants still draw in one pass; the hovered step's
 * column is outlined (linked hover). Column headings that do not fit their column are shortened
 * ({@link #fit}), never squeezed into unreadable glyphs. View only; {@link #refresh()} redraws.
 */
public final class HeatMapView extends Pane {

  private static final double LEFT = 56;
  private static final double TOP = 22;
  private static final double BOTTOM = 16;

  private final HeatMapModel model;
  private final RunSelection selection;
  private final Canvas canvas = new Canvas();
  private boolean dark;

  private final Font headingFont = Font.font(10);

  /** Headings as fitted to the current column width (refresh runs on every frame while shown). */
  private final Map<String, String> fittedHeadings = new HashMap<>();

  private double fittedWidth = Double.NaN;

  /** A view of {@code model} without linked hover. */
  public HeatMapView(HeatMapModel model) {
    this(model, new RunSelection());
  }

  /**
   * A view of {@code model} linked by {@code selection}: the mouse over a column hovers its step,
   * and the hovered step's column is outlined.
   */
  public HeatMapView(HeatMapModel model, RunSelection selection) {
    this.model = model;
    this.selection = selection;
    canvas.setOnMouseMoved(e -> selection.hoveredStepProperty().set(columnAt(e.getX())));
    canvas.setOnMouseExited(e -> selection.hoveredStepProperty().set(null));
    getChildren().add(canvas);
    canvas.widthProperty().bind(widthProperty());
    canvas.heightProperty().bind(heightProperty());
    widthProperty().addListener(o -> refresh());
    heightProperty().addListener(o -> refresh());
  }

  /** Switches to the dark or light palette and redraws. */
  public void applyTheme(boolean darkTheme) {
    dark = darkTheme;
    refresh();
  }

  /** Redraws from the model. */
  public void refresh() {
    GraphicsContext g = canvas.getGraphicsContext2D();
    g.setFill(dark ? Color.web("#0d1117") : Color.WHITE);
    g.fillRect(0, 0, canvas.getWidth(), canvas.getHeight());
    List<Integer> rows = model.rows();
    List<StepKey> columns = model.columns();
    if (rows.isEmpty() || columns.isEmpty()) {
      return;
    }
    double cw = (canvas.getWidth() - LEFT) / columns.size();
    double rh = Math.max(1, (canvas.getHeight() - TOP - BOTTOM) / rows.size());
    double max = model.maxAbsAdded();
    labels(g, rows, columns, cw, rh);
    for (int r = 0; r < rows.size(); r++) {
      for (int c = 0; c < columns.size(); c++) {
        HeatCell cell = model.cell(rows.get(r), columns.get(c));
        if (cell != null) {
          cell(g, cell, LEFT + c * cw, TOP + r * rh, cw, rh, max);
        }
      }
    }
    outlineHovered(g, columns, cw, Math.min(rows.size() * rh, canvas.getHeight() - TOP - BOTTOM));
  }

  private void outlineHovered(GraphicsContext g, List<StepKey> columns, double cw, double h) {
    StepKey hovered = selection.hoveredStepProperty().get();
    for (int c = 0; hovered != null && c < columns.size(); c++) {
      if (hovered.covers(columns.get(c))) {
        g.setStroke(Color.web("#2563eb"));
        g.setLineWidth(2.5);
        g.strokeRect(LEFT + c * cw + 1, TOP - 1, cw - 2, h + 2);
      }
    }
  }

  /** The step of the column at {@code x} in canvas pixels, null outside the columns. */
  StepKey columnAt(double x) {
    List<StepKey> columns = model.columns();
    if (columns.isEmpty() || x < LEFT) {
      return null;
    }
    int c = (int) ((x - LEFT) / ((canvas.getWidth() - LEFT) / columns.size()));
    return c < columns.size() ? columns.get(c) : null;
  }

  /** The column outlined as hovered, -1 for none (tests). */
  public int hoveredColumn() {
    StepKey hovered = selection.hoveredStepProperty().get();
    List<StepKey> columns = model.columns();
    for (int c = 0; hovered != null && c < columns.size(); c++) {
      if (hovered.covers(columns.get(c))) {
        return c;
      }
    }
    return -1;
  }

  private void cell(
      GraphicsContext g, HeatCell cell, double x, double y, double w, double h, double max) {
    double share = Math.min(1, Math.abs(cell.addedBytes()) / max);
    Color base = dark ? Color.web("#161b22") : Color.web("#f6f8fa");
    Color hot = cell.addedBytes() >= 0 ? Color.web("#f97316") : Color.web("#3b82f6");
    g.setFill(base.interpolate(hot, 0.15 + 0.85 * share));
    g.fillRect(x + 0.5, y, Math.max(1, w - 1), Math.max(1, h - (h > 3 ? 1 : 0)));
    if (cell.cached()) {
      g.setStroke(dark ? Color.WHITE : Color.web("#24292f"));
      g.setLineWidth(1.2);
      g.strokeLine(x + 1, y + h - 1, x + w - 1, y + 1);
    }
  }

  private void labels(
      GraphicsContext g, List<Integer> rows, List<StepKey> columns, double cw, double rh) {
    g.setFill(dark ? Color.web("#c9d1d9") : Color.web("#24292f"));
    g.setFont(headingFont);
    if (cw != fittedWidth) {
      fittedHeadings.clear();
      fittedWidth = cw;
    }
    for (int c = 0; c < columns.size(); c++) {
      String heading =
          fittedHeadings.computeIfAbsent(
              model.heading(columns.get(c)), h -> fit(h, cw - 6, headingFont));
      g.fillText(heading, LEFT + c * cw + 3, TOP - 7);
    }
    int every = (int) Math.ceil(12 / rh);
    for (int r = 0; r < rows.size(); r += every) {
      g.fillText("v" + rows.get(r), 4, TOP + r * rh + Math.min(rh, 12) - 2);
    }
    g.fillText(
        "allocated per step, max "
            + ByteFormat.format(model.maxAbsAdded())
            + " · diagonal: served from the step cache",
        LEFT,
        canvas.getHeight() - 4);
  }

  /** {@code heading} as it fits {@code width} pixels in {@code font} ({@link StepLabels#fit}). */
  static String fit(String heading, double width, Font font) {
    return StepLabels.fit(heading, width, text -> width(text, font));
  }

  private static double width(String text, Font font) {
    Text measure = new Text(text);
    measure.setFont(font);
    return measure.getLayoutBounds().getWidth();
  }
}
