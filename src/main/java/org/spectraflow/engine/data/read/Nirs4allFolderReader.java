package org.spectraflow.engine.data.read;

import java.nio.file.Path;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.io.FolderDatasetLoader;

/**
 * Reads a nirs4all dataset folder ({@code Xcal}/{@code Ycal}/{@code Xval}/{@code Yval} or {@code
 * Xtrain}/... CSV files, optionally gzipped) through {@link FolderDatasetLoader}, unchanged. The
 * fallback for any folder.
 */
public final class Nirs4allFolderReader implements DatasetReader {

  /** This reader's id. */
  public static final String ID = "nirs4all-folder";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "nirs4all dataset folder";
  }

  @Override
  public ReaderInput input() {
    return ReaderInput.folder();
  }

  @Override
  public SpectroDataset read(Path path, ReaderOptions options, Precision precision) {
    return new FolderDatasetLoader(precision).load(path);
  }
}
