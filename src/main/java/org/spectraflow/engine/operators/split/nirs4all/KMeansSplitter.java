package org.spectraflow.engine.operators.split.nirs4all;

import java.util.Arrays;
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
 * nirs4all's KMeansSplitter, a K-means++ diversity split (docs/compatibility.md, nirs4all
 * splitters): the spectra are clustered into {@code n_train} clusters by Lloyd's k-means seeded
 * with k-means++ (Arthur and Vassilvitskii, "k-means++: the advantages of careful seeding", SODA
 * 2007), and for each centre in turn the nearest sample not yet chosen goes to training; the rest
 * is the test set. One fold, both sides ascending. Draws: the first centre {@code randint(0, n)},
 * each next one by {@code random_sample()} against the cumulative squared distances.
 */
public final class KMeansSplitter implements SplitterOperator {

  private final OperatorConfig config;
  private final SplitDraw draw;
  private final int maxIter;

  private KMeansSplitter(OperatorConfig config, SplitDraw draw, int maxIter) {
    this.config = config;
    this.draw = draw;
    this.maxIter = maxIter;
  }

  /** Reads {@code test_size=0.25, random_state=None (or seed), max_iter=100}. */
  public static KMeansSplitter of(Params p) {
    SplitDraw draw = SplitDraw.read(p);
    int maxIter = p.integer("max_iter", 100);
    if (maxIter < 1) {
      throw p.invalid("max_iter", maxIter, "must be >= 1");
    }
    return new KMeansSplitter(p.config(), draw, maxIter);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public List<PositionalFold> split(Block x, double[] y, RandomState globalRng) {
    int n = x.rows();
    int k = draw.sizes(this, n, 1)[0];
    double[][] rows = x.toRows();
    double[][] centres = lloyd(rows, seeds(rows, k, draw.generator(globalRng)), maxIter);
    int[] train = OneFold.nearestSequential(rows, centres);
    return List.of(OneFold.of(n, train, true));
  }

  /** k-means++ seeding: {@code k} distinct rows chosen with probability D(x)^2. */
  static double[][] seeds(double[][] rows, int k, RandomState rng) {
    int n = rows.length;
    double[][] centres = new double[k][];
    int first = (int) rng.randint(0, n);
    centres[0] = rows[first].clone();
    double[] d2 = new double[n];
    for (int i = 0; i < n; i++) {
      d2[i] = OneFold.squared(rows[i], centres[0]);
    }
    for (int c = 1; c < k; c++) {
      double total = Arrays.stream(d2).sum();
      int pick;
      if (total <= 0) {
        pick = firstPositiveOrZero(d2);
      } else {
        double target = rng.randomSample() * total;
        double cum = 0.0;
        pick = -1;
        for (int i = 0; i < n; i++) {
          cum += d2[i];
          if (d2[i] > 0 && cum > target) {
            pick = i;
            break;
          }
        }
        if (pick < 0) {
          pick = lastPositive(d2);
        }
      }
      centres[c] = rows[pick].clone();
      for (int i = 0; i < n; i++) {
        d2[i] = Math.min(d2[i], OneFold.squared(rows[i], centres[c]));
      }
    }
    return centres;
  }

  private static int firstPositiveOrZero(double[] d2) {
    for (int i = 0; i < d2.length; i++) {
      if (d2[i] > 0) {
        return i;
      }
    }
    return 0;
  }

  private static int lastPositive(double[] d2) {
    for (int i = d2.length - 1; i >= 0; i--) {
      if (d2[i] > 0) {
        return i;
      }
    }
    return 0;
  }

  /** Lloyd iterations until no row changes cluster (or {@code maxIter}); empty clusters stay. */
  static double[][] lloyd(double[][] rows, double[][] centres, int maxIter) {
    int n = rows.length;
    int k = centres.length;
    int p = rows[0].length;
    int[] label = new int[n];
    Arrays.fill(label, -1);
    for (int it = 0; it < maxIter; it++) {
      boolean changed = false;
      for (int i = 0; i < n; i++) {
        int best = 0;
        double bestD = Double.POSITIVE_INFINITY;
        for (int c = 0; c < k; c++) {
          double d = OneFold.squared(rows[i], centres[c]);
          if (d < bestD) {
            bestD = d;
            best = c;
          }
        }
        changed |= label[i] != best;
        label[i] = best;
      }
      if (!changed) {
        break;
      }
      double[][] sum = new double[k][p];
      int[] count = new int[k];
      for (int i = 0; i < n; i++) {
        count[label[i]]++;
        for (int j = 0; j < p; j++) {
          sum[label[i]][j] += rows[i][j];
        }
      }
      for (int c = 0; c < k; c++) {
        if (count[c] > 0) {
          for (int j = 0; j < p; j++) {
            centres[c][j] = sum[c][j] / count[c];
          }
        }
      }
    }
    return centres;
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.splitter(
              "KMeansSplitter",
              "nirs4all.operators.splitters.splitters",
              "K-means++ diversity split: the sample nearest each of n_train centres trains",
              KMeansSplitter::of)
          .params(
              ParamSpec.floating("test_size", 0.25, 0.0, 1.0, "", "fraction of test samples"),
              ParamSpec.intOrNull("random_state", 0, 4_294_967_295L, "", "seed of k-means++"),
              ParamSpec.integer("max_iter", 100, 1, 100_000, "", "Lloyd iterations at most"));

  /** Contributes the declaration to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
