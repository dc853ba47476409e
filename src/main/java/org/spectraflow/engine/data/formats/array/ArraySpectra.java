package org.spectraflow.engine.data.formats.array;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.spectraflow.engine.data.formats.SpectraFile;
import org.spectraflow.engine.data.formats.Spectrum;
import org.spectraflow.engine.data.io.DatasetException;

/**
 * Finds the spectra in the named arrays of a container (.npz, .mat): the spectra matrix (named
 * {@code X}, {@code spectra}, {@code data}..., else the largest 2-D array), the axis (a vector
 * named {@code wavelengths}, {@code wavenumbers}, {@code axis}... as long as a spectrum; else the
 * index 0..n−1), one spectrum per row (or per column when only the rows match the axis), a target
 * vector {@code y} and text sample ids kept per spectrum (docs/formats.md, "Array files").
 * Stateless.
 */
public final class ArraySpectra {

  private static final Set<String> SPECTRA_NAMES =
      Set.of("x", "spectra", "spectrum", "data", "xcal", "xtrain", "absorbance", "reflectance");
  private static final Set<String> AXIS_NAMES =
      Set.of(
          "wavelengths",
          "wavelength",
          "wl",
          "wavenumbers",
          "wavenumber",
          "wn",
          "axis",
          "x_axis",
          "xaxis",
          "lambda",
          "nm",
          "headers");
  private static final Set<String> TARGET_NAMES =
      Set.of("y", "ycal", "ytrain", "target", "targets");

  private ArraySpectra() {}

  /**
   * The spectra file these arrays hold.
   *
   * @param texts text vectors by name (e.g. sample ids), possibly empty
   * @throws DatasetException naming the file when no numeric array holds spectra
   */
  public static SpectraFile of(
      String format,
      Path file,
      List<NumArray> arrays,
      Map<String, List<String>> texts,
      Map<String, String> metadata) {
    NumArray x = spectraMatrix(file, arrays);
    Optional<NumArray> axis =
        arrays.stream()
            .filter(a -> a != x && a.isVector() && AXIS_NAMES.contains(lower(a.name())))
            .filter(a -> a.size() == x.cols() || a.size() == x.rows())
            .findFirst();
    NumArray m = x;
    if (axis.isPresent() && axis.get().size() != x.cols() && axis.get().size() == x.rows()) {
      m = x.transposed();
    }
    int n = m.rows();
    int p = m.cols();
    double[] xs = new double[p];
    String xUnits;
    if (axis.isPresent()) {
      System.arraycopy(axis.get().values(), 0, xs, 0, p);
      xUnits = units(axis.get().name());
    } else {
      for (int j = 0; j < p; j++) {
        xs[j] = j;
      }
      xUnits = "index";
    }
    Optional<NumArray> y =
        arrays.stream()
            .filter(a -> a != x && a.isVector() && a.size() == n)
            .filter(a -> TARGET_NAMES.contains(lower(a.name())))
            .findFirst();
    Optional<List<String>> ids = texts.values().stream().filter(t -> t.size() == n).findFirst();
    List<Spectrum> spectra = new ArrayList<>(n);
    for (int r = 0; r < n; r++) {
      double[] row = new double[p];
      System.arraycopy(m.values(), r * p, row, 0, p);
      Map<String, String> meta = new LinkedHashMap<>();
      if (y.isPresent()) {
        meta.put(y.get().name(), Double.toString(y.get().values()[r]));
      }
      String title = ids.isPresent() ? ids.get().get(r) : "";
      spectra.add(new Spectrum(title == null ? "" : title, xs, row, meta));
    }
    Map<String, String> meta = new LinkedHashMap<>(metadata);
    meta.put("spectra_array", x.name() + " (" + x.rows() + " x " + x.cols() + ")");
    axis.ifPresent(a -> meta.put("axis_array", a.name()));
    y.ifPresent(a -> meta.put("target_array", a.name()));
    return new SpectraFile(format, spectra, xUnits, "", meta);
  }

  private static NumArray spectraMatrix(Path file, List<NumArray> arrays) {
    Optional<NumArray> named =
        arrays.stream().filter(a -> SPECTRA_NAMES.contains(lower(a.name()))).findFirst();
    if (named.isPresent() && named.get().size() > 0) {
      return named.get();
    }
    return arrays.stream()
        .filter(a -> a.size() > 0 && !AXIS_NAMES.contains(lower(a.name())))
        .max(
            Comparator.comparingInt((NumArray a) -> a.isVector() ? 0 : 1)
                .thenComparingInt(NumArray::size))
        .orElseThrow(
            () ->
                new DatasetException(
                    file,
                    0,
                    "holds no numeric array of spectra; expected a matrix such as X (one spectrum"
                        + " per row) and optionally a vector 'wavelengths'"));
  }

  private static String units(String axisName) {
    String n = lower(axisName);
    if (n.contains("wavenumber") || n.equals("wn")) {
      return "cm-1";
    }
    if (n.contains("wavelength") || n.equals("wl") || n.equals("nm") || n.equals("lambda")) {
      return "nm";
    }
    return "";
  }

  private static String lower(String s) {
    return s.toLowerCase(Locale.ROOT);
  }
}
