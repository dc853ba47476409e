package org.spectraflow.engine.data.formats;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.data.io.DatasetException;

/**
 * Writes spectra as a nirs4all X file: {@code ;}-separated, a header line of the x values in the
 * first spectrum's own order, then one row per spectrum. Spectra on another axis are refused,
 * naming both axes, unless resampling is asked for: then each is linearly interpolated onto the
 * first spectrum's axis (never extrapolated; {@link Axes#resample}). Numbers are written in Java's
 * shortest round-trip form. Stateless.
 */
public final class SpectraCsv {

  /** One input file's name and content. */
  public record Source(String name, SpectraFile content) {}

  private SpectraCsv() {}

  /**
   * The header and rows for {@code sources}, in order.
   *
   * @throws DatasetException naming the file, the spectrum and both axes when an axis differs and
   *     {@code resample} is false
   */
  public static double[][] rows(List<Source> sources, boolean resample, double[][] axisOut) {
    List<Spectrum> all = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (Source s : sources) {
      for (int i = 0; i < s.content().spectra().size(); i++) {
        all.add(s.content().spectra().get(i));
        names.add(s.name() + " spectrum " + (i + 1));
      }
    }
    double[] axis = all.get(0).x();
    axisOut[0] = axis;
    if (!resample) {
      for (int i = 1; i < all.size(); i++) {
        if (!Axes.same(all.get(i).x(), axis)) {
          throw new DatasetException(
              "spectra on different x axes: "
                  + names.get(0)
                  + " has "
                  + Axes.describe(axis)
                  + ", "
                  + names.get(i)
                  + " has "
                  + Axes.describe(all.get(i).x())
                  + "; give --resample to interpolate every spectrum onto the first axis");
        }
      }
    }
    return Axes.resample(names.get(0), all);
  }

  /** Writes the CSV text of {@code axis} and {@code rows} to {@code out}. */
  public static void write(OutputStream out, double[] axis, double[][] rows) throws IOException {
    Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
    line(w, axis);
    for (double[] row : rows) {
      line(w, row);
    }
    w.flush();
  }

  private static void line(Writer w, double[] values) throws IOException {
    StringBuilder b = new StringBuilder(values.length * 12);
    for (int j = 0; j < values.length; j++) {
      if (j > 0) {
        b.append(';');
      }
      b.append(Axes.number(values[j]));
    }
    b.append('\n');
    w.write(b.toString());
  }
}
