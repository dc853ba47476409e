package org.spectraflow.engine.data.formats.jcamp;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.data.formats.Clip;
import org.spectraflow.engine.data.formats.FormatLimits;
import org.spectraflow.engine.data.formats.SpectraFile;
import org.spectraflow.engine.data.formats.SpectraFormat;
import org.spectraflow.engine.data.formats.Spectrum;
import org.spectraflow.engine.data.io.DatasetException;
import org.spectraflow.engine.data.read.ReaderInput;

/**
 * Reads JCAMP-DX files (4.24 and 5.01; McDonald &amp; Wilks, Appl. Spectrosc. 42 (1988) 151, and
 * the IUPAC 5.01 revision): {@code ##XYDATA=(X++(Y..Y))} tables in AFFN or the compressed ASDF
 * forms ({@link AsdfLine}) with the Y-check rule (a line that ends in DIF form repeats its last
 * ordinate at the start of the next line; that value is checked and dropped), {@code ##PEAK TABLE=}
 * and {@code ##XYPOINTS=} pairs, LINK files with several blocks (one spectrum per block holding a
 * table), {@code XFACTOR}/{@code YFACTOR}, x from {@code FIRSTX}, {@code LASTX} and {@code NPOINTS}
 * (each line's leading abscissa is checked against it), {@code $$} comments and anything after the
 * last {@code ##END=}. NTUPLES tables are refused. See docs/formats.md.
 */
public final class JcampFormat implements SpectraFormat {

