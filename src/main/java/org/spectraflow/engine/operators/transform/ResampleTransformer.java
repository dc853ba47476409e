package org.spectraflow.engine.operators.transform;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * Linear re-interpolation of every spectrum onto {@code num_samples} equally spaced points of [0,
 * 1] (docs/operator-behaviour.md §1.12, class A). The sample difference is taken in float32 first
 * in float32 mode (nirs4all's quirk). {@code num_samples=None} is the identity. Changes the width.
 */
public final class ResampleTransformer extends RowTransform {

  /** The largest {@code num_samples} accepted (a spectrum of more points is refused up front). */
  static final int MAX_SAMPLES = 100_000;

  private final Integer numSamples;

  private ResampleTransformer(OperatorConfig config, Integer numSamples) {
    super(config);
    this.numSamples = numSamples;
  }

  /** Reads {@code num_samples=None}. */
  public static ResampleTransformer of(Params p) {
    Integer n = p.optionalInteger("num_samples", null);
    if (n != null && n < 1) {
      throw p.invalid("num_samples", n, "must be >= 1 or None");
    }
    return new ResampleTransformer(p.config(), n);
  }

  @Override
  public int outputWidth(int inputWidth) {
    return numSamples == null ? inputWidth : numSamples;
  }

  @Override
  protected void check(Block x) {
    super.check(x);
    if (numSamples != null && numSamples != x.cols() && x.cols() < 2) {
      throw new IllegalArgumentException(
          label() + ": needs at least 2 features to interpolate, was " + x.cols());
    }
  }

  @Override
  protected void transformRow(double[] in, double[] out, double[] scratch, boolean f32) {
    int length = in.length;
    if (out.length == length) {
      System.arraycopy(in, 0, out, 0, length);
      return;
    }
    int i = 1;
    for (int j = 0; j < out.length; j++) {
      double u = grid(j, out.length);
      while (i < length - 1 && grid(i, length) < u) {
        i++;
      }
      double lo = grid(i - 1, length);
      double diff = f32 ? (float) (in[i] - in[i - 1]) : in[i] - in[i - 1];
      double slope = diff / (grid(i, length) - lo);
      out[j] = slope * (u - lo) + in[i - 1];
    }
  }

  /** numpy {@code linspace(0, 1, n)[i]}: i·(1/(n−1)), the last point exactly 1. */
  private static double grid(int i, int n) {
    if (n == 1) {
      return 0.0;
    }
    return i == n - 1 ? 1.0 : i * (1.0 / (n - 1));
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "ResampleTransformer",
              "nirs4all.operators.transforms.features",
              Category.FEATURE_SELECTION,
              "linearly resample each spectrum to a number of points",
              ResampleTransformer::of)
          .params(
              ParamSpec.intOrNull(
                  "num_samples", 1, MAX_SAMPLES, "points", "target length; None = unchanged"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
