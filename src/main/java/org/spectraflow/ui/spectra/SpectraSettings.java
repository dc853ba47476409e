package org.spectraflow.ui.spectra;

/**
 * How a spectra plot is drawn: the colour choice, the partition shown, whether the mean ± sd band
 * is drawn, the data window (null for the automatic one: every shown value) and the theme.
 * Immutable.
 *
 * @param title the line above the plot
 * @param colourBy {@link SpectraData#BY_Y} or a metadata column's name
 * @param partition the samples shown
 * @param band whether the mean ± sd band is drawn
 * @param viewport the data window, null for automatic
 * @param dark whether the dark theme's colours are used
 */
public record SpectraSettings(
    String title,
    String colourBy,
    PartitionFilter partition,
    boolean band,
    Viewport viewport,
    boolean dark) {

  /** The default: coloured by y, every sample, no band, automatic window, light. */
  public static SpectraSettings defaults(String title) {
    return new SpectraSettings(title, SpectraData.BY_Y, PartitionFilter.ALL, false, null, false);
  }

  /** The same settings with another window. */
  public SpectraSettings withViewport(Viewport next) {
    return new SpectraSettings(title, colourBy, partition, band, next, dark);
  }
}