  /** This reader's id. */
  public static final String ID = "jcamp-dx";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "JCAMP-DX spectra file";
  }

  @Override
  public ReaderInput input() {
    return ReaderInput.file("##TITLE=", "jdx", "dx", "jcamp", "jcm");
  }

  @Override
  public SpectraFile parse(Path file, byte[] bytes) {
    String text = new String(bytes, StandardCharsets.ISO_8859_1);
    JcampParser.Parsed parsed = JcampParser.parse(file, text);
    if (parsed.dataBlocks().isEmpty()) {
      throw new DatasetException(
          file, 0, "holds no ##XYDATA=, ##PEAK TABLE= or ##XYPOINTS= table: no spectrum to read");
    }
    List<Spectrum> spectra = new ArrayList<>();
    for (JcampBlock block : parsed.dataBlocks()) {
      spectra.add(spectrum(file, block));
    }
    JcampBlock first = parsed.dataBlocks().get(0);
    Map<String, String> meta = new LinkedHashMap<>(parsed.root().labels);
    meta.remove("XYDATA");
    return new SpectraFile(
        "JCAMP-DX",
        spectra,
        unit(first, parsed.root(), "XUNITS"),
        unit(first, parsed.root(), "YUNITS"),
        meta);
  }

  private static String unit(JcampBlock block, JcampBlock root, String label) {
    String v = block.label(label);
    if (v == null) {
      v = root.label(label);
    }
    return v == null ? "" : v.strip();
  }

  private static Spectrum spectrum(Path file, JcampBlock block) {
    Map<String, String> meta = new LinkedHashMap<>(block.labels);
    meta.remove(block.tableLabel);
    double xFactor = number(file, block, "XFACTOR", 1);
    double yFactor = number(file, block, "YFACTOR", 1);
    String form = block.tableForm;
    if (block.tableLabel.equals("XYDATA") && form.startsWith("(X++(")) {
      return xyData(file, block, xFactor, yFactor, meta);
    }
    if (form.startsWith("(XY..XY)")
        || form.startsWith("(XYW..XYW)")
        || form.startsWith("(XYM..XYM)")) {
      int group = form.startsWith("(XY..") ? 2 : 3;
      return pairs(file, block, group, xFactor, yFactor, meta);
    }
    throw new DatasetException(
        file,
        block.tableLine,
        "expected a table form (X++(Y..Y)), (XY..XY) or (XYW..XYW) but found '"
            + Clip.line(block.labels.get(block.tableLabel))
            + "'");
  }

  private static Spectrum xyData(
      Path file, JcampBlock block, double xFactor, double yFactor, Map<String, String> meta) {
    YBuffer ys = new YBuffer(file);
    double[] lineX = new double[Math.max(1, block.data.size())];
    int[] lineStart = new int[lineX.length];
    boolean previousDif = false;
    int lineIndex = 0;
    for (JcampBlock.Line line : block.data) {
      ys.line(line.number());
      int before = ys.size();
      AsdfLine.Result r = AsdfLine.decode(line.text(), line.number(), file, ys);
      int first = before;
      if (previousDif && r.count() > 0 && before > 0) {
        double check = ys.get(before);
        double last = ys.get(before - 1);
        if (!(Math.abs(check - last) <= 1e-9 * Math.max(1, Math.abs(last)))
            && !(Double.isNaN(check) && Double.isNaN(last))) {
          throw new DatasetException(
              file,
              line.number(),
              "the Y-check value "
                  + check
                  + " differs from the last ordinate of the line before ("
                  + last
                  + "): a line is damaged or missing");
        }
        ys.remove(before);
        first = before - 1;
      }
      lineX[lineIndex] = r.x() * xFactor;
      lineStart[lineIndex] = first;
      lineIndex++;
      previousDif = r.endsInDif();
    }
    double[] y = ys.toArray();
    if (y.length == 0) {
      throw new DatasetException(
          file,
          block.tableLine,
          "the ##XYDATA= table of block '" + Clip.line(block.title()) + "' is empty");
    }
    int declared = (int) number(file, block, "NPOINTS", y.length);
    if (declared != y.length) {
      throw new DatasetException(
          file,
          block.data.isEmpty() ? block.tableLine : block.data.get(block.data.size() - 1).number(),
          "##NPOINTS= says "
              + declared
              + " points but the table of block '"
              + Clip.line(block.title())
              + "' holds "
              + y.length
              + ": it is truncated or damaged");
    }
    for (int i = 0; i < y.length; i++) {
      y[i] *= yFactor;
    }
    double[] x = abscissa(file, block, lineX, lineStart, lineIndex, y.length, xFactor);
    return new Spectrum(block.title(), x, y, meta);
  }

  /** x from FIRSTX/LASTX (or DELTAX), each line's leading abscissa checked against it. */
  private static double[] abscissa(
      Path file,
      JcampBlock block,
      double[] lineX,
      int[] lineStart,
      int lines,
      int points,
      double xFactor) {
    double firstX = number(file, block, "FIRSTX", lineX[0]);
    double lastX;
    if (block.labels.containsKey("LASTX")) {
      lastX = number(file, block, "LASTX", 0);
    } else if (block.labels.containsKey("DELTAX")) {
      lastX = firstX + number(file, block, "DELTAX", 0) * (points - 1);
    } else if (points == 1) {
      lastX = firstX;
    } else {
      throw new DatasetException(
          file,
          block.tableLine,
          "block '" + Clip.line(block.title()) + "' has neither ##LASTX= nor ##DELTAX=");
    }
    double step = points > 1 ? (lastX - firstX) / (points - 1) : 0;
    double[] x = new double[points];
    for (int i = 0; i < points; i++) {
      x[i] = firstX + i * step;
    }
    double tolerance = Math.max(Math.abs(step) * 0.5, Math.abs(xFactor) * 0.5);
    for (int l = 0; l < lines; l++) {
      int at = lineStart[l];
      if (at >= points) {
        continue;
      }
      if (!(Math.abs(lineX[l] - x[at]) <= tolerance)) {
        throw new DatasetException(
            file,
            block.data.get(l).number(),
            "the line starts at x = "
                + lineX[l]
                + " but its first ordinate is point "
                + (at + 1)
                + " at x = "
                + x[at]
                + " (from FIRSTX, LASTX and NPOINTS): a line is missing or damaged");
      }
    }
    return x;
  }

  private static Spectrum pairs(
      Path file,
      JcampBlock block,
      int group,
      double xFactor,
      double yFactor,
      Map<String, String> meta) {
    List<Double> values = new ArrayList<>();
    for (JcampBlock.Line line : block.data) {
      for (String token : line.text().split("[\\s,;]+")) {
        if (token.isEmpty()) {
          continue;
        }
        if (values.size() >= FormatLimits.MAX_POINTS * group) {
          throw new DatasetException(file, line.number(), "the table holds too many points");
        }
        values.add(token.equals("?") ? Double.NaN : parse(file, line.number(), token));
      }
    }
    if (values.size() % group != 0 || values.isEmpty()) {
      throw new DatasetException(
          file,
          block.tableLine,
          "the "
              + Clip.line(block.labels.get(block.tableLabel))
              + " table of block '"
              + Clip.line(block.title())
              + "' holds "
              + values.size()
              + " numbers, expected a non-empty multiple of "
              + group);
    }
    int n = values.size() / group;
    double[] x = new double[n];
    double[] y = new double[n];
    for (int i = 0; i < n; i++) {
      x[i] = values.get(i * group) * xFactor;
      y[i] = values.get(i * group + 1) * yFactor;
    }
    return new Spectrum(block.title(), x, y, meta);
  }

  private static double number(Path file, JcampBlock block, String label, double fallback) {
    String v = block.label(label);
    if (v == null || v.isBlank()) {
      return fallback;
    }
    return parse(file, block.tableLine, v.strip());
  }

  private static double parse(Path file, int line, String text) {
    try {
      double v = Double.parseDouble(text);
      if (Double.isFinite(v)) {
        return v;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new DatasetException(file, line, "expected a number but found '" + Clip.line(text) + "'");
  }
}
