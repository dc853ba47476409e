package org.spectraflow.engine.operators.transform.nirs;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * SNIP, statistics-sensitive non-linear iterative peak clipping (Ryan et al. 1988, Morháč et al.
 * 1997; docs/nirs-transforms.md §5.4), on the values as they are (no log-log-square-root transform:
 * NIR absorbances are not counts): for window k = 1 .. {@code max_half_window} (or downwards with
 * {@code decreasing=True}) every point i with k ≤ i < n − k becomes {@code min(v[i], (v[i−k] +
 * v[i+k]) / 2)}, all points of one k updated from the previous pass. The output is the spectrum
 * minus the clipped baseline; windows wider than the spectrum allows change nothing.
 */
public final class Snip extends SpectrumTransform {

  private final int maxHalfWindow;
  private final boolean decreasing;

  /** Reads {@code max_half_window=40, decreasing=False, copy=True}. */
  public Snip(Params p) {
    this(p, p.integer("max_half_window", 40), p.flag("decreasing", false));
  }

  private Snip(Params p, int maxHalfWindow, boolean decreasing) {
    super(config(p));
    if (maxHalfWindow < 1) {
      throw p.invalid("max_half_window", maxHalfWindow, "must be >= 1 point");
    }
    this.maxHalfWindow = maxHalfWindow;
    this.decreasing = decreasing;
  }

  private static OperatorConfig config(Params p) {
    p.flag("copy", true);
    return p.config();
  }

  @Override
  protected double[] map(double[] y, int row) {
    int n = y.length;
    double[] v = y.clone();
    double[] next = new double[n];
    for (int step = 1; step <= maxHalfWindow; step++) {
      int k = decreasing ? maxHalfWindow + 1 - step : step;
      if (k >= n - k) {
        continue;
      }
      System.arraycopy(v, 0, next, 0, n);
      for (int i = k; i < n - k; i++) {
        next[i] = Math.min(v[i], 0.5 * (v[i - k] + v[i + k]));
      }
      double[] t = v;
      v = next;
      next = t;
    }
    double[] out = new double[n];
    for (int i = 0; i < n; i++) {
      out[i] = y[i] - v[i];
    }
    return out;
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "SNIP",
              "nirs4all.operators.transforms",
              Category.BASELINE,
              "subtract a peak-clipping (SNIP) baseline",
              Snip::new)
          .params(
              ParamSpec.integer(
                  "max_half_window", 40, 1, 100_000, "points", "largest clipping half-window"),
              ParamSpec.bool("decreasing", false, "clip from the widest window down"),
              ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
