package org.spectraflow.engine.data.read;

import java.nio.file.Path;
import java.util.List;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;

/**
 * Reads one dataset format into a {@link SpectroDataset}. An implementation is one class with a
 * public no-argument constructor, listed on one line of {@code
 * META-INF/services/org.spectraflow.engine.data.read.DatasetReader}; {@link DatasetReaders} finds
 * it there (docs/extending.md, "Adding a dataset reader"). Implementations are stateless and
 * thread-safe.
 */
public interface DatasetReader {

  /**
   * The stable id stored in session files and given to {@code --reader} (lower case, e.g. {@code
   * nirs4all-folder}); never change it once released.
   */
  String id();

  /** The name shown to people (choosers, status bar), e.g. {@code nirs4all dataset folder}. */
  String name();

  /** What this reader reads: a folder, files with extensions and magic bytes, or nothing. */
  ReaderInput input();

  /** The options this reader takes, each typed with a default (empty when none). */
  default List<ReaderOption> options() {
    return List.of();
  }

  /**
   * Reads the dataset at {@code path}.
   *
   * @param path the folder or file (ignored by readers whose input is {@link
   *     ReaderInput.Kind#NONE})
   * @param options values for {@link #options()}, defaults filled in and checked
   * @param precision the precision features and targets are stored at
   * @throws org.spectraflow.engine.data.io.DatasetException naming the file and line at fault
   */
  SpectroDataset read(Path path, ReaderOptions options, Precision precision);
}
