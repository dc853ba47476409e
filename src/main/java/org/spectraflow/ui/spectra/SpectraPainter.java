package org.spectraflow.ui.spectra;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.List;
import java.util.Locale;
import org.spectraflow.charts.ChartLook;
import org.spectraflow.engine.preview.SpectraTable;

/**
 * Draws a spectra plot into pixels, on any thread (the view calls it on its render thread, never
 * the FX thread): thousands of spectra are drawn as one vertical span per spectrum and pixel
 * column, from the lowest to the highest value the spectrum takes in that column (and joining the
 * previous column), so a spectrum costs at most one span per pixel however many wavelengths it has
 * and no peak is lost; lines are blended with a transparency that falls as the count grows. Axes,
 * ticks, the mean ± sd band and the legend (a colour bar for values, swatches for categories) are
 * drawn with Java2D. Stateless.
 */
public final class SpectraPainter {

  static final int LEFT = 64;
  static final int RIGHT = 104;
  static final int TOP = 26;
  static final int BOTTOM = 42;
  private static final Font LABEL = ChartLook.LABEL;
  private static final Font TITLE = ChartLook.TITLE;

  /** Below this many values one thread draws; above, one strip of pixel columns per core. */
  static final long PARALLEL_VALUES = 1_000_000;

  /** Most strips drawn at once. */
  static final int MAX_STRIPS = 4;

  private SpectraPainter() {}

  /** Draws {@code data} with {@code settings} at {@code width × height} pixels. */
  public static SpectraFrame paint(
      SpectraData data, SpectraSettings settings, int width, int height) {
    return paint(data, settings, width, height, MAX_STRIPS);
  }

