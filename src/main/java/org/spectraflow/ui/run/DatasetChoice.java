package org.spectraflow.ui.run;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.nio.file.Path;
import org.spectraflow.engine.data.DemoSize;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.data.io.Datasets;

/**
 * Which dataset a run uses: the built-in synthetic demo at an adjustable size, or a nirs4all
 * dataset folder. This is the reference a session file stores, never the data itself.
 *
 * @param folder the dataset folder, null for the synthetic demo
 * @param samples demo spectra (≥ 2; ignored for a folder)
 * @param wavelengths demo wavelengths (≥ 2; ignored for a folder)
 * @param seed demo random seed
 */
public record DatasetChoice(String folder, int samples, int wavelengths, long seed) {

  /** Validates the demo size. */
  public DatasetChoice {
    if (folder == null && (samples < 2 || wavelengths < 2)) {
      throw new IllegalArgumentException(
          "demo dataset needs >= 2 samples and >= 2 wavelengths,"
              + " was "
              + samples
              + " x "
              + wavelengths);
    }
  }

  /** The demo at {@code samples} × {@code wavelengths}, seed 42. */
  public static DatasetChoice demo(int samples, int wavelengths) {
    return new DatasetChoice(null, samples, wavelengths, SyntheticNirs.defaults().seed());
  }

  /**
   * The demo at one of its named sizes (the same as the command line's {@code info demo --size}).
   */
  public static DatasetChoice demo(DemoSize size) {
    return demo(size.samples(), size.wavelengths());
  }

  /** A nirs4all dataset folder. */
  public static DatasetChoice folder(Path folder) {
    return new DatasetChoice(folder.toString(), 0, 0, 0);
  }

  /** True for the synthetic demo. */
  @JsonIgnore
  public boolean isDemo() {
    return folder == null;
  }

  /** Loads the dataset at {@code precision} (on the calling thread: call it off the FX thread). */
  public SpectroDataset open(Precision precision) {
    SyntheticNirs synthetic =
        SyntheticNirs.defaults()
            .withSamples(isDemo() ? samples : 2)
            .withWavelengths(isDemo() ? wavelengths : 2)
            .withSeed(seed)
            .withPrecision(precision);
    return Datasets.open(isDemo() ? Datasets.DEMO : folder, synthetic);
  }

  /** The demo's raw spectra bytes at {@code precision}; 0 for a folder (unknown until loaded). */
  public long demoBytes(Precision precision) {
    return isDemo() ? (long) samples * wavelengths * precision.bytesPerValue() : 0;
  }

  /** {@code demo 120 × 200} or the folder's name. */
  public String describe() {
    return isDemo()
        ? "demo " + samples + " × " + wavelengths
        : Path.of(folder).getFileName().toString();
  }
}
