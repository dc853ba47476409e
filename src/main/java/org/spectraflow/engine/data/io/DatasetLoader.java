package org.spectraflow.engine.data.io;

import java.nio.file.Path;
import org.spectraflow.engine.data.SpectroDataset;

/** Loads a dataset from a location; failures are {@link DatasetException}s naming file and line. */
@FunctionalInterface
public interface DatasetLoader {

  /** Loads the dataset at {@code location}. */
  SpectroDataset load(Path location);
}
