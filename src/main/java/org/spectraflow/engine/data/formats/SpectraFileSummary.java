package org.spectraflow.engine.data.formats;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What {@code spectraflow info FILE} prints for a spectra file: the format, the spectra count, the
 * first spectrum's points and x ends in file order, the units as the file states them, the
 * per-spectrum point counts when they differ, whether all spectra share one axis, the spectra
 * titles (first 20) and the file's metadata. Immutable.
 *
 * @param file the file name as given
 * @param format the format's name
 * @param reader the reader's id
 * @param spectra number of spectra
 * @param points points of the first spectrum
 * @param pointsPerSpectrum every spectrum's points when they differ, else empty
 * @param xFirst the first spectrum's first x
 * @param xLast the first spectrum's last x
 * @param xUnits the x units as stated (empty when none)
 * @param yUnits the y units as stated (empty when none)
 * @param sharedAxis true when all spectra have the first one's x values
 * @param titles the first 20 spectra titles
 * @param metadata the file's fields
 */
public record SpectraFileSummary(
    String file,
    String format,
    String reader,
    int spectra,
    int points,
    List<Integer> pointsPerSpectrum,
    double xFirst,
    double xLast,
    String xUnits,
    String yUnits,
    boolean sharedAxis,
    List<String> titles,
    Map<String, String> metadata) {

  private static final int TITLES = 20;

  /** Copies the lists and the map. */
  public SpectraFileSummary {
    pointsPerSpectrum = List.copyOf(pointsPerSpectrum);
    titles = List.copyOf(titles);
    metadata = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(metadata));
  }

  /** The summary of {@code content}, read from {@code file} by the reader {@code reader}. */
  public static SpectraFileSummary of(String file, String reader, SpectraFile content) {
    Spectrum first = content.first();
    List<Integer> counts = new ArrayList<>();
    boolean differ = false;
    boolean shared = true;
    for (Spectrum s : content.spectra()) {
      counts.add(s.points());
      differ |= s.points() != first.points();
      shared &= Axes.same(s.x(), first.x());
    }
    List<String> titles = content.spectra().stream().limit(TITLES).map(Spectrum::title).toList();
    return new SpectraFileSummary(
        file,
        content.format(),
        reader,
        content.spectra().size(),
        first.points(),
        differ ? counts : List.of(),
        first.x(0),
        first.x(first.points() - 1),
        content.xUnits(),
        content.yUnits(),
        shared,
        titles.stream().allMatch(String::isEmpty) ? List.of() : titles,
        content.metadata());
  }
}
