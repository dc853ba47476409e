package org.spectraflow.ui.history;

import java.util.Locale;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;
import org.spectraflow.engine.history.RssTimeline;
import org.spectraflow.engine.observe.ByteFormat;

/**
 * Two runs' memory timelines (process RSS after each step) drawn on one time axis from each run's
 * start: A in blue, B in orange, with a legend. The timelines hold one point per step (a few
 * thousand at most), so drawing them on a resize is cheap; nothing is read here.
 */
final class TimelineOverlay extends Pane {

  private static final Color A = Color.web("#1f77b4");
  private static final Color B = Color.web("#ff7f0e");
  private final Canvas canvas = new Canvas();
  private RssTimeline a = RssTimeline.EMPTY;
  private RssTimeline b = RssTimeline.EMPTY;

  TimelineOverlay() {
    setId("diff-timeline");
    getChildren().add(canvas);
    setMinSize(200, 120);
    widthProperty().addListener(o -> draw());
    heightProperty().addListener(o -> draw());
  }

  @Override
  protected void layoutChildren() {
    canvas.setWidth(getWidth());
    canvas.setHeight(getHeight());
    draw();
  }

  void show(RssTimeline first, RssTimeline second) {
    a = first;
    b = second;
    draw();
  }

  private void draw() {
    double w = canvas.getWidth();
    double h = canvas.getHeight();
    GraphicsContext g = canvas.getGraphicsContext2D();
    g.clearRect(0, 0, w, h);
    g.setFont(Font.font(11));
    g.setFill(Color.gray(0.35));
    if (w < 60 || h < 60) {
      return;
    }
    if (a.isEmpty() && b.isEmpty()) {
      g.setTextAlign(TextAlignment.CENTER);
      g.setTextBaseline(VPos.CENTER);
      g.fillText("No memory timeline: the runs' event streams hold no RSS samples.", w / 2, h / 2);
      return;
    }
    double left = 64;
    double right = 22;
    double top = 26;
    double bottom = 28;
    double span = Math.max(1, Math.max(a.spanMs(), b.spanMs()));
    long peak = Math.max(a.peakRssBytes(), b.peakRssBytes());
    long low = Math.min(minRss(a, peak), minRss(b, peak));
    double lo = Math.max(0, low - (peak - low) * 0.1);
    double hi = peak + (peak - lo) * 0.05 + 1;
    double pw = w - left - right;
    double ph = h - top - bottom;
    g.setStroke(Color.gray(0.75));
    g.setLineWidth(1);
    g.strokeRect(left, top, pw, ph);
    g.setTextBaseline(VPos.CENTER);
    g.setTextAlign(TextAlignment.RIGHT);
    for (int i = 0; i <= 4; i++) {
      double v = lo + (hi - lo) * i / 4;
      double y = top + ph - ph * i / 4;
      g.setStroke(Color.gray(0.9));
      g.strokeLine(left, y, left + pw, y);
      g.fillText(ByteFormat.format((long) v), left - 6, y);
    }
    g.setTextAlign(TextAlignment.CENTER);
    g.setTextBaseline(VPos.TOP);
    for (int i = 0; i <= 4; i++) {
      double t = span * i / 4;
      g.fillText(String.format(Locale.ROOT, "%.1f s", t / 1000), left + pw * i / 4, top + ph + 6);
    }
    line(g, a, A, left, top, pw, ph, span, lo, hi);
    line(g, b, B, left, top, pw, ph, span, lo, hi);
    g.setTextAlign(TextAlignment.LEFT);
    g.setTextBaseline(VPos.CENTER);
    legend(g, A, "A  process RSS, peak " + ByteFormat.format(a.peakRssBytes()), left, 12);
    legend(g, B, "B  process RSS, peak " + ByteFormat.format(b.peakRssBytes()), left + pw / 2, 12);
  }

  private static long minRss(RssTimeline t, long fallback) {
    return t.points().stream().mapToLong(RssTimeline.Point::rssBytes).min().orElse(fallback);
  }

  private static void legend(GraphicsContext g, Color c, String text, double x, double y) {
    g.setStroke(c);
    g.setLineWidth(2.5);
    g.strokeLine(x, y, x + 18, y);
    g.setFill(Color.gray(0.25));
    g.fillText(text, x + 24, y);
  }

  private static void line(
      GraphicsContext g,
      RssTimeline t,
      Color c,
      double left,
      double top,
      double pw,
      double ph,
      double span,
      double lo,
      double hi) {
    if (t.isEmpty()) {
      return;
    }
    int n = t.points().size();
    double[] xs = new double[n];
    double[] ys = new double[n];
    for (int i = 0; i < n; i++) {
      RssTimeline.Point p = t.points().get(i);
      xs[i] = left + pw * p.offsetMs() / span;
      ys[i] = top + ph - ph * (p.rssBytes() - lo) / (hi - lo);
    }
    g.setStroke(c);
    g.setLineWidth(1.8);
    g.strokePolyline(xs, ys, n);
  }
}
