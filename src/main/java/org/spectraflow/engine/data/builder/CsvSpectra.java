package org.spectraflow.engine.data.builder;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.data.formats.SpectraFile;
import org.spectraflow.engine.data.formats.Spectrum;
import org.spectraflow.engine.data.io.DatasetException;
import org.spectraflow.engine.data.io.TextTables;

/**
 * Reads a CSV spectra file for the builder: a header line of x values (wavelengths in the file's
 * own order), optionally after one label column, then one spectrum per line; the label cell, when
 * there is one, is the spectrum's title (its sample id). Stateless.
 */
final class CsvSpectra {

  private CsvSpectra() {}

  /**
   * The spectra of {@code file}.
   *
   * @throws DatasetException naming the file and line of a cell that is not a number
   */
  static SpectraFile read(Path file) {
    List<String[]> lines = TextTables.read(file);
    String[] header = lines.get(0);
    int first = number(header[0]) == null ? 1 : 0;
    double[] x = new double[header.length - first];
    for (int j = first; j < header.length; j++) {
      Double v = number(header[j]);
      if (v == null) {
        throw new DatasetException(
            file,
            1,
            "column "
                + (j + 1)
                + ": '"
                + header[j]
                + "' is not a number; the header line must hold the x values (wavelengths)");
      }
      x[j - first] = v;
    }
    if (x.length == 0 || lines.size() < 2) {
      throw new DatasetException(
          file,
          1,
          "holds no spectra; expected a header line of x values and one line per spectrum");
    }
    List<Spectrum> spectra = new ArrayList<>();
    for (int i = 1; i < lines.size(); i++) {
      String[] cells = lines.get(i);
      if (cells.length != header.length) {
        throw new DatasetException(
            file, i + 1, "has " + cells.length + " cells but the header has " + header.length);
      }
      double[] y = new double[x.length];
      for (int j = 0; j < y.length; j++) {
        Double v = number(cells[j + first]);
        if (v == null) {
          throw new DatasetException(
              file,
              i + 1,
              "column " + (j + first + 1) + ": '" + cells[j + first] + "' is not a number");
        }
        y[j] = v;
      }
      spectra.add(new Spectrum(first == 1 ? cells[0].trim() : "", x, y, Map.of()));
    }
    return new SpectraFile("CSV", spectra, "", "", Map.of());
  }

  private static Double number(String cell) {
    try {
      double v = Double.parseDouble(cell.trim());
      return Double.isFinite(v) ? v : null;
    } catch (NumberFormatException e) {
      return null;
    }
  }
}
