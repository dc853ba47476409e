package org.spectraflow.engine.data.formats.config;

import java.nio.file.Path;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.io.DatasetException;
import org.spectraflow.engine.data.io.FolderDatasetLoader;
import org.spectraflow.engine.data.read.DatasetReader;
import org.spectraflow.engine.data.read.ReaderInput;
import org.spectraflow.engine.data.read.ReaderOptions;

/**
 * Reads a nirs4all dataset config file ({@code .yaml}, {@code .yml} or {@code .json}) naming the
 * train/test X, Y and metadata CSV files, then loads them with the same checks as a dataset folder
 * (docs/formats.md, "Dataset config files"). The dataset is named after the config file. Stateless.
 */
public final class DatasetConfigReader implements DatasetReader {

  /** This reader's id. */
  public static final String ID = "nirs4all-config";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "nirs4all dataset config (YAML/JSON)";
  }

  @Override
  public ReaderInput input() {
    return ReaderInput.file("", "yaml", "yml", "json");
  }

  @Override
  public SpectroDataset read(Path path, ReaderOptions options, Precision precision) {
    DatasetConfig config = DatasetConfig.read(path);
    DecimalCommaGuard.check(path, config.globalParams(), config.files().all());
    String fileName = path.getFileName().toString();
    int dot = fileName.lastIndexOf('.');
    String name = dot > 0 ? fileName.substring(0, dot) : fileName;
    SpectroDataset dataset = new FolderDatasetLoader(precision).load(name, path, config.files());
    if (config.repetition().isPresent()) {
      try {
        dataset.declareRepetition(config.repetition().get());
      } catch (IllegalArgumentException e) {
        throw new DatasetException(
            path, 0, "key '" + config.repetitionKey() + "': " + e.getMessage());
      }
    }
    return dataset;
  }
}