  /** As {@link #paint(SpectraData, SpectraSettings, int, int)}, with at most {@code maxStrips}. */
  static SpectraFrame paint(
      SpectraData data, SpectraSettings settings, int width, int height, int maxStrips) {
    long t0 = System.nanoTime();
    int w = Math.max(LEFT + RIGHT + 20, width);
    int h = Math.max(TOP + BOTTOM + 20, height);
    ChartLook look = ChartLook.of(settings.dark());
    SpectraTable table = data.table();
    int[] rows = settings.partition().rows(table);
    Viewport view = settings.viewport() != null ? settings.viewport() : auto(table, rows);
    BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
    int[] pixels = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
    java.util.Arrays.fill(pixels, 0xFF000000 | look.background().getRGB());
    SpectraFrame frame =
        new SpectraFrame(
            w, h, pixels, LEFT, TOP, w - LEFT - RIGHT, h - TOP - BOTTOM, view, rows, data, 0);
    Graphics2D g = image.createGraphics();
    try {
      g.setRenderingHint(
          RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      grid(g, frame, look);
      SpectraColouring colouring = data.colouring(settings.colourBy());
      lines(frame, table, rows, colouring, maxStrips);
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
      if (settings.band()) {
        band(g, frame, table, rows, look);
      }
      axes(g, frame, table, settings, look);
      legend(g, frame, colouring, look);
    } finally {
      g.dispose();
    }
    double millis = (System.nanoTime() - t0) / 1e6;
    return new SpectraFrame(
        w, h, pixels, LEFT, TOP, frame.plotWidth(), frame.plotHeight(), view, rows, data, millis);
  }

  /** The window showing every value of {@code rows} (3 % margin above and below). */
  static Viewport auto(SpectraTable table, int[] rows) {
    double[] axis = table.axis();
    double xMin = Double.POSITIVE_INFINITY;
    double xMax = Double.NEGATIVE_INFINITY;
    for (double x : axis) {
      xMin = Math.min(xMin, x);
      xMax = Math.max(xMax, x);
    }
    float lo = Float.POSITIVE_INFINITY;
    float hi = Float.NEGATIVE_INFINITY;
    float[] v = table.values();
    int cols = table.cols();
    for (int r : rows) {
      for (int i = r * cols, end = i + cols; i < end; i++) {
        float f = v[i];
        if (f < lo) {
          lo = f;
        }
        if (f > hi) {
          hi = f;
        }
      }
    }
    if (!(lo <= hi)) {
      return new Viewport(xMin, xMax, 0, 1);
    }
    double pad = (hi - lo) * 0.03;
    return new Viewport(xMin, xMax, lo - pad, hi + pad);
  }

  /** Blending alpha (0 to 256) for {@code n} overlaid spectra. */
  static int alpha(int n) {
    double a = Math.max(0.1, Math.min(0.9, 7 / Math.sqrt(Math.max(1, n))));
    return (int) Math.round(a * 256);
  }

  private static void lines(
      SpectraFrame f, SpectraTable table, int[] rows, SpectraColouring c, int maxStrips) {
    int a = alpha(rows.length);
    int cols = table.cols();
    double[] px = new double[cols];
    boolean increasing = true;
    for (int col = 0; col < cols; col++) {
      px[col] = f.pixelX(table.axis()[col]);
      increasing &= col == 0 || px[col] >= px[col - 1];
    }
    Spans spans = new Spans(f, a);
    try {
      if (increasing && cols > f.plotWidth()) {
        decimated(f, table, rows, c, px, spans, maxStrips);
      } else {
        joined(f, table, rows, c, px, spans);
      }
    } finally {
      spans.finish();
    }
  }

  /** Every segment between consecutive wavelengths, for axes that are short or not increasing. */
  private static void joined(
      SpectraFrame f,
      SpectraTable table,
      int[] rows,
      SpectraColouring c,
      double[] px,
      Spans spans) {
    int cols = table.cols();
    double sy = (f.plotHeight() - 1) / f.viewport().height();
    double y0 = f.viewport().yMax();
    float[] v = table.values();
    for (int r : rows) {
      spans.colour(c.rgb(r));
      int base = r * cols;
      double prevX = Double.NaN;
      double prevY = Double.NaN;
      for (int col = 0; col < cols; col++) {
        double x = px[col];
        double y = f.plotY() + (y0 - v[base + col]) * sy;
        if (!Double.isNaN(prevX)) {
          spans.segment(prevX, prevY, x, y);
        }
        prevX = x;
        prevY = y;
      }
      spans.flush();
    }
  }

  /**
   * The common case of more wavelengths than pixels on an increasing axis: per spectrum, one pass
   * keeps the lowest and highest value of every pixel column (and the last value of the column
   * before, to join them), and maps only those two to pixels. The cost is one comparison per value
   * and one span per pixel column.
   */
  private static void decimated(
      SpectraFrame f,
      SpectraTable table,
      int[] rows,
      SpectraColouring c,
      double[] px,
      Spans spans,
      int maxStrips) {
    int cols = table.cols();
    int[] column = new int[cols];
    for (int col = 0; col < cols; col++) {
      column[col] = (int) Math.floor(px[col]);
    }
    int strips =
        (long) rows.length * cols < PARALLEL_VALUES
            ? 1
            : Math.max(1, Math.min(maxStrips, Runtime.getRuntime().availableProcessors()));
    List<int[]> ranges = new java.util.ArrayList<>();
    int from = 0;
    for (int k = 0; k < strips; k++) {
      int edge = f.plotX() + (int) ((long) f.plotWidth() * (k + 1) / strips);
      int to = from;
      while (to < cols && (k == strips - 1 || column[to] < edge)) {
        to++;
      }
      if (to > from) {
        ranges.add(new int[] {from, to});
      }
      from = to;
    }
    // strips own disjoint pixel columns, so they draw at once and each pixel is blended in row
    // order: the image is the same as one strip's
    ranges.parallelStream()
        .forEach(range -> strip(f, table, rows, c, column, range[0], range[1], new Spans(spans)));
  }

  /** Draws data columns {@code [from, to)} of every row (joined to column {@code from - 1}). */
  private static void strip(
      SpectraFrame f,
      SpectraTable table,
      int[] rows,
      SpectraColouring c,
      int[] column,
      int from,
      int to,
      Spans spans) {
    int cols = table.cols();
    double sy = (f.plotHeight() - 1) / f.viewport().height();
    double y0 = f.viewport().yMax() * sy + f.plotY();
    float[] v = table.values();
    for (int r : rows) {
      spans.colour(c.rgb(r));
      int base = r * cols;
      float first = v[base + from];
      float last = from > 0 ? v[base + from - 1] : first;
      int current = column[from];
      float lo = Math.min(last, first);
      float hi = Math.max(last, first);
      last = first;
      for (int col = from + 1; col < to; col++) {
        float value = v[base + col];
        int at = column[col];
        if (at == current) {
          if (value < lo) {
            lo = value;
          } else if (value > hi) {
            hi = value;
          }
        } else {
          // pixel rows grow downwards: the highest value is the top of the span
          spans.span(current, y0 - hi * sy, y0 - lo * sy);
          if (at > current + 1) {
            spans.segment(current, y0 - last * sy, at, y0 - value * sy);
            spans.flush();
          }
          current = at;
          lo = Math.min(last, value);
          hi = Math.max(last, value);
        }
        last = value;
      }
      spans.span(current, y0 - hi * sy, y0 - lo * sy);
    }
  }

  /**
   * Accumulates one spectrum's vertical span per pixel column and blends each finished column into
   * the plot area: a segment extends the spans of the columns it crosses. The plot area is held
   * column by column while the spans are blended (a span is then contiguous in memory, which made
   * the drawing of 5,000 spectra about twice as fast as blending down the image's rows), and
   * written back into the image's rows by {@link #finish()}.
   */
  private static final class Spans {
    private final SpectraFrame f;
    private final int alpha;
    private final int left;
    private final int right;
    private final int top;
    private final int bottom;
    private int rgb;
    private int column = Integer.MIN_VALUE;
    private double lo;
    private double hi;

    private final int height;
    private final int[] columns;

    /** Spans of another strip drawing into {@code shared}'s plot area (its own state). */
    Spans(Spans shared) {
      this.f = shared.f;
      this.alpha = shared.alpha;
      this.left = shared.left;
      this.right = shared.right;
      this.top = shared.top;
      this.bottom = shared.bottom;
      this.height = shared.height;
      this.columns = shared.columns;
    }

    Spans(SpectraFrame f, int alpha) {
      this.f = f;
      this.alpha = alpha;
      this.left = f.plotX();
      this.right = f.plotX() + f.plotWidth() - 1;
      this.top = f.plotY();
      this.bottom = f.plotY() + f.plotHeight() - 1;
      this.height = f.plotHeight();
      this.columns = new int[f.plotWidth() * height];
      int[] p = f.pixels();
      int w = f.width();
      for (int x = 0; x < f.plotWidth(); x++) {
        for (int y = 0; y < height; y++) {
          columns[x * height + y] = p[(top + y) * w + left + x];
        }
      }
    }

    /** Writes the plot area back into the image's rows. */
    void finish() {
      flush();
      int[] p = f.pixels();
      int w = f.width();
      for (int y = 0; y < height; y++) {
        int row = (top + y) * w + left;
        for (int x = 0; x < f.plotWidth(); x++) {
          p[row + x] = columns[x * height + y];
        }
      }
    }

    void colour(int packed) {
      this.rgb = packed;
    }

    void segment(double x0, double y0, double x1, double y1) {
      if (x1 < x0) {
        double t = x0;
        x0 = x1;
        x1 = t;
        t = y0;
        y0 = y1;
        y1 = t;
      }
      if (x1 < left || x0 > right + 1) {
        return;
      }
      int c0 = (int) Math.floor(x0);
      int c1 = (int) Math.floor(x1);
      if (c0 == c1) {
        extend(c0, Math.min(y0, y1), Math.max(y0, y1));
        return;
      }
      double slope = (y1 - y0) / (x1 - x0);
      int from = Math.max(c0, left - 1);
      int to = Math.min(c1, right + 1);
      for (int c = from; c <= to; c++) {
        double xa = Math.max(x0, c);
        double xb = Math.min(x1, c + 1);
        double ya = y0 + (xa - x0) * slope;
        double yb = y0 + (xb - x0) * slope;
        extend(c, Math.min(ya, yb), Math.max(ya, yb));
      }
    }

    /**
     * Draws column {@code c} from pixel row {@code from} to {@code to} at once (the decimated
     * path's one call per pixel column: no state, no floor of a negative number).
     */
    void span(int c, double from, double to) {
      if (c < left || c > right || to < top || from > bottom + 1) {
        return;
      }
      blend(c, (int) Math.max(top, from), (int) Math.min(bottom, to));
    }

    private void blend(int c, int from, int to) {
      int[] p = columns;
      int base = (c - left) * height - top;
      int inv = 256 - alpha;
      int sr = (rgb >> 16 & 0xFF) * alpha;
      int sg = (rgb >> 8 & 0xFF) * alpha;
      int sb = (rgb & 0xFF) * alpha;
      for (int i = base + from, end = base + to; i <= end; i++) {
        int d = p[i];
        p[i] =
            0xFF000000
                | ((sr + (d >> 16 & 0xFF) * inv) >> 8) << 16
                | ((sg + (d >> 8 & 0xFF) * inv) >> 8) << 8
                | (sb + (d & 0xFF) * inv) >> 8;
      }
    }

    private void extend(int c, double low, double high) {
      if (c != column) {
        flush();
        column = c;
        lo = low;
        hi = high;
      } else {
        lo = Math.min(lo, low);
        hi = Math.max(hi, high);
      }
    }

    void flush() {
      if (column >= left && column <= right && hi >= top && lo <= bottom + 1) {
        blend(column, Math.max(top, (int) Math.floor(lo)), Math.min(bottom, (int) Math.floor(hi)));
      }
      column = Integer.MIN_VALUE;
    }
  }

  private static void band(
      Graphics2D g, SpectraFrame f, SpectraTable table, int[] rows, ChartLook look) {
    if (rows.length == 0) {
      return;
    }
    int cols = table.cols();
    double[] mean = new double[cols];
    double[] sq = new double[cols];
    for (int r : rows) {
      for (int c = 0; c < cols; c++) {
        double v = table.value(r, c);
        mean[c] += v;
        sq[c] += v * v;
      }
    }
    Path2D.Double area = new Path2D.Double();
    Path2D.Double line = new Path2D.Double();
    double[] sd = new double[cols];
    for (int c = 0; c < cols; c++) {
      mean[c] /= rows.length;
      sd[c] = Math.sqrt(Math.max(0, sq[c] / rows.length - mean[c] * mean[c]));
      double x = f.pixelX(table.axis()[c]);
      if (c == 0) {
        area.moveTo(x, f.pixelY(mean[c] + sd[c]));
        line.moveTo(x, f.pixelY(mean[c]));
      } else {
        area.lineTo(x, f.pixelY(mean[c] + sd[c]));
        line.lineTo(x, f.pixelY(mean[c]));
      }
    }
    for (int c = cols - 1; c >= 0; c--) {
      area.lineTo(f.pixelX(table.axis()[c]), f.pixelY(mean[c] - sd[c]));
    }
    area.closePath();
    java.awt.Shape clip = g.getClip();
    g.clipRect(f.plotX(), f.plotY(), f.plotWidth(), f.plotHeight());
    Color accent = ChartLook.ACCENT;
    g.setColor(new Color(accent.getRed(), accent.getGreen(), accent.getBlue(), 70));
    g.fill(area);
    g.setColor(accent.darker());
    g.setStroke(new BasicStroke(1f));
    g.draw(area);
    g.setColor(look.text());
    g.setStroke(new BasicStroke(2f));
    g.draw(line);
    g.setClip(clip);
  }

  private static void grid(Graphics2D g, SpectraFrame f, ChartLook look) {
    g.setColor(look.grid());
    for (double t : Ticks.of(f.viewport().xMin(), f.viewport().xMax(), f.plotWidth() / 90)) {
      int x = (int) Math.round(f.pixelX(t));
      g.drawLine(x, f.plotY(), x, f.plotY() + f.plotHeight() - 1);
    }
    for (double t : Ticks.of(f.viewport().yMin(), f.viewport().yMax(), f.plotHeight() / 32)) {
      int y = (int) Math.round(f.pixelY(t));
      g.drawLine(f.plotX(), y, f.plotX() + f.plotWidth() - 1, y);
    }
  }

  private static void axes(
      Graphics2D g, SpectraFrame f, SpectraTable table, SpectraSettings s, ChartLook look) {
    g.setColor(look.text());
    g.drawRect(f.plotX(), f.plotY(), f.plotWidth() - 1, f.plotHeight() - 1);
    g.setFont(LABEL);
    FontMetrics fm = g.getFontMetrics();
    int bottom = f.plotY() + f.plotHeight();
    List<Double> xs = Ticks.of(f.viewport().xMin(), f.viewport().xMax(), f.plotWidth() / 90);
    for (double t : xs) {
      int x = (int) Math.round(f.pixelX(t));
      g.drawLine(x, bottom, x, bottom + 4);
      String label = Ticks.format(t, xs);
      g.drawString(label, x - fm.stringWidth(label) / 2, bottom + 4 + fm.getAscent());
    }
    List<Double> ys = Ticks.of(f.viewport().yMin(), f.viewport().yMax(), f.plotHeight() / 32);
    for (double t : ys) {
      int y = (int) Math.round(f.pixelY(t));
      g.drawLine(f.plotX() - 4, y, f.plotX(), y);
      String label = Ticks.format(t, ys);
      g.drawString(label, f.plotX() - 6 - fm.stringWidth(label), y + fm.getAscent() / 2 - 1);
    }
    String xLabel = table.axisLabel();
    g.drawString(
        xLabel,
        f.plotX() + (f.plotWidth() - fm.stringWidth(xLabel)) / 2,
        f.height() - fm.getDescent() - 2);
    AffineTransform saved = g.getTransform();
    g.rotate(-Math.PI / 2);
    String yLabel = "value";
    g.drawString(
        yLabel, -(f.plotY() + (f.plotHeight() + fm.stringWidth(yLabel)) / 2), fm.getAscent() + 2);
    g.setTransform(saved);
    g.setFont(TITLE);
    FontMetrics tm = g.getFontMetrics();
    String title =
        String.format(
            Locale.ROOT,
            "%s · %,d of %,d spectra · %s",
            s.title(),
            f.rows().length,
            table.rows(),
            s.partition());
    g.drawString(title, f.plotX(), tm.getAscent() + 4);
  }

  private static void legend(Graphics2D g, SpectraFrame f, SpectraColouring c, ChartLook look) {
    int x = f.plotX() + f.plotWidth() + 14;
    int top = f.plotY();
    g.setFont(LABEL);
    FontMetrics fm = g.getFontMetrics();
    g.setColor(look.text());
    g.drawString("colour: " + clip(c.name(), 12), x, top + fm.getAscent());
    int barTop = top + fm.getHeight() + 6;
    switch (c) {
      case SpectraColouring.ByValue v -> {
        int barHeight = Math.max(20, f.plotHeight() - (barTop - top) - 4);
        for (int i = 0; i < barHeight; i++) {
          double value =
              v.scale().high()
                  - (double) i / (barHeight - 1) * (v.scale().high() - v.scale().low());
          g.setColor(new Color(v.scale().rgb(value)));
          g.drawLine(x, barTop + i, x + 14, barTop + i);
        }
        g.setColor(look.text());
        g.drawRect(x, barTop, 14, barHeight - 1);
        List<Double> ticks =
            Ticks.of(v.scale().low(), v.scale().high(), Math.max(2, barHeight / 28));
        for (double t : ticks) {
          int y = barTop + (int) Math.round((1 - v.scale().fraction(t)) * (barHeight - 1));
          g.drawLine(x + 14, y, x + 18, y);
          g.drawString(Ticks.format(t, ticks), x + 21, y + fm.getAscent() / 2 - 1);
        }
      }
      case SpectraColouring.ByCategory k -> {
        int y = barTop;
        int max = Math.max(1, (f.plotHeight() - (barTop - top)) / (fm.getHeight() + 2));
        for (int i = 0; i < k.categories().size() && i < max; i++) {
          g.setColor(new Color(SpectraColouring.ByCategory.categoryRgb(i)));
          g.fillRect(x, y + 2, 10, 10);
          g.setColor(look.text());
          String label =
              i == max - 1 && k.categories().size() > max
                  ? "+" + (k.categories().size() - i) + " more"
                  : clip(k.categories().get(i), 12);
          g.drawString(label, x + 14, y + fm.getAscent());
          y += fm.getHeight() + 2;
        }
      }
    }
  }

  private static String clip(String text, int max) {
    return text.length() <= max ? text : text.substring(0, max - 1) + "…";
  }
}
