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
 * nirs4all's MCUVE, Monte-Carlo uninformative variable elimination (Cai, Li and Shao 2008,
 * Chemometrics and Intelligent Laboratory Systems 90:188–194), as docs/nirs-transforms.md §7 states
 * it: {@code n_iterations} times, ⌊subset_ratio·n⌋ calibration rows drawn at random fit a PLS
 * regression on every wavelength; each wavelength's stability is |mean| / standard deviation of its
 * coefficients over the runs (population deviation; 0 when both are 0, infinite when only the
 * deviation is), and the {@code n_features_to_select} most stable wavelengths are kept (None: half
 * of them), in wavelength order. Draws come from numpy's legacy {@code RandomState(random_state)}
 * (None: seed 0), equal to {@code tools/reference/make_selection_reference.py}.
 */
public final class Mcuve extends SeededSelection {

  private final int components;
  private final int iterations;
  private final double subsetRatio;
  private final Integer select;

  /**
   * Reads {@code n_components=10, n_iterations=100, subset_ratio=0.8, n_features_to_select=None,
   * random_state=None}.
   */
  public Mcuve(Params p) {
    super(p);
    components = p.integer("n_components", 10);
    iterations = p.integer("n_iterations", 100);
    subsetRatio = p.number("subset_ratio", 0.8);
    select = p.optionalInteger("n_features_to_select", null);
    if (components < 1) {
      throw p.invalid("n_components", components, "must be >= 1");
    }
    if (iterations < 2) {
      throw p.invalid("n_iterations", iterations, "must be >= 2 (a deviation needs two runs)");
    }
    if (!(subsetRatio > 0 && subsetRatio <= 1)) {
      throw p.invalid("subset_ratio", subsetRatio, "must be in (0, 1]");
    }
    if (select != null && select < 1) {
      throw p.invalid("n_features_to_select", select, "must be None or >= 1");
    }
    done(p);
  }

  @Override
  public int outputWidth(int inputWidth) {
    return select != null ? Math.min(select, inputWidth) : Math.max(1, inputWidth / 2);
  }

  @Override
  public FittedTransform fit(Block train, double[] yTrain) {
    SubsetPls.Data d = SubsetPls.Data.of(this, train, yTrain);
    int n = d.rows();
    int p = d.cols();
    SubsetPls.checkComponents(label(), components, n, p, subsetRatio);
    if (select != null && select > p) {
      throw new IllegalArgumentException(
          label()
              + ": n_features_to_select="
              + select
              + " exceeds the "
              + p
              + " feature(s); lower it");
    }
    int[] all = new int[p];
    for (int j = 0; j < p; j++) {
      all[j] = j;
    }
    RandomState rng = new RandomState(seed);
    double[][] coef = new double[iterations][];
    for (int t = 0; t < iterations; t++) {
      int[] rows = SubsetPls.calibrationRows(rng, n, subsetRatio);
      coef[t] = SubsetPls.coefficients(d, rows, all, components);
    }
    double[] stability = stability(coef, p);
    int m = outputWidth(p);
    int[] keep = SubsetPls.largest(stability, m);
    Arrays.sort(keep);
    return new ColumnSelection(this, p, keep);
  }

  /** |mean| / population standard deviation of each column of {@code coef}. */
  static double[] stability(double[][] coef, int p) {
    int runs = coef.length;
    double[] out = new double[p];
    for (int j = 0; j < p; j++) {
      double mean = 0.0;
      for (double[] c : coef) {
        mean += c[j];
      }
      mean /= runs;
      double ss = 0.0;
      for (double[] c : coef) {
        double e = c[j] - mean;
        ss += e * e;
      }
      double sd = Math.sqrt(ss / runs);
      out[j] = sd > 0 ? Math.abs(mean) / sd : mean != 0 ? Double.POSITIVE_INFINITY : 0.0;
    }
    return out;
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "MCUVE",
              "nirs4all.operators.transforms.feature_selection",
              Category.FEATURE_SELECTION,
              "keep the wavelengths whose PLS coefficients are most stable over Monte-Carlo"
                  + " subsets (supervised, Cai et al. 2008)",
              Mcuve::new)
          .params(
              ParamSpec.integer(
                  "n_components", 10, 1, 1000, "", "PLS components of the internal models"),
              ParamSpec.integer(
                  "n_iterations", 100, 2, 100_000, "runs", "Monte-Carlo calibration subsets"),
              ParamSpec.floating(
                  "subset_ratio", 0.8, 1e-6, 1.0, "", "fraction of the rows in each subset"),
              ParamSpec.intOrNull(
                  "n_features_to_select",
                  1,
                  1_000_000,
                  "",
                  "wavelengths kept, most stable first (None: half of them)"),
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
