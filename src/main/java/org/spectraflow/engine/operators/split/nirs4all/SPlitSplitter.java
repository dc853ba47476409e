package org.spectraflow.engine.operators.split.nirs4all;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.PositionalFold;
import org.spectraflow.engine.operators.SplitterOperator;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * nirs4all's SPlitSplitter, SPlit data twinning (Joseph and Vakayil, "SPlit: an optimal method for
 * data splitting", Technometrics 64(2), 2022; docs/compatibility.md, nirs4all splitters): the data
 * (spectra, plus y when given, each column standardised) are summarised by support points (Mak and
 * Joseph, "Support points", Annals of Statistics 46(6), 2018, convex-concave iterations) as many as
 * the smaller side of the split (computed in the coordinates of the rows' span, which keeps every
 * distance); then, support point by support point, the nearest sample not yet taken joins that
 * smaller side. One fold, both sides ascending. The support points start at the rows of a {@code
 * permutation(n)}'s head.
 */
public final class SPlitSplitter implements SplitterOperator {

  private static final int MAX_ITER = 500;
  private static final double TOL = 1e-10;

  private final OperatorConfig config;
  private final SplitDraw draw;

  private SPlitSplitter(OperatorConfig config, SplitDraw draw) {
    this.config = config;
    this.draw = draw;
  }

  /** Reads {@code test_size=0.25, random_state=None (or seed)}. */
  public static SPlitSplitter of(Params p) {
    SplitDraw draw = SplitDraw.read(p);
    return new SPlitSplitter(p.config(), draw);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public List<PositionalFold> split(Block x, double[] y, RandomState globalRng) {
    int n = x.rows();
    int[] sizes = draw.sizes(this, n, 1);
    boolean testSmaller = sizes[1] <= sizes[0];
    int m = testSmaller ? sizes[1] : sizes[0];
    double[][] data = rowSpace(standardised(x, y != null && y.length == n ? y : null));
    double[][] points = supportPoints(data, m, draw.generator(globalRng));
    int[] twin = OneFold.nearestSequential(data, points);
    return List.of(OneFold.of(n, twin, !testSmaller));
  }

  /** The rows of X (and y as a last column), each column centred and scaled to unit variance. */
  static double[][] standardised(Block x, double[] y) {
    int n = x.rows();
    int p = x.cols() + (y == null ? 0 : 1);
    double[][] d = new double[n][p];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < x.cols(); j++) {
        d[i][j] = x.get(i, j);
      }
      if (y != null) {
        d[i][p - 1] = y[i];
      }
    }
    for (int j = 0; j < p; j++) {
      double mean = 0.0;
      for (double[] r : d) {
        mean += r[j];
      }
      mean /= n;
      double var = 0.0;
      for (double[] r : d) {
        var += (r[j] - mean) * (r[j] - mean);
      }
      double sd = Math.sqrt(var / n);
      for (double[] r : d) {
        r[j] = sd > 0 ? (r[j] - mean) / sd : 0.0;
      }
    }
    return d;
  }

  /**
   * The rows in coordinates of an orthonormal basis of their centred span (modified Gram-Schmidt,
   * twice), at most {@code n - 1} columns. Euclidean distances between rows are unchanged and the
   * support points stay in the rows' affine hull, so the iterations run on n rather than p columns.
   */
  static double[][] rowSpace(double[][] d) {
    int n = d.length;
    int p = d[0].length;
    double[][] c = new double[n][];
    for (int i = 0; i < n; i++) {
      c[i] = d[i].clone();
      for (int j = 0; j < p; j++) {
        c[i][j] -= d[0][j];
      }
    }
    double scale = 0.0;
    for (double[] r : c) {
      scale = Math.max(scale, OneFold.squared(r, new double[p]));
    }
    List<double[]> basis = new ArrayList<>();
    for (int i = 1; i < n; i++) {
      double[] v = c[i].clone();
      for (int pass = 0; pass < 2; pass++) {
        for (double[] b : basis) {
          double dot = 0.0;
          for (int j = 0; j < p; j++) {
            dot += v[j] * b[j];
          }
          for (int j = 0; j < p; j++) {
            v[j] -= dot * b[j];
          }
        }
      }
      double norm = Math.sqrt(OneFold.squared(v, new double[p]));
      if (norm > 1e-10 * Math.sqrt(scale)) {
        for (int j = 0; j < p; j++) {
          v[j] /= norm;
        }
        basis.add(v);
      }
    }
    double[][] out = new double[n][basis.size()];
    for (int i = 0; i < n; i++) {
      for (int k = 0; k < basis.size(); k++) {
        double dot = 0.0;
        double[] b = basis.get(k);
        for (int j = 0; j < p; j++) {
          dot += c[i][j] * b[j];
        }
        out[i][k] = dot;
      }
    }
    return out;
  }

  /**
   * {@code m} support points of {@code data} by Mak and Joseph's fixed-point update {@code xi_i <-
   * (1/q_i) [(N/m) sum_{j!=i} (xi_i - xi_j)/|xi_i - xi_j| + sum_k x_k/|x_k - xi_i|]}, {@code q_i =
   * sum_k 1/|x_k - xi_i|} (terms with a zero distance are left out), started at distinct data rows.
   */
  static double[][] supportPoints(double[][] data, int m, RandomState rng) {
    int n = data.length;
    int p = data[0].length;
    int[] start = rng.permutation(n);
    double[][] xi = new double[m][];
    for (int i = 0; i < m; i++) {
      xi[i] = data[start[i]].clone();
    }
    double ratio = (double) n / m;
    for (int it = 0; it < MAX_ITER; it++) {
      double[][] next = new double[m][p];
      double move = 0.0;
      double scale = 0.0;
      for (int i = 0; i < m; i++) {
        double q = 0.0;
        double[] acc = next[i];
        for (double[] row : data) {
          double d = Math.sqrt(OneFold.squared(row, xi[i]));
          if (d > 0) {
            q += 1.0 / d;
            for (int j = 0; j < p; j++) {
              acc[j] += row[j] / d;
            }
          }
        }
        for (int l = 0; l < m; l++) {
          double d = l == i ? 0.0 : Math.sqrt(OneFold.squared(xi[i], xi[l]));
          if (d > 0) {
            for (int j = 0; j < p; j++) {
              acc[j] += ratio * (xi[i][j] - xi[l][j]) / d;
            }
          }
        }
        for (int j = 0; j < p; j++) {
          acc[j] = q > 0 ? acc[j] / q : xi[i][j];
        }
        move = Math.max(move, OneFold.squared(acc, xi[i]));
        scale = Math.max(scale, OneFold.squared(xi[i], new double[p]));
      }
      xi = next;
      if (move <= TOL * Math.max(1.0, scale)) {
        break;
      }
    }
    return xi;
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.splitter(
              "SPlitSplitter",
              "nirs4all.operators.splitters.splitters",
              "SPlit data twinning: support points of X and y pick the smaller side",
              SPlitSplitter::of)
          .params(
              ParamSpec.floating("test_size", 0.25, 0.0, 1.0, "", "fraction of test samples"),
              ParamSpec.intOrNull(
                  "random_state", 0, 4_294_967_295L, "", "seed of the starting points"));

  /** Contributes the declaration to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
