package org.spectraflow.engine.run.check;

import java.util.List;
import org.spectraflow.engine.data.SpectroDataset;

/**
 * The part of a dataset the start check needs: how many training samples it has and how wide each
 * source is. Lets a caller check a document against data it has measured once without keeping the
 * spectra. Immutable.
 *
 * @param trainSamples training samples, or -1 when unknown
 * @param widths wavelengths of each source, in source order; empty when unknown
 */
public record DataSize(int trainSamples, List<Integer> widths) {

  /** Nothing known: rules on the data's shape stay silent. */
  public static final DataSize UNKNOWN = new DataSize(-1, List.of());

  /** Copies the widths and refuses negative ones. */
  public DataSize {
    widths = List.copyOf(widths);
    if (widths.stream().anyMatch(w -> w < 0)) {
      throw new IllegalArgumentException("source widths must be >= 0, were " + widths);
    }
  }

  /** The size of {@code dataset}. */
  public static DataSize of(SpectroDataset dataset) {
    return new DataSize(
        dataset.trainIds().length, dataset.sources().stream().map(s -> s.numFeatures()).toList());
  }

  /** True when nothing is known. */
  public boolean isUnknown() {
    return trainSamples < 0 && widths.isEmpty();
  }
}
