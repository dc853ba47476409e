package org.spectraflow.engine.model;

import java.util.Objects;
import org.spectraflow.engine.data.Precision;

/**
 * What a {@link FittedPipeline}'s input must look like: the feature count it was trained on, the
 * wavelength axis (empty when the headers were not numeric) and the storage precision. Immutable.
 *
 * @param features the number of features (wavelengths) per spectrum, positive
 * @param wavelengths the training axis, length {@code features}, or empty
 * @param precision the precision the run stored the spectra in
 */
public record TrainingShape(int features, double[] wavelengths, Precision precision) {

  /** Checks the count against the axis; copies the axis. */
  public TrainingShape {
    if (features <= 0) {
      throw new IllegalArgumentException("features must be positive, was " + features);
    }
    wavelengths = wavelengths.clone();
    if (wavelengths.length != 0 && wavelengths.length != features) {
      throw new IllegalArgumentException(
          "wavelength axis of " + wavelengths.length + " values for " + features + " features");
    }
    Objects.requireNonNull(precision, "precision");
  }

  /** A copy of the wavelength axis. */
  @Override
  public double[] wavelengths() {
    return wavelengths.clone();
  }
}
