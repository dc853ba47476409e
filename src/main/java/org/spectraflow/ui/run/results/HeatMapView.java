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
 * step allocated (pale to warm, the scale drawn along the bottom); cells served from the step cache
 * are grey. Rows shrink to fit down to {@link #MIN_ROW} pixels; past that consecutive variants
 * share a band (a click drills into them), so 1,000 variants draw in one readable pass; the hovered
 * step's column is outlined (linked hover). Column headings that do not fit their column are
 * shortened ({@link #fit}), never squeezed into unreadable glyphs. View only; {@link #refresh()}
 * redraws.
 */
public final class HeatMapView extends Pane {

  private static final double LEFT = 56;
  private static final double TOP = 22;
  private static final double BOTTOM = 30;

  /** Row height (pixels) below which consecutive variants are drawn aggregated, one band each. */
  static final double MIN_ROW = 3;

  /** Row height of the drilled-down view: every variant labelled. */
  private static final double READABLE_ROW = 14;

  private final HeatMapModel model;
  private final RunSelection selection;
  private final Canvas canvas = new Canvas();
  private boolean dark;

  private final Font headingFont = Font.font(10);

  /** Headings as fitted to the current column width (refresh runs on every frame while shown). */
  private final Map<String, String> fittedHeadings = new HashMap<>();

  private double fittedWidth = Double.NaN;

  /** The first row shown when drilled down into; -1 shows every row. */
  private int drillStart = -1;

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
    canvas.setOnMouseClicked(
        e -> {
          if (e.getButton() == javafx.scene.input.MouseButton.SECONDARY || drillStart >= 0) {
            drillStart = -1;
          } else {
            drillInto(e.getY());
          }
          refresh();
        });
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

  /**
   * Redraws from the model. When the rows do not fit at {@link #MIN_ROW} pixels each, consecutive
   * variants are drawn as one band (its cell the largest allocation among them, cached when most of
   * them were); a click drills into the variants around the clicked band at a readable height, a
   * second click (or a right-click) goes back to the whole run.
   */
  public void refresh() {
    GraphicsContext g = canvas.getGraphicsContext2D();
    g.setFill(dark ? Color.web("#0d1117") : Color.WHITE);
    g.fillRect(0, 0, canvas.getWidth(), canvas.getHeight());
    List<Integer> all = model.rows();
    List<StepKey> columns = model.columns();
    if (all.isEmpty() || columns.isEmpty()) {
      return;
    }
    double plotHeight = Math.max(1, canvas.getHeight() - TOP - BOTTOM);
    List<Integer> rows = shownRows(all, plotHeight);
    int per = rowsPerBand(rows.size(), plotHeight);
    int bands = (rows.size() + per - 1) / per;
    double cw = (canvas.getWidth() - LEFT) / columns.size();
    double rh = plotHeight / bands;
    if (drillStart >= 0) {
      rh = Math.min(rh, READABLE_ROW * 2);
    }
    double max = model.maxAbsAdded();
    labels(g, rows, per, columns, cw, rh);
    for (int b = 0; b < bands; b++) {
      List<Integer> band = rows.subList(b * per, Math.min(rows.size(), (b + 1) * per));
      for (int c = 0; c < columns.size(); c++) {
        HeatCell cell = bandCell(band, columns.get(c));
        if (cell != null) {
          cell(g, cell, LEFT + c * cw, TOP + b * rh, cw, rh, max);
        }
      }
    }
    outlineHovered(g, columns, cw, Math.min(bands * rh, plotHeight));
    legend(g, max);
  }

  /** Every row, or the readable window drilled into. */
  private List<Integer> shownRows(List<Integer> all, double plotHeight) {
    if (drillStart < 0) {
      return all;
    }
    int count = Math.max(1, (int) (plotHeight / READABLE_ROW));
    int from = Math.max(0, Math.min(drillStart, all.size() - count));
    return all.subList(from, Math.min(all.size(), from + count));
  }

  /** How many variants share a band so that bands are at least {@link #MIN_ROW} pixels. */
  static int rowsPerBand(int rows, double plotHeight) {
    int fit = Math.max(1, (int) (plotHeight / MIN_ROW));
    return Math.max(1, (rows + fit - 1) / fit);
  }

  /** Drills into the variants around the band at canvas {@code y}. */
  private void drillInto(double y) {
    List<Integer> all = model.rows();
    double plotHeight = Math.max(1, canvas.getHeight() - TOP - BOTTOM);
    int per = rowsPerBand(all.size(), plotHeight);
    if (per == 1 || y < TOP) {
      return;
    }
    int bands = (all.size() + per - 1) / per;
    int band = (int) ((y - TOP) / (plotHeight / bands));
    int count = Math.max(1, (int) (plotHeight / READABLE_ROW));
    drillStart = Math.max(0, band * per - count / 2);
  }

  /** Whether the view shows a drilled-down window (tests). */
  public boolean drilledDown() {
    return drillStart >= 0;
  }

  /** One band's cell of {@code step}: the largest allocation, cached when most of them were. */
  private HeatCell bandCell(List<Integer> band, StepKey step) {
    if (band.size() == 1) {
      return model.cell(band.get(0), step);
    }
    long added = 0;
    int present = 0;
    int cached = 0;
    for (int v : band) {
      HeatCell c = model.cell(v, step);
      if (c != null) {
        present++;
        cached += c.cached() ? 1 : 0;
        added = Math.abs(c.addedBytes()) > Math.abs(added) ? c.addedBytes() : added;
      }
    }
    return present == 0 ? null : new HeatCell(added, 2 * cached > present);
  }

  /** The colour scale along the bottom: 0 to the largest allocation, and the cache mark. */
  private void legend(GraphicsContext g, double max) {
    double y = canvas.getHeight() - BOTTOM + 8;
    double x = LEFT;
    double w = 160;
    Color base = dark ? Color.web("#161b22") : Color.web("#f6f8fa");
    Color hot = Color.web("#f97316");
    for (int i = 0; i < w; i++) {
      g.setFill(base.interpolate(hot, 0.15 + 0.85 * i / w));
      g.fillRect(x + i, y, 1, 10);
    }
    g.setStroke(dark ? Color.web("#484f58") : Color.web("#8c959f"));
    g.setLineWidth(1);
    g.strokeRect(x, y, w, 10);
    g.setFill(dark ? Color.web("#c9d1d9") : Color.web("#24292f"));
    g.setFont(headingFont);
    g.fillText("0", x - 10, y + 9);
    g.fillText(ByteFormat.format((long) max) + " allocated per step", x + w + 6, y + 9);
    double cx = x + w + 170;
    g.setFill(dark ? Color.web("#6e7681") : Color.web("#9ca3af"));
    g.fillRect(cx, y, 18, 10);
    g.setFill(dark ? Color.web("#c9d1d9") : Color.web("#24292f"));
    g.fillText(
        "served from the step cache"
            + (drillStart >= 0
                ? "  ·  click: back to every variant"
                : model.rows().size() > (canvas.getHeight() - TOP - BOTTOM) / MIN_ROW
                    ? "  ·  bands of variants (largest shown); click a band to drill down"
                    : ""),
        cx + 24,
        y + 9);
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
    g.setFill(
        cell.cached()
            ? (dark ? Color.web("#6e7681") : Color.web("#9ca3af"))
            : base.interpolate(hot, 0.15 + 0.85 * share));
    g.fillRect(x + 0.5, y, Math.max(1, w - 1), Math.max(1, h - (h > 3 ? 1 : 0)));
  }

  private void labels(
      GraphicsContext g, List<Integer> rows, int per, List<StepKey> columns, double cw, double rh) {
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
    int bands = (rows.size() + per - 1) / per;
    int every = (int) Math.ceil(12 / rh);
    for (int b = 0; b < bands; b += every) {
      String label = "v" + rows.get(b * per);
      g.fillText(label, 4, TOP + b * rh + Math.min(rh, 12) - 2);
    }
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
