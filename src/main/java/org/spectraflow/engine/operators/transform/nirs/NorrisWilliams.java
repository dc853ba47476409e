package org.spectraflow.engine.operators.transform.nirs;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * The Norris-Williams gap-segment derivative (Norris and Williams 1984, Hopkins 2001;
 * docs/nirs-transforms.md §4). The spectrum is first smoothed by a centred moving average of {@code
 * segment} points, then differenced across the gap: {@code d[i] = s[i+gap] - s[i-gap]} for {@code
 * deriv=1}, {@code s[i+gap] - 2 s[i] + s[i-gap]} for {@code deriv=2}. Both steps extend the
 * spectrum past its ends with its end values (numpy's {@code edge} padding), so the width is kept.
 * As in Norris's formulation the differences are not divided by the gap.
 */
public final class NorrisWilliams extends SpectrumTransform {

  private final int gap;
  private final int segment;
  private final int deriv;

  /** Reads {@code gap=5, segment=5, deriv=1, copy=True}. */
  public NorrisWilliams(Params p) {
    this(p, p.integer("gap", 5), p.integer("segment", 5), p.integer("deriv", 1));
  }

  private NorrisWilliams(Params p, int gap, int segment, int deriv) {
    super(config(p));
    if (gap < 1) {
      throw p.invalid("gap", gap, "must be >= 1 point");
    }
    if (segment < 1 || segment % 2 == 0) {
      throw p.invalid("segment", segment, "must be an odd number of points >= 1");
    }
    if (deriv != 1 && deriv != 2) {
      throw p.invalid("deriv", deriv, "must be 1 or 2");
    }
    this.gap = gap;
    this.segment = segment;
    this.deriv = deriv;
  }

  private static OperatorConfig config(Params p) {
    p.flag("copy", true);
    return p.config();
  }

  private static double edge(double[] v, int i) {
    return v[Math.max(0, Math.min(v.length - 1, i))];
  }

  @Override
  protected double[] map(double[] x, int row) {
    int n = x.length;
    int h = segment / 2;
    double[] s = new double[n];
    for (int i = 0; i < n; i++) {
      double sum = 0.0;
      for (int k = i - h; k <= i + h; k++) {
        sum += edge(x, k);
      }
      s[i] = sum / segment;
    }
    double[] out = new double[n];
    for (int i = 0; i < n; i++) {
      out[i] =
          deriv == 1
              ? edge(s, i + gap) - edge(s, i - gap)
              : edge(s, i + gap) - 2.0 * s[i] + edge(s, i - gap);
    }
    return out;
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "NorrisWilliams",
              "nirs4all.operators.transforms",
              Category.SMOOTHING_AND_DERIVATIVES,
              "gap-segment derivative: moving average over a segment, difference across a gap",
              NorrisWilliams::new)
          .params(
              ParamSpec.integer("gap", 5, 1, 100_000, "points", "distance of the difference"),
              ParamSpec.integer(
                  "segment", 5, 1, 100_001, "points", "odd moving-average length (1 = none)"),
              ParamSpec.choice("deriv", 1, List.of(1, 2), "derivative order"),
              ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
