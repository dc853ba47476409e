package org.spectraflow.engine.sweep;

import java.util.List;

/**
 * One generator axis of a sweep: the place in the document where variants differ and, per option,
 * the scores of the variants that took it. A numeric axis (a swept number, such as {@code
 * n_components} of a {@code _range_}) has its options in increasing value; a choice axis keeps the
 * order the options first appear in.
 *
 * @param name readable name ({@code step 1 · stage 2 choice}, {@code step 2 · PLSRegression
 *     n_components})
 * @param numeric whether every option is a number (a parameter-versus-score plot applies)
 * @param options the options, each with two or more per axis
 */
public record SweepAxis(String name, boolean numeric, List<SweepOption> options) {

  /** Copies the options. */
  public SweepAxis {
    options = List.copyOf(options);
  }

  /**
   * The spread of the options' median scores: how much the choice on this axis moves the score (NaN
   * when fewer than two options have scores).
   */
  public double effect() {
    double lo = Double.POSITIVE_INFINITY;
    double hi = Double.NEGATIVE_INFINITY;
    int n = 0;
    for (SweepOption o : options) {
      double m = o.spread().median();
      if (Double.isFinite(m)) {
        lo = Math.min(lo, m);
        hi = Math.max(hi, m);
        n++;
      }
    }
    return n < 2 ? Double.NaN : hi - lo;
  }
}
