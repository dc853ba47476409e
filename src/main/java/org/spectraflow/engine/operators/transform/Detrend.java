package org.spectraflow.engine.operators.transform;

import java.util.List;
import java.util.TreeSet;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * Linear detrending of each spectrum (docs/operator-behaviour.md §1.4, scipy {@code
 * detrend(type='linear', bp=...)}): on every segment between breakpoints the least-squares line in
 * the abscissa k/N (k = 1..N) is subtracted. Computed in closed form in double: class C in float32
 * mode (scipy solves in float32 LAPACK), exact to rounding in float64 mode.
 */
public final class Detrend extends RowTransform {

  private final int[] breakpoints;

  private Detrend(OperatorConfig config, int[] breakpoints) {
    super(config);
    this.breakpoints = breakpoints;
  }

  /** Reads {@code bp=0} (an integer or a list of integers) and {@code copy=True}. */
  public static Detrend of(Params p) {
    Object bp = p.raw("bp", 0L);
    p.flag("copy", true);
    List<?> list = bp instanceof List<?> l ? l : List.of(bp);
    int[] out = new int[list.size()];
    for (int i = 0; i < out.length; i++) {
      if (!(list.get(i) instanceof Integer || list.get(i) instanceof Long)
          || ((Number) list.get(i)).longValue() < 0) {
        throw p.invalid("bp", bp, "must be a non-negative integer or a list of them");
      }
      out[i] = ((Number) list.get(i)).intValue();
    }
    return new Detrend(p.config(), out);
  }

  @Override
  protected void check(Block x) {
    super.check(x);
    for (int b : breakpoints) {
      if (b > x.cols()) {
        throw new IllegalArgumentException(
            label() + ": breakpoint " + b + " is beyond the spectrum length " + x.cols());
      }
    }
  }

  @Override
  protected void transformRow(double[] in, double[] out, double[] scratch, boolean f32) {
    TreeSet<Integer> cuts = new TreeSet<>();
    cuts.add(0);
    cuts.add(in.length);
    for (int b : breakpoints) {
      cuts.add(b);
    }
    Integer start = cuts.first();
    for (Integer end : cuts.tailSet(start, false)) {
      detrendSegment(in, out, start, end - start);
      start = end;
    }
  }

  private static void detrendSegment(double[] in, double[] out, int off, int n) {
    if (n == 1) {
      out[off] = 0.0;
      return;
    }
    double aMean = 0.0;
    double xMean = 0.0;
    for (int k = 0; k < n; k++) {
      aMean += (k + 1.0) / n;
      xMean += in[off + k];
    }
    aMean /= n;
    xMean /= n;
    double saa = 0.0;
    double sax = 0.0;
    for (int k = 0; k < n; k++) {
      double da = (k + 1.0) / n - aMean;
      saa += da * da;
      sax += da * (in[off + k] - xMean);
    }
    double slope = sax / saa;
    for (int k = 0; k < n; k++) {
      out[off + k] = in[off + k] - (xMean + slope * ((k + 1.0) / n - aMean));
    }
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "Detrend",
              "nirs4all.operators.transforms.signal",
              Category.BASELINE,
              "subtract a least-squares line from each spectrum",
              Detrend::of)
          .params(
              ParamSpec.integer(
                  "bp", 0, 0, 1_000_000, "columns", "breakpoint column (0 = one segment)"),
              ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
