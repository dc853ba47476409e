package org.spectraflow.engine.data.formats;

import java.nio.file.Path;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.read.DatasetReader;
import org.spectraflow.engine.data.read.ReaderOptions;

/**
 * A {@link DatasetReader} of one spectra file format: it parses a file into a {@link SpectraFile}
 * (spectra, axis, units, metadata: what {@code info} shows and {@code convert} writes) and reads it
 * as a dataset of those spectra, the axis as the source's headers ({@link SpectraDatasets}).
 * Implementations are stateless, thread-safe, and refuse a damaged file with a {@link
 * org.spectraflow.engine.data.io.DatasetException} naming the file, the byte offset or line and
 * what was expected (docs/formats.md).
 */
public interface SpectraFormat extends DatasetReader {

  /**
   * Parses {@code bytes}, the content of {@code file} (or of an archive entry named by it).
   *
   * @throws org.spectraflow.engine.data.io.DatasetException when the bytes are not a valid file of
   *     this format
   */
  SpectraFile parse(Path file, byte[] bytes);

  /** Parses {@code file}, refusing one over {@link FormatLimits#maxBytes()}. */
  default SpectraFile parse(Path file) {
    return parse(file, FormatLimits.read(file));
  }

  @Override
  default SpectroDataset read(Path path, ReaderOptions options, Precision precision) {
    return SpectraDatasets.toDataset(path, parse(path), precision);
  }
}
