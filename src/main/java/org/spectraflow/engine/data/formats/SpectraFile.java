package org.spectraflow.engine.data.formats;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What one instrument or array file holds: its spectra in file order, the units of x and y as the
 * file states them, and the file-level fields (title, instrument, dates...). Immutable.
 *
 * @param format the format's name (e.g. {@code JCAMP-DX}, {@code SPC}, {@code Bruker OPUS})
 * @param spectra the spectra, at least one
 * @param xUnits the x units as the file states them ({@code ""} when it states none)
 * @param yUnits the y units as the file states them ({@code ""} when it states none)
 * @param metadata file-level fields in file order
 */
public record SpectraFile(
    String format,
    List<Spectrum> spectra,
    String xUnits,
    String yUnits,
    Map<String, String> metadata) {

  /** Checks there is at least one spectrum and copies the collections. */
  public SpectraFile {
    Objects.requireNonNull(format, "format");
    spectra = List.copyOf(spectra);
    if (spectra.isEmpty()) {
      throw new IllegalArgumentException("a spectra file holds at least one spectrum");
    }
    xUnits = xUnits == null ? "" : xUnits;
    yUnits = yUnits == null ? "" : yUnits;
    metadata = Collections.unmodifiableMap(new LinkedHashMap<>(metadata));
  }

  /** The first spectrum. */
  public Spectrum first() {
    return spectra.get(0);
  }

  /** True when every spectrum has exactly the first one's x values. */
  public boolean sharedAxis() {
    double[] x = first().x();
    return spectra.stream().allMatch(s -> java.util.Arrays.equals(s.x(), x));
  }
}
