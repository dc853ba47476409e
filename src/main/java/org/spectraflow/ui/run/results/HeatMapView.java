package org.spectraflow.ui.run.results;

import java.util.List;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import org.spectraflow.engine.observe.ByteFormat;
import org.spectraflow.ui.run.StepKey;

/**
 * The variant × step heat map on a canvas: rows are variants, columns steps, the colour the bytes a
 * step allocated (pale to warm); cells served from the step cache carry a white diagonal. Rows
 * shrink to fit (down to one pixel), so 1,000 variants still draw in one pass. View only; {@link
 * #refresh()} redraws.
 */
public final class HeatMapView extends Pane {

  private static final double LEFT = 56;
  private static final double TOP = 22;
  private static final double BOTTOM = 16;

  private final HeatMapModel model;
  private final Canvas canvas = new Canvas();
  private boolean dark;

  /** A view of {@code model}. */
  public HeatMapView(HeatMapModel model) {
    this.model = model;
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
    g.setFont(Font.font(10));
    for (int c = 0; c < columns.size(); c++) {
      g.fillText("step " + columns.get(c).label(), LEFT + c * cw + 3, TOP - 7);
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
}
