package org.spectraflow.engine.tune;

/**
 * The internal axis of a numeric dimension for the Parzen estimator: log space when log-scaled,
 * integers widened by half a step on each side; {@link #value} maps back, rounding to the grid and
 * clipping to the range.
 */
record Scale(
    double low, double high, boolean log, boolean integer, double step, double origin, double top) {

  static Scale of(Dimension d) {
    return switch (d) {
      case Dimension.IntRange r ->
          r.log()
              ? new Scale(
                  Math.log(r.low() - 0.5),
                  Math.log(r.high() + 0.5),
                  true,
                  true,
                  1,
                  r.low(),
                  r.high())
              : new Scale(
                  r.low() - r.step() / 2.0,
                  r.high() + r.step() / 2.0,
                  false,
                  true,
                  r.step(),
                  r.low(),
                  r.high());
      case Dimension.FloatRange r ->
          r.log()
              ? new Scale(Math.log(r.low()), Math.log(r.high()), true, false, 0, r.low(), r.high())
              : r.step() != null
                  ? new Scale(
                      r.low() - r.step() / 2.0,
                      r.high() + r.step() / 2.0,
                      false,
                      false,
                      r.step(),
                      r.low(),
                      r.high())
                  : new Scale(r.low(), r.high(), false, false, 0, r.low(), r.high());
      default -> throw new IllegalArgumentException("not numeric: " + d);
    };
  }

  double internal(double v) {
    return log ? Math.log(v) : v;
  }

  /** The parameter value of internal coordinate {@code x}. */
  Object value(double x) {
    double v = log ? Math.exp(x) : x;
    if (step > 0) {
      v = Math.rint((v - origin) / step) * step + origin;
    }
    v = Math.min(Math.max(v, origin), top);
    return integer ? (Object) Math.round(v) : (Object) v;
  }
}
