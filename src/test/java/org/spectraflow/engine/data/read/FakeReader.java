package org.spectraflow.engine.data.read;

import java.nio.file.Path;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;

/** A reader for selection tests: an id and an input, reading nothing. */
record FakeReader(String id, ReaderInput input) implements DatasetReader {

  @Override
  public String name() {
    return "fake " + id;
  }

  @Override
  public SpectroDataset read(Path path, ReaderOptions options, Precision precision) {
    throw new UnsupportedOperationException("fake reader " + id);
  }
}
