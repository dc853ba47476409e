package org.spectraflow.engine.operators;

import org.spectraflow.engine.data.HeaderUnit;
import org.spectraflow.engine.data.Headers;

/**
 * A transform that reads the numeric feature axis of the source it runs on (its wavelength or
 * wavenumber headers) and gives its output a new axis, such as nirs4all's {@code Resampler}. The
 * transformer step binds it to each source's axis before fitting ({@link #onAxis}) and sets the
 * source's headers to {@link #outputAxis} afterwards. Implementations are immutable.
 */
public interface AxisTransform extends TransformOperator {

  /** This operator bound to a source whose features sit at {@code axis} (one value each). */
  TransformOperator onAxis(double[] axis);

  /** The axis of the output's features (one value per output feature). */
  double[] outputAxis();

  /**
   * The numeric axis of a source with {@code features} features and {@code headers}: a numeric axis
   * as it is, text labels parsed as numbers.
   *
   * @throws IllegalArgumentException naming {@code operator} when the source has no numeric axis
   */
  static double[] axisOf(String operator, Headers headers, int features) {
    String fix =
        "; give the data numeric wavelength headers, and put the step before any step that"
            + " changes the number of features without setting new ones (crop, feature selection)";
    if (headers instanceof Headers.Axis axis && axis.size() == features) {
      return axis.values();
    }
    if (headers instanceof Headers.Text text && text.size() == features) {
      double[] v = new double[features];
      for (int i = 0; i < features; i++) {
        String label = text.names().get(i).strip();
        try {
          v[i] = Double.parseDouble(label);
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException(
              operator + ": the feature header '" + label + "' is not a wavelength number" + fix);
        }
        if (!Double.isFinite(v[i])) {
          throw new IllegalArgumentException(
              operator + ": the feature header '" + label + "' is not a finite number" + fix);
        }
      }
      return v;
    }
    throw new IllegalArgumentException(
        operator
            + ": the source has no wavelength headers for its "
            + features
            + " features"
            + fix);
  }

  /** The headers of an output on {@code axis}, keeping the unit of {@code before} when numeric. */
  static Headers outputHeaders(double[] axis, Headers before) {
    HeaderUnit unit = before instanceof Headers.Axis a ? a.unit() : HeaderUnit.NONE;
    return new Headers.Axis(axis, unit);
  }
}
