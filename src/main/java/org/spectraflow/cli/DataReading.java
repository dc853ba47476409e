package org.spectraflow.cli;

import java.nio.file.Path;
import java.util.Map;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.read.DatasetReader;
import org.spectraflow.engine.data.read.DatasetReaders;
import org.spectraflow.engine.data.read.ReaderInput;

/**
 * Reads the dataset a command's {@code --data} (or {@code info}'s argument) names through the
 * {@link DatasetReaders} registry: {@code demo}, or a path whose reader is picked by magic bytes,
 * extension or folder, or the reader {@code --reader} forces. Stateless.
 */
final class DataReading {

  /** The {@code --reader} option's description. */
  static final String READER_HELP =
      "Force a dataset reader by id (default: chosen from the path; 'demo' for demo).";

  private DataReading() {}

  /**
   * Reads {@code data} with {@code options} for its reader.
   *
   * @param data {@code demo} or a folder or file
   * @param readerId the reader to force, or null to choose from {@code data}
   * @throws org.spectraflow.engine.data.io.DatasetException when no reader reads it, an option is
   *     bad or the read fails (naming file and line)
   */
  static SpectroDataset read(
      String data, String readerId, Map<String, String> options, Precision precision) {
    DatasetReaders readers = DatasetReaders.standard();
    DatasetReader reader = readers.choose(readerId, data);
    Path path = reader.input().kind() == ReaderInput.Kind.NONE ? null : Path.of(data);
    return readers.read(reader, path, options, precision);
  }

  /**
   * The reader {@code data} is read with and the absolute path it reads (null for the demo).
   *
   * @param reader the reader's id
   * @param path the folder or file, or null
   */
  record Source(String reader, String path) {}

  /** Where {@code data} is read from, as {@link #read} reads it. */
  static Source source(String data, String readerId) {
    DatasetReader reader = DatasetReaders.standard().choose(readerId, data);
    return new Source(
        reader.id(),
        reader.input().kind() == ReaderInput.Kind.NONE
            ? null
            : Path.of(data).toAbsolutePath().toString());
  }
}
