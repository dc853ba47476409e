package org.spectraflow.engine.operators.model.svm;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * The parameters LinearSVC and LinearSVR share, as scikit-learn 1.9 reads them: {@code C=1.0},
 * {@code tol=1e-4}, {@code max_iter=1000}, {@code fit_intercept=True}, {@code
 * intercept_scaling=1.0}, {@code dual='auto'}, {@code random_state=None}, {@code verbose=0}; and
 * liblinear's input: rows with the bias column {@code intercept_scaling} appended, and the seed
 * {@code RandomState(random_state).randint(2³¹ − 1)} (seeded 0 for None, so runs are reproducible).
 * Immutable.
 *
 * @param c the cost C (&gt; 0)
 * @param tol the stopping tolerance
 * @param maxIter the maximum sweeps
 * @param fitIntercept whether a bias column is appended
 * @param interceptScaling the bias column's value
 * @param dual {@code "auto"}, {@code "true"} or {@code "false"}
 * @param seed {@code random_state}, or null
 */
record LiblinearOptions(
    double c,
    double tol,
    int maxIter,
    boolean fitIntercept,
    double interceptScaling,
    String dual,
    Long seed) {

  /** Reads the shared parameters of {@code p}. */
  static LiblinearOptions read(Params p) {
    double c = p.number("C", 1.0);
    double tol = p.number("tol", 1e-4);
    int maxIter = p.integer("max_iter", 1000);
    boolean intercept = p.flag("fit_intercept", true);
    double scaling = p.number("intercept_scaling", 1.0);
    Object dual = p.raw("dual", "auto");
    Long seed = p.randomState();
    p.raw("verbose", 0);
    if (!(c > 0) || Double.isInfinite(c)) {
      throw p.invalid("C", c, "must be a finite number > 0");
    }
    if (!(tol > 0)) {
      throw p.invalid("tol", tol, "must be > 0");
    }
    if (maxIter < 1) {
      throw p.invalid("max_iter", maxIter, "must be >= 1");
    }
    if (intercept && !(scaling > 0)) {
      throw p.invalid(
          "intercept_scaling",
          scaling,
          "must be > 0 (to fit no intercept, give fit_intercept=False)");
    }
    String d;
    if ("auto".equals(dual)) {
      d = "auto";
    } else if (dual instanceof Boolean b) {
      d = b.toString();
    } else {
      throw p.invalid("dual", dual, "must be 'auto', True or False");
    }
    return new LiblinearOptions(c, tol, maxIter, intercept, scaling, d, seed);
  }

  /**
   * Whether the dual is solved, as {@code _validate_dual_parameter} decides: {@code 'auto'} picks
   * the dual for fewer rows than columns when it exists, else the primal when it exists.
   */
  boolean useDual(int rows, int cols, boolean dualExists, boolean primalExists) {
    if ("auto".equals(dual)) {
      return rows < cols ? dualExists : !primalExists;
    }
    return Boolean.parseBoolean(dual);
  }

  /** liblinear's seed, {@code RandomState(random_state).randint(2³¹ − 1)}. */
  long liblinearSeed() {
    return new RandomState(seed == null ? 0L : seed).randint(0, 0x7fffffffL);
  }

  /** The rows of {@code x} in {@code order}, each with the bias value appended when fitted. */
  double[][] rows(Block x, int[] order) {
    int p = x.cols();
    double[][] out = new double[order.length][p + (fitIntercept ? 1 : 0)];
    for (int i = 0; i < order.length; i++) {
      x.copyRow(order[i], out[i]);
      if (fitIntercept) {
        out[i][p] = interceptScaling;
      }
    }
    return out;
  }
}
