package org.spectraflow.engine.data.formats.sheet;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.data.formats.Clip;
import org.spectraflow.engine.data.formats.SpectraFile;
import org.spectraflow.engine.data.formats.Spectrum;
import org.spectraflow.engine.data.io.DatasetException;

/**
 * Finds the spectra in a sheet's grid of cells (numbers as {@link Double}, text as {@link String},
 * empty as null): a header row of at least two numbers after optional text columns (spectra in
 * rows), else a first column of numbers below a header row (spectra in columns), else an all-number
 * grid (rows, index axis). Stateless.
 */
final class SheetLayout {

  private SheetLayout() {}

  static SpectraFile read(Path file, String sheet, List<List<Object>> grid) {
    List<Object> header = grid.get(0);
    int cols = grid.stream().mapToInt(List::size).max().orElse(0);
    Map<String, String> meta = XlsxFormat.meta(sheet, grid.size(), cols);
    int c0 = numericTail(header);
    if (c0 >= 0 && header.size() - c0 >= 2 && grid.size() >= 2) {
      String label = c0 > 0 && header.get(0) instanceof String s ? s : "";
      if (!label.isEmpty()) {
        meta.put("label_cell", label);
      }
      double[] x = numbers(header, c0, header.size());
      List<Spectrum> spectra = new ArrayList<>();
      for (int r = 1; r < grid.size(); r++) {
        List<Object> row = grid.get(r);
        if (row.stream().allMatch(v -> v == null)) {
          continue;
        }
        double[] y = new double[x.length];
        for (int j = 0; j < x.length; j++) {
          y[j] = number(file, sheet, row, r, c0 + j);
        }
        String title = c0 > 0 && !row.isEmpty() && row.get(0) != null ? text(row.get(0)) : "";
        spectra.add(Spectrum.of(title, x, y));
      }
      String[] units = XlsxFormat.units(label);
      meta.put("layout", "header row of x values; one spectrum per row");
      return new SpectraFile("Excel .xlsx", spectra, units[0], units[1], meta);
    }
    boolean columnAxis = grid.size() >= 3 && header.size() >= 2;
    for (int r = 1; r < grid.size() && columnAxis; r++) {
      columnAxis = !grid.get(r).isEmpty() && grid.get(r).get(0) instanceof Double;
    }
    if (columnAxis && !(header.get(0) instanceof Double)) {
      double[] x = new double[grid.size() - 1];
      for (int r = 1; r < grid.size(); r++) {
        x[r - 1] = (Double) grid.get(r).get(0);
      }
      List<Spectrum> spectra = new ArrayList<>();
      for (int c = 1; c < header.size(); c++) {
        double[] y = new double[x.length];
        for (int r = 1; r < grid.size(); r++) {
          y[r - 1] = number(file, sheet, grid.get(r), r, c);
        }
        spectra.add(Spectrum.of(header.get(c) == null ? "" : text(header.get(c)), x, y));
      }
      String[] units = XlsxFormat.units(header.get(0) == null ? "" : text(header.get(0)));
      meta.put("layout", "first column of x values; one spectrum per column");
      return new SpectraFile("Excel .xlsx", spectra, units[0], units[1], meta);
    }
    double[] x = new double[cols];
    for (int j = 0; j < cols; j++) {
      x[j] = j;
    }
    List<Spectrum> spectra = new ArrayList<>();
    for (int r = 0; r < grid.size(); r++) {
      double[] y = new double[cols];
      for (int j = 0; j < cols; j++) {
        y[j] = number(file, sheet, grid.get(r), r, j);
      }
      spectra.add(Spectrum.of("", x, y));
    }
    if (cols == 0) {
      throw new DatasetException(file, 0, "sheet '" + sheet + "' holds no numbers");
    }
    meta.put("layout", "numbers only; one spectrum per row, index axis");
    return new SpectraFile("Excel .xlsx", spectra, "index", "", meta);
  }

  /** The first column from which the row holds only numbers to its end, or -1. */
  private static int numericTail(List<Object> row) {
    int end = row.size();
    int c = end;
    while (c > 0 && row.get(c - 1) instanceof Double) {
      c--;
    }
    return c < end ? c : -1;
  }

  private static double[] numbers(List<Object> row, int from, int to) {
    double[] out = new double[to - from];
    for (int i = from; i < to; i++) {
      out[i - from] = (Double) row.get(i);
    }
    return out;
  }

  private static double number(Path file, String sheet, List<Object> row, int r, int c) {
    Object v = c < row.size() ? row.get(c) : null;
    if (v instanceof Double d) {
      return d;
    }
    throw new DatasetException(
        file,
        0,
        "sheet '"
            + sheet
            + "' cell "
            + XlsxFormat.column(c)
            + (r + 1)
            + ": expected a number but found "
            + (v == null ? "an empty cell" : "'" + Clip.line(String.valueOf(v)) + "'"));
  }

  private static String text(Object v) {
    if (v instanceof Double d) {
      return d == Math.rint(d) ? Long.toString(d.longValue()) : d.toString();
    }
    return String.valueOf(v);
  }
}
