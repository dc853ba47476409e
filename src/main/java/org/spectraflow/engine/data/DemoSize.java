package org.spectraflow.engine.data;

import java.util.Locale;
import org.spectraflow.engine.text.UserText;

/**
 * The named sizes of the built-in demo dataset, one definition for the studio's Data menu and the
 * command line's {@code info demo --size}: {@link #QUICK} runs a sweep in seconds; {@link #MEMORY}
 * is large enough (tens of MB of spectra) for the memory charts to show the data rather than the
 * JVM's baseline.
 */
public enum DemoSize {
  /** 120 spectra × 256 wavelengths: the quick demo. */
  QUICK(120, 256),
  /** 5,000 spectra × 2,000 wavelengths: the memory demo. */
  MEMORY(5_000, 2_000);

  private final int samples;
  private final int wavelengths;

  DemoSize(int samples, int wavelengths) {
    this.samples = samples;
    this.wavelengths = wavelengths;
  }

  /** Number of spectra. */
  public int samples() {
    return samples;
  }

  /** Points on the wavelength axis. */
  public int wavelengths() {
    return wavelengths;
  }

  /** The raw spectra's bytes at {@code precision} (targets not counted). */
  public long dataBytes(Precision precision) {
    return (long) samples * wavelengths * precision.bytesPerValue();
  }

  /** The generator for this size (seed 42, 80 % train) at {@code precision}. */
  public SyntheticNirs synthetic(Precision precision) {
    return SyntheticNirs.defaults()
        .withSamples(samples)
        .withWavelengths(wavelengths)
        .withPrecision(precision);
  }

  /** The lower-case name used on the command line ({@code quick}, {@code memory}). */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * The size named {@code label}, case-insensitively.
   *
   * @throws IllegalArgumentException naming the known sizes
   */
  public static DemoSize parse(String label) {
    for (DemoSize s : values()) {
      if (s.label().equalsIgnoreCase(label.strip())) {
        return s;
      }
    }
    throw new IllegalArgumentException(
        "unknown demo size "
            + UserText.quote(label)
            + ": use quick ("
            + QUICK.samples
            + " x "
            + QUICK.wavelengths
            + ") or memory ("
            + MEMORY.samples
            + " x "
            + MEMORY.wavelengths
            + ")");
  }
}
