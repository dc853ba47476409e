package org.spectraflow.ui.diagnostics;

import java.util.Arrays;
import org.spectraflow.engine.diagnostics.ControlLimits;
import org.spectraflow.engine.diagnostics.PlsDiagnostics;
import org.spectraflow.engine.diagnostics.SampleStatistics;

/**
 * The scores of the calibration (and projected test) samples on two PLS components (a against b,
 * 1-based) with the 95 % Hotelling T² confidence ellipse of those two components
 * (docs/diagnostics.md §3–§4): with T²_lim = 2(n − 1)/(n − 2) · F_0.95(2, n − 2), the ellipse
 * t_a²/var(t_a) + t_b²/var(t_b) = T²_lim has the semi-axes sqrt(var(t_a) · T²_lim) and
 * sqrt(var(t_b) · T²_lim). Immutable; arrays copied.
 *
 * @param a the horizontal component (1-based)
 * @param b the vertical component (1-based)
 * @param ta the samples' scores on a
 * @param tb the samples' scores on b
 * @param y each sample's target (colours the points), or empty when unknown
 * @param testA the test samples' scores on a (projected on the model), empty without a test set
 * @param testB the test samples' scores on b
 * @param t2Limit the two-component T² limit at 95 %
 * @param semiAxisA the ellipse's semi-axis along a
 * @param semiAxisB the ellipse's semi-axis along b
 * @param ids the calibration samples' dataset ids (empty when unknown)
 * @param testIds the test samples' dataset ids (empty when unknown)
 * @param colours the points' colours (by y or a metadata column), null: by {@code y} when known
 */
public record ScoresPlot(
    int a,
    int b,
    double[] ta,
    double[] tb,
    double[] y,
    double[] testA,
    double[] testB,
    double t2Limit,
    double semiAxisA,
    double semiAxisB,
    int[] ids,
    int[] testIds,
    ScoresColours colours) {

  /** Requires one b score (and no or one y) per a score; copies. */
  public ScoresPlot {
    if (ta.length != tb.length || (y.length != 0 && y.length != ta.length)) {
      throw new IllegalArgumentException("scores plot needs one score pair (and y) per sample");
    }
    ta = ta.clone();
    tb = tb.clone();
    if (testA.length != testB.length) {
      throw new IllegalArgumentException("scores plot needs one test score pair per test sample");
    }
    y = y.clone();
    testA = testA.clone();
    testB = testB.clone();
    ids = ids.length == ta.length ? ids.clone() : new int[0];
    testIds = testIds.length == testA.length ? testIds.clone() : new int[0];
  }

  /** The same naming its calibration and test samples (wrong lengths: unknown). */
  public ScoresPlot withSamples(int[] calibration, int[] test) {
    return new ScoresPlot(
        a, b, ta, tb, y, testA, testB, t2Limit, semiAxisA, semiAxisB, calibration, test, colours);
  }

  /** The same coloured by {@code next} (null: by {@code y}). */
  public ScoresPlot withColours(ScoresColours next) {
    return new ScoresPlot(
        a, b, ta, tb, y, testA, testB, t2Limit, semiAxisA, semiAxisB, ids, testIds, next);
  }

  /** The colours drawn: {@link #colours()}, else by y when known, else null. */
  ScoresColours shownColours() {
    return colours != null ? colours : y.length > 0 ? ScoresColours.byY(y) : null;
  }

  /** The dataset id of calibration sample i (series 0) or test sample i (series 1), else -1. */
  int id(int series, int i) {
    int[] of = series == 0 ? ids : testIds;
    return i < of.length ? of[i] : -1;
  }

  @Override
  public int[] ids() {
    return ids.clone();
  }

  @Override
  public int[] testIds() {
    return testIds.clone();
  }

  /**
   * The plot of components {@code a} and {@code b} (1-based, clamped to 1..A) of {@code pls}'s
   * calibration samples coloured by {@code y} (training order; empty or wrong length: no colours),
   * with the {@code test} samples' projected scores (null: none).
   */
  public static ScoresPlot of(PlsDiagnostics pls, SampleStatistics test, double[] y, int a, int b) {
    double[][] scores = pls.calibration().scores();
    int components = pls.fit().components();
    int ca = clamp(a, components);
    int cb = clamp(b, components);
    int n = scores.length;
    double[] ta = new double[n];
    double[] tb = new double[n];
    for (int i = 0; i < n; i++) {
      ta[i] = scores[i][ca - 1];
      tb[i] = scores[i][cb - 1];
    }
    double[][] testScores = test == null ? new double[0][] : test.scores();
    double[] testA = new double[testScores.length];
    double[] testB = new double[testScores.length];
    for (int i = 0; i < testScores.length; i++) {
      testA[i] = testScores[i][ca - 1];
      testB[i] = testScores[i][cb - 1];
    }
    double limit = n > 2 ? ControlLimits.t2Limit(n, 2, 0.95) : Double.NaN;
    double[] variances = pls.scoreVariances();
    if (!pls.orthogonalScores()) {
      // the T² contour of correlated (sparse PLS) scores is a tilted ellipse: none is drawn
      limit = Double.NaN;
    }
    return new ScoresPlot(
        ca,
        cb,
        ta,
        tb,
        y != null && y.length == n ? y : new double[0],
        testA,
        testB,
        limit,
        semiAxis(variances[ca - 1], limit),
        semiAxis(variances[cb - 1], limit),
        new int[0],
        new int[0],
        null);
  }

  /** sqrt(var(t) · T²_lim): the ellipse's semi-axis along a component of score variance var. */
  public static double semiAxis(double variance, double t2Limit) {
    return Math.sqrt(variance * t2Limit);
  }

  private static int clamp(int c, int components) {
    return Math.max(1, Math.min(c, components));
  }

  @Override
  public double[] ta() {
    return ta.clone();
  }

  @Override
  public double[] tb() {
    return tb.clone();
  }

  @Override
  public double[] y() {
    return y.clone();
  }

  @Override
  public double[] testA() {
    return testA.clone();
  }

  @Override
  public double[] testB() {
    return testB.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ScoresPlot s
        && a == s.a
        && b == s.b
        && Arrays.equals(ta, s.ta)
        && Arrays.equals(tb, s.tb)
        && Arrays.equals(y, s.y)
        && Arrays.equals(testA, s.testA)
        && Arrays.equals(testB, s.testB)
        && Double.compare(t2Limit, s.t2Limit) == 0
        && java.util.Objects.equals(colours, s.colours);
  }

  @Override
  public int hashCode() {
    return 31 * (31 * a + b) + Arrays.hashCode(ta);
  }

  @Override
  public String toString() {
    return "ScoresPlot[t" + a + " vs t" + b + ", " + ta.length + " samples]";
  }
}
