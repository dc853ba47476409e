package org.spectraflow.engine.operators.transform;

import static org.spectraflow.engine.operators.linalg.Sums.round;

import org.spectraflow.engine.operators.FittedState;

/**
 * The per-cell rule of a {@link ColumnwiseFitted} transform, learned at fit time: one named record
 * per rule, holding only plain per-column arrays and numbers (its {@link #state}). Immutable: the
 * arrays are never written after fit.
 */
public sealed interface CellRule {

  /** {@code x} in column {@code col}, float32 arithmetic when {@code f32}. */
  double apply(double x, int col, boolean f32);

  /** The rule's parameters under the rule's kind. */
  FittedState state();

  /** {@code (x − centre) / scale} (StandardScaler, RobustScaler). */
  record CentreScale(double[] centre, double[] scale) implements CellRule {
    @Override
    public double apply(double x, int j, boolean f) {
      return round(f, round(f, x - centre[j]) / scale[j]);
    }

    @Override
    public FittedState state() {
      return FittedState.of("columnwise.centre_scale").with("centre", centre).with("scale", scale);
    }
  }

  /** {@code x·scale + offset}, optionally clipped to {@code [low, high]} (MinMaxScaler). */
  record ScaleOffset(double[] scale, double[] offset, boolean clip, double low, double high)
      implements CellRule {
    @Override
    public double apply(double x, int j, boolean f) {
      double v = round(f, round(f, x * scale[j]) + offset[j]);
      return clip ? Math.min(high, Math.max(low, v)) : v;
    }

    @Override
    public FittedState state() {
      return FittedState.of("columnwise.scale_offset")
          .with("scale", scale)
          .with("offset", offset)
          .with("clip", clip ? 1.0 : 0.0)
          .with("low", low)
          .with("high", high);
    }
  }

  /** {@code x − centre} (Baseline). */
  record Centre(double[] centre) implements CellRule {
    @Override
    public double apply(double x, int j, boolean f) {
      return round(f, x - centre[j]);
    }

    @Override
    public FittedState state() {
      return FittedState.of("columnwise.centre").with("centre", centre);
    }
  }

  /** {@code x / norm} (Normalize with its default range). */
  record Divide(double[] norm) implements CellRule {
    @Override
    public double apply(double x, int j, boolean f) {
      return round(f, x / norm[j]);
    }

    @Override
    public FittedState state() {
      return FittedState.of("columnwise.divide").with("norm", norm);
    }
  }

  /** {@code low + factor·(x − min)} (Normalize with a user range). */
  record RangeMap(double low, double[] factor, double[] min) implements CellRule {
    @Override
    public double apply(double x, int j, boolean f) {
      return round(f, low + round(f, factor[j] * round(f, x - min[j])));
    }

    @Override
    public FittedState state() {
      return FittedState.of("columnwise.range_map")
          .with("low", low)
          .with("factor", factor)
          .with("min", min);
    }
  }
}
