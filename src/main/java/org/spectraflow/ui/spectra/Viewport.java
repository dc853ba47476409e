package org.spectraflow.ui.spectra;

/**
 * The data window a spectra plot shows: x (wavelength or feature index) and value ranges, each with
 * {@code min < max}. Immutable.
 *
 * @param xMin the left end of the x axis
 * @param xMax the right end of the x axis
 * @param yMin the bottom of the value axis
 * @param yMax the top of the value axis
 */
public record Viewport(double xMin, double xMax, double yMin, double yMax) {

  /** Widens empty or inverted ranges so every range has a positive length. */
  public Viewport {
    if (!(xMax > xMin)) {
      double mid = Double.isFinite(xMin) ? xMin : 0;
      xMin = mid - 0.5;
      xMax = mid + 0.5;
    }
    if (!(yMax > yMin)) {
      double mid = Double.isFinite(yMin) ? yMin : 0;
      yMin = mid - 0.5;
      yMax = mid + 0.5;
    }
  }

  /** The window scaled by {@code factor} (below 1 zooms in) around the data point (x, y). */
  public Viewport zoom(double factor, double x, double y) {
    return new Viewport(
        x - (x - xMin) * factor,
        x + (xMax - x) * factor,
        y - (y - yMin) * factor,
        y + (yMax - y) * factor);
  }

  /** The window moved by {@code dx}, {@code dy} in data units. */
  public Viewport pan(double dx, double dy) {
    return new Viewport(xMin + dx, xMax + dx, yMin + dy, yMax + dy);
  }

  /** The x range's length. */
  public double width() {
    return xMax - xMin;
  }

  /** The value range's length. */
  public double height() {
    return yMax - yMin;
  }
}
