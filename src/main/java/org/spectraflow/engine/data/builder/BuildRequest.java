package org.spectraflow.engine.data.builder;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * What to build: the spectra files, the reference table and its id, target and metadata columns,
 * the split, and whether spectra on another x axis may be resampled onto the first one. Immutable.
 *
 * @param files the spectra files, at least one, in the order their spectra are taken
 * @param reference the reference table file (CSV or xlsx)
 * @param idColumn the reference column holding sample ids
 * @param targets the target columns (at least one), written to Ycal/Yval
 * @param metadata the metadata columns, written with the id to Mcal/Mval
 * @param split how to divide the samples
 * @param resample interpolate spectra on another axis onto the first spectrum's (else refuse)
 */
public record BuildRequest(
    List<Path> files,
    Path reference,
    String idColumn,
    List<String> targets,
    List<String> metadata,
    SplitChoice split,
    boolean resample) {

  /** Checks the lists and copies them. */
  public BuildRequest {
    files = List.copyOf(files);
    targets = List.copyOf(targets);
    metadata = List.copyOf(metadata);
    Objects.requireNonNull(reference, "reference");
    Objects.requireNonNull(idColumn, "idColumn");
    Objects.requireNonNull(split, "split");
    if (files.isEmpty()) {
      throw new IllegalArgumentException("give at least one spectra file");
    }
    if (targets.isEmpty()) {
      throw new IllegalArgumentException("--target: give at least one target column");
    }
  }
}
