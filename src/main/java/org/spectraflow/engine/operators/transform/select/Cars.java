package org.spectraflow.engine.operators.transform.select;

import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * nirs4all's CARS, competitive adaptive reweighted sampling (Li, Liang, Xu and Cao 2009, Analytica
 * Chimica Acta 648:77–84), with the parameters of nirs4all's API page, as docs/nirs-transforms.md
 * §7 states it: {@code n_sampling_runs} Monte-Carlo runs; each draws ⌊subset_ratio·n⌋ calibration
 * rows, fits a PLS regression on the variables kept so far and weighs them by |coefficient|; the
 * exponentially decreasing function r_i = start·e^{−k(i−1)} (r_1 = {@code n_variables_ratio_start},
 * r_N = {@code n_variables_ratio_end}) keeps the round(r_i·p) heaviest; adaptive reweighted
 * sampling then draws that many times with replacement, in proportion to the weights, and the
 * distinct drawn variables form the run's subset, scored by its {@code cv_folds}-fold RMSECV. The
 * subset of least RMSECV is selected. Random draws come from numpy's legacy {@code
 * RandomState(random_state)} (None: seed 0), so a seeded fit is reproducible and equal to {@code
 * tools/reference/make_selection_reference.py}.
 */
public final class Cars extends SeededSelection {

  private final int components;
  private final int runs;
  private final double ratioStart;
  private final double ratioEnd;
  private final int folds;
  private final double subsetRatio;

  /**
   * Reads {@code n_components=10, n_sampling_runs=50, n_variables_ratio_start=1.0,
   * n_variables_ratio_end=0.1, cv_folds=5, subset_ratio=0.8, random_state=None}.
   */
  public Cars(Params p) {
    super(p);
    components = p.integer("n_components", 10);
    runs = p.integer("n_sampling_runs", 50);
    ratioStart = p.number("n_variables_ratio_start", 1.0);
    ratioEnd = p.number("n_variables_ratio_end", 0.1);
    folds = p.integer("cv_folds", 5);
    subsetRatio = p.number("subset_ratio", 0.8);
    if (components < 1) {
      throw p.invalid("n_components", components, "must be >= 1");
    }
    if (runs < 1) {
      throw p.invalid("n_sampling_runs", runs, "must be >= 1");
    }
    if (!(ratioStart > 0 && ratioStart <= 1)) {
      throw p.invalid("n_variables_ratio_start", ratioStart, "must be in (0, 1]");
    }
    if (!(ratioEnd > 0 && ratioEnd <= ratioStart)) {
      throw p.invalid("n_variables_ratio_end", ratioEnd, "must be in (0, n_variables_ratio_start]");
    }
    if (folds < 2) {
      throw p.invalid("cv_folds", folds, "must be >= 2");
    }
    if (!(subsetRatio > 0 && subsetRatio <= 1)) {
      throw p.invalid("subset_ratio", subsetRatio, "must be in (0, 1]");
    }
    done(p);
  }

  @Override
  public FittedTransform fit(Block train, double[] yTrain) {
    SubsetPls.Data d = SubsetPls.Data.of(this, train, yTrain);
    int n = d.rows();
    int p = d.cols();
    check(n, p);
    RandomState rng = new RandomState(seed);
    double k = runs > 1 ? Math.log(ratioStart / ratioEnd) / (runs - 1) : 0.0;
    int[] current = new int[p];
    for (int j = 0; j < p; j++) {
      current[j] = j;
    }
    int[] best = null;
    double bestScore = Double.POSITIVE_INFINITY;
    for (int i = 0; i < runs; i++) {
      int[] cal = SubsetPls.calibrationRows(rng, n, subsetRatio);
      int kk = Math.min(components, Math.min(current.length, cal.length));
      double[] w = SubsetPls.coefficients(d, cal, current, kk);
      for (int j = 0; j < w.length; j++) {
        w[j] = Math.abs(w[j]);
      }
      double r = ratioStart * Math.exp(-k * i);
      int m = Math.min(current.length, Math.max(1, (int) Math.floor(r * p + 0.5)));
      int[] order = SubsetPls.largest(w, m);
      current = reweightedSample(rng, current, w, order);
      double score = SubsetPls.rmsecv(d, current, components, folds);
      if (score < bestScore || best == null) {
        bestScore = score;
        best = current;
      }
    }
    return new ColumnSelection(this, p, best);
  }

  /**
   * Adaptive reweighted sampling among the {@code order.length} variables {@code current[order]}:
   * as many draws with replacement, each the first index whose normalised cumulative weight exceeds
   * a {@code random_sample()} (numpy's legacy {@code choice(p=...)} rule); the distinct drawn
   * variables, ascending. All of them when every weight is zero (no draw).
   */
  private static int[] reweightedSample(RandomState rng, int[] current, double[] w, int[] order) {
    int m = order.length;
    double[] cdf = new double[m];
    double s = 0.0;
    for (int c = 0; c < m; c++) {
      s += w[order[c]];
      cdf[c] = s;
    }
    int[] kept = new int[m];
    for (int c = 0; c < m; c++) {
      kept[c] = current[order[c]];
    }
    if (!(s > 0)) {
      Arrays.sort(kept);
      return kept;
    }
    for (int c = 0; c < m; c++) {
      cdf[c] /= s;
    }
    boolean[] drawn = new boolean[m];
    for (int t = 0; t < m; t++) {
      double u = rng.randomSample();
      drawn[searchRight(cdf, u)] = true;
    }
    int count = 0;
    for (boolean b : drawn) {
      count += b ? 1 : 0;
    }
    int[] out = new int[count];
    int a = 0;
    for (int c = 0; c < m; c++) {
      if (drawn[c]) {
        out[a++] = kept[c];
      }
    }
    Arrays.sort(out);
    return out;
  }

  /** numpy's {@code searchsorted(cdf, u, side='right')}, clamped to the last index. */
  private static int searchRight(double[] cdf, double u) {
    int lo = 0;
    int hi = cdf.length;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (cdf[mid] <= u) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return Math.min(lo, cdf.length - 1);
  }

  private void check(int n, int p) {
    SubsetPls.checkComponents(label(), components, n, p, subsetRatio);
    if (folds > n) {
      throw new IllegalArgumentException(
          label() + ": cv_folds=" + folds + " exceeds the " + n + " training rows; lower cv_folds");
    }
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "CARS",
              "nirs4all.operators.transforms.feature_selection",
              Category.FEATURE_SELECTION,
              "keep the wavelengths competitive adaptive reweighted sampling selects (supervised,"
                  + " Li et al. 2009)",
              Cars::new)
          .params(
              ParamSpec.integer(
                  "n_components", 10, 1, 1000, "", "PLS components of the internal models"),
              ParamSpec.integer(
                  "n_sampling_runs", 50, 1, 100_000, "runs", "Monte-Carlo sampling runs"),
              ParamSpec.floating(
                  "n_variables_ratio_start",
                  1.0,
                  1e-6,
                  1.0,
                  "",
                  "fraction of the wavelengths kept after the first run"),
              ParamSpec.floating(
                  "n_variables_ratio_end",
                  0.1,
                  1e-6,
                  1.0,
                  "",
                  "fraction kept after the last run (at most the start fraction)"),
              ParamSpec.integer(
                  "cv_folds", 5, 2, 1000, "folds", "contiguous folds scoring each run's subset"),
              ParamSpec.floating(
                  "subset_ratio", 0.8, 1e-6, 1.0, "", "fraction of the rows calibrating each run"),
              ParamSpec.intOrNull(
                  "random_state", 0, 4_294_967_295L, "", "seed of the draws (None: seed 0)"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
