package org.spectraflow.engine.data.read;

import java.nio.file.Path;
import java.util.List;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.SyntheticNirs;

/**
 * The built-in synthetic NIR data ({@link SyntheticNirs}) as a reader: it reads no path; its
 * options set the size and the seed (defaults: {@link SyntheticNirs#defaults()}, 500 × 1000, seed
 * 42, as {@code spectraflow run --data demo}).
 */
public final class DemoReader implements DatasetReader {

  /** This reader's id, also the name {@code --data demo} uses. */
  public static final String ID = "demo";

  /** Option: number of spectra. */
  public static final String SAMPLES = "samples";

  /** Option: number of wavelengths from 1000 to 2500 nm. */
  public static final String WAVELENGTHS = "wavelengths";

  /** Option: random seed. */
  public static final String SEED = "seed";

  private static final List<ReaderOption> OPTIONS =
      List.of(
          ReaderOption.integer(
              SAMPLES,
              SyntheticNirs.defaults().samples(),
              2,
              Integer.MAX_VALUE,
              "Number of spectra."),
          ReaderOption.integer(
              WAVELENGTHS,
              SyntheticNirs.defaults().wavelengths(),
              2,
              Integer.MAX_VALUE,
              "Wavelengths, evenly spaced from 1000 to 2500 nm."),
          ReaderOption.longValue(SEED, SyntheticNirs.defaults().seed(), "Random seed."));

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "Synthetic demo data";
  }

  @Override
  public ReaderInput input() {
    return ReaderInput.none();
  }

  @Override
  public List<ReaderOption> options() {
    return OPTIONS;
  }

  @Override
  public SpectroDataset read(Path path, ReaderOptions options, Precision precision) {
    return synthetic(options, precision).generate();
  }

  /** The generator {@code options} describe, at {@code precision}. */
  public static SyntheticNirs synthetic(ReaderOptions options, Precision precision) {
    return SyntheticNirs.defaults()
        .withSamples(options.integer(SAMPLES))
        .withWavelengths(options.integer(WAVELENGTHS))
        .withSeed(options.longValue(SEED))
        .withPrecision(precision);
  }
}
