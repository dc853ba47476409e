package org.spectraflow.engine.data.io;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.files.NativeNames;
import org.spectraflow.engine.text.UserText;

/**
 * Opens the dataset a user names: {@value #DEMO} for the built-in synthetic data, otherwise a
 * nirs4all dataset folder. The command line and the studio read through {@code
 * engine.data.read.DatasetReaders} (which wraps the same loaders); this stays for fixed workloads
 * and tests.
 */
public final class Datasets {

  /** The name of the built-in synthetic dataset. */
  public static final String DEMO = "demo";

  private Datasets() {}

  /** Opens {@code folderOrDemo} at {@code precision} (the demo with its default sizes). */
  public static SpectroDataset open(String folderOrDemo, Precision precision) {
    return open(folderOrDemo, SyntheticNirs.defaults().withPrecision(precision));
  }

  /** Opens {@code folderOrDemo}; {@code demo} generates {@code synthetic}. */
  public static SpectroDataset open(String folderOrDemo, SyntheticNirs synthetic) {
    if (DEMO.equals(folderOrDemo)) {
      return synthetic.generate();
    }
    Path folder;
    try {
      folder = Path.of(folderOrDemo);
    } catch (InvalidPathException e) {
      throw new DatasetException(
          "dataset folder "
              + UserText.quote(folderOrDemo)
              + " cannot be opened: "
              + NativeNames.advice());
    }
    return new FolderDatasetLoader(synthetic.precision()).load(folder);
  }
}
