package org.spectraflow.ui.sweep;

import java.util.List;
import java.util.Locale;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;
import org.spectraflow.engine.sweep.Spread;
import org.spectraflow.engine.sweep.SweepAxis;
import org.spectraflow.engine.sweep.SweepOption;

/**
 * One axis of the sweep explorer on a canvas: per option, the variants' scores as a strip of dots
 * over a box (quartiles, median, whiskers to the extremes); for a numeric axis the medians are
 * joined by a line (the parameter-versus-score plot). Every plot of one explorer shares the score
 * range, so boxes compare across axes. The best variant's dot is orange. A few hundred dots at most
 * per option: drawn on the FX thread in one pass. View only.
 */
final class AxisPlot extends Canvas {

  static final double WIDTH = 430;
  static final double HEIGHT = 210;
  private static final double LEFT = 62;
  private static final double RIGHT = 10;
  private static final double TOP = 24;
  private static final double BOTTOM = 40;

  AxisPlot(SweepAxis axis, double low, double high, String metric, int bestVariant) {
    super(WIDTH, HEIGHT);
    setId("sweep-axis-plot");
    draw(axis, low, high, metric, bestVariant);
  }

  private void draw(SweepAxis axis, double low, double high, String metric, int bestVariant) {
    GraphicsContext g = getGraphicsContext2D();
    g.setFill(Color.WHITE);
    g.fillRect(0, 0, WIDTH, HEIGHT);
    double pw = WIDTH - LEFT - RIGHT;
    double ph = HEIGHT - TOP - BOTTOM;
    double span = high > low ? high - low : 1;
    g.setFont(Font.font(null, javafx.scene.text.FontWeight.BOLD, 11));
    g.setFill(Color.web("#24292f"));
    g.setTextAlign(TextAlignment.LEFT);
    g.setTextBaseline(VPos.TOP);
    String effect =
        Double.isNaN(axis.effect())
            ? ""
            : String.format(Locale.ROOT, "  (medians differ by %.4g)", axis.effect());
    g.fillText(axis.name() + effect, 6, 5, WIDTH - 12);
    // y grid and ticks
    g.setFont(Font.font(10));
    g.setTextAlign(TextAlignment.RIGHT);
    g.setTextBaseline(VPos.CENTER);
    for (int t = 0; t <= 4; t++) {
      double v = low + span * t / 4;
      double y = TOP + ph - ph * t / 4;
      g.setStroke(Color.web("#eaeef2"));
      g.setLineWidth(1);
      g.strokeLine(LEFT, y, LEFT + pw, y);
      g.setFill(Color.web("#57606a"));
      g.fillText(String.format(Locale.ROOT, "%.4g", v), LEFT - 4, y);
    }
    g.save();
    g.translate(11, TOP + ph / 2);
    g.rotate(-90);
    g.setTextAlign(TextAlignment.CENTER);
    g.fillText(metric, 0, 0);
    g.restore();
    List<SweepOption> options = axis.options();
    double slot = pw / options.size();
    double prevX = Double.NaN;
    double prevY = Double.NaN;
    for (int i = 0; i < options.size(); i++) {
      SweepOption o = options.get(i);
      double cx = LEFT + slot * (i + 0.5);
      Spread s = o.spread();
      double bw = Math.min(46, slot * 0.6);
      if (s.n() > 0) {
        double yq1 = y(s.q1(), low, span, ph);
        double yq3 = y(s.q3(), low, span, ph);
        g.setStroke(Color.web("#8c959f"));
        g.setLineWidth(1);
        g.strokeLine(cx, y(s.min(), low, span, ph), cx, y(s.max(), low, span, ph));
        g.setFill(Color.web("#ddf4ff"));
        g.fillRect(cx - bw / 2, Math.min(yq1, yq3), bw, Math.max(1, Math.abs(yq1 - yq3)));
        g.strokeRect(cx - bw / 2, Math.min(yq1, yq3), bw, Math.max(1, Math.abs(yq1 - yq3)));
        double ym = y(s.median(), low, span, ph);
        g.setStroke(Color.web("#0969da"));
        g.setLineWidth(2.5);
        g.strokeLine(cx - bw / 2, ym, cx + bw / 2, ym);
        if (axis.numeric() && !Double.isNaN(prevX)) {
          g.setLineWidth(1.5);
          g.strokeLine(prevX, prevY, cx, ym);
        }
        prevX = cx;
        prevY = ym;
      }
      for (int k = 0; k < o.variants().size(); k++) {
        double score = o.scores().get(k);
        if (!Double.isFinite(score)) {
          continue;
        }
        int variant = o.variants().get(k);
        double jitter = ((variant * 2654435761L) % 1000) / 1000.0 - 0.5;
        double px = cx + jitter * bw * 0.9;
        double py = y(score, low, span, ph);
        boolean best = variant == bestVariant;
        g.setFill(best ? Color.web("#f97316") : Color.web("#24292f", 0.45));
        double r = best ? 4.5 : 2.2;
        g.fillOval(px - r, py - r, 2 * r, 2 * r);
      }
      g.setFill(Color.web("#24292f"));
      g.setTextAlign(TextAlignment.CENTER);
      g.setTextBaseline(VPos.TOP);
      g.fillText(shorten(o.label(), slot), cx, TOP + ph + 5, slot - 4);
      g.setFill(Color.web("#57606a"));
      g.fillText("n=" + s.n(), cx, TOP + ph + 19, slot - 4);
    }
    g.setStroke(Color.web("#8c959f"));
    g.setLineWidth(1);
    g.strokeRect(LEFT, TOP, pw, ph);
  }

  private static double y(double v, double low, double span, double ph) {
    return TOP + ph - ph * (v - low) / span;
  }

  /** {@code label} cut to what about fits {@code width} pixels at 10 px (6 px a character). */
  static String shorten(String label, double width) {
    int chars = Math.max(3, (int) (width / 6));
    String s =
        label
            .replace("ExtendedMultiplicativeScatterCorrection", "EMSC")
            .replace("MultiplicativeScatterCorrection", "MSC")
            .replace("StandardNormalVariate", "SNV")
            .replace("SavitzkyGolay", "SavGol");
    return s.length() <= chars ? s : s.substring(0, chars - 1) + "…";
  }
}
