package org.spectraflow.engine.data.io;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The files of one dataset given by role instead of found by name, as a dataset config file names
 * them (docs/formats.md, "Dataset config files"). Train X and Y are required; test Y needs test X.
 *
 * @param trainX the train spectra
 * @param trainY the train targets
 * @param testX the test spectra, if any
 * @param testY the test targets (present exactly when {@code testX} is)
 * @param trainMetadata the train metadata, if any
 * @param testMetadata the test metadata, if any
 */
public record DatasetFileSet(
    Path trainX,
    Path trainY,
    Optional<Path> testX,
    Optional<Path> testY,
    Optional<Path> trainMetadata,
    Optional<Path> testMetadata) {

  /** Every file named, train before test, X then Y then metadata. */
  public List<Path> all() {
    List<Path> out = new ArrayList<>(List.of(trainX, trainY));
    trainMetadata.ifPresent(out::add);
    testX.ifPresent(out::add);
    testY.ifPresent(out::add);
    testMetadata.ifPresent(out::add);
    return List.copyOf(out);
  }

  /** Checks that nothing is null. */
  public DatasetFileSet {
    Objects.requireNonNull(trainX, "trainX");
    Objects.requireNonNull(trainY, "trainY");
    Objects.requireNonNull(testX, "testX");
    Objects.requireNonNull(testY, "testY");
    Objects.requireNonNull(trainMetadata, "trainMetadata");
    Objects.requireNonNull(testMetadata, "testMetadata");
  }
}
