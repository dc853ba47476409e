package org.spectraflow.engine.operators.model;

import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.catalogue.ShapeRules;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * scikit-learn's KNeighborsRegressor and KNeighborsClassifier with the brute-force search
 * (BSD-3-Clause): Euclidean distances by scikit-learn's expansion {@code ‖x‖² − 2x·y + ‖y‖²}
 * (clipped at 0), other Minkowski powers by {@code (Σ|x−y|^p)^(1/p)}; the k nearest training rows,
 * ties by training order. Regression: the mean of their targets, or with {@code weights='distance'}
 * the {@code 1/d}-weighted mean (rows at distance 0 alone, equally weighted). Classification: the
 * (weighted) vote, ties to the smallest label. First target only; computed in double.
 */
public final class KNeighbors implements ModelOperator {

  private final OperatorConfig config;
  private final boolean classifier;
  private final int k;
  private final boolean distanceWeights;
  private final double p;

  private KNeighbors(
      OperatorConfig config, boolean classifier, int k, boolean distanceWeights, double p) {
    this.config = config;
    this.classifier = classifier;
    this.k = k;
    this.distanceWeights = distanceWeights;
    this.p = p;
  }

  /**
   * KNeighborsRegressor: {@code n_neighbors=5, weights='uniform', metric='minkowski', p=2, ...}.
   */
  public static KNeighbors regressor(Params p) {
    return read(p, false);
  }

  /** KNeighborsClassifier: the same parameters. */
  public static KNeighbors classifier(Params p) {
    return read(p, true);
  }

  private static KNeighbors read(Params p, boolean classifier) {
    int k = p.integer("n_neighbors", 5);
    String weights = p.string("weights", "uniform");
    String algorithm = p.string("algorithm", "auto");
    p.integer("leaf_size", 30);
    double power = p.number("p", 2);
    String metric = p.string("metric", "minkowski");
    Object metricParams = p.raw("metric_params", null);
    p.optionalInteger("n_jobs", null);
    if (k < 1) {
      throw p.invalid("n_neighbors", k, "must be >= 1");
    }
    if (!"uniform".equals(weights) && !"distance".equals(weights)) {
      throw p.invalid("weights", weights, "must be 'uniform' or 'distance'");
    }
    if (!List.of("auto", "brute", "kd_tree", "ball_tree").contains(algorithm)) {
      throw p.invalid("algorithm", algorithm, "must be 'auto', 'brute', 'kd_tree' or 'ball_tree'");
    }
    if (!(power >= 1) || Double.isInfinite(power)) {
      throw p.invalid("p", power, "must be a finite number >= 1");
    }
    double effective =
        switch (metric) {
          case "minkowski" -> power;
          case "euclidean" -> 2;
          case "manhattan", "cityblock" -> 1;
          default ->
              throw p.invalid("metric", metric, "must be 'minkowski', 'euclidean' or 'manhattan'");
        };
    if (metricParams != null) {
      throw p.invalid("metric_params", metricParams, "is not supported (use None)");
    }
    return new KNeighbors(p.config(), classifier, k, "distance".equals(weights), effective);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public boolean classifier() {
    return classifier;
  }

  @Override
  public FittedModel fit(Block x, double[][] y, BooleanSupplier cancelled) {
    ModelInputs.check(this, x, y);
    if (k > x.rows()) {
      throw new IllegalArgumentException(
          label() + ": n_neighbors=" + k + " is more than the " + x.rows() + " training samples");
    }
    double[][] train = x.toRows();
    double[] targets = Arrays.stream(y).mapToDouble(r -> r[0]).toArray();
    return restored(train, targets);
  }

  /**
   * The fitted form holding {@code train} rows and their {@code targets} (a model file's {@code
   * KNeighbors} state), equal to the one {@link #fit} returned for them.
   */
  FittedModel restored(double[][] train, double[] targets) {
    double[] norms = Arrays.stream(train).mapToDouble(r -> CoordinateDescent.dot(r, r)).toArray();
    long bytes = ArrayBytes.of(train) + ArrayBytes.of(targets) + ArrayBytes.of(norms);
    return new Fitted(train, targets, norms, bytes);
  }

  /**
   * A fitted nearest-neighbours model: the training rows, their first-column targets and squared
   * norms, searched with this operator's settings. Immutable.
   */
  private final class Fitted implements FittedModel {
    private final double[][] train;
    private final double[] targets;
    private final double[] norms;
    private final long bytes;

    Fitted(double[][] train, double[] targets, double[] norms, long bytes) {
      this.train = train;
      this.targets = targets;
      this.norms = norms;
      this.bytes = bytes;
    }

    @Override
    public double[][] predict(Block block) {
      ModelInputs.checkWidth(label(), block, train[0].length);
      double[][] out = new double[block.rows()][1];
      double[] row = new double[block.cols()];
      for (int i = 0; i < block.rows(); i++) {
        block.copyRow(i, row);
        out[i][0] = predictOne(row, train, norms, targets);
      }
      return out;
    }

    /** The training rows, their targets and squared norms. */
    @Override
    public long retainedBytes() {
      return bytes;
    }

    @Override
    public FittedState state() {
      return FittedState.of("KNeighbors")
          .with("operator", canonicalConfig())
          .with("train", train)
          .with("targets", targets);
    }
  }

  private double predictOne(double[] q, double[][] train, double[] norms, double[] y) {
    int n = train.length;
    double[] d = new double[n];
    double qq = CoordinateDescent.dot(q, q);
    for (int j = 0; j < n; j++) {
      d[j] = distance(q, qq, train[j], norms[j]);
    }
    Integer[] order = new Integer[n];
    Arrays.setAll(order, j -> j);
    Arrays.sort(order, (a, b) -> Double.compare(d[a], d[b]));
    double[] w = new double[k];
    double[] v = new double[k];
    boolean exact = false;
    for (int r = 0; r < k; r++) {
      v[r] = y[order[r]];
      exact |= d[order[r]] == 0.0;
    }
    for (int r = 0; r < k; r++) {
      double dist = d[order[r]];
      w[r] = !distanceWeights ? 1.0 : exact ? (dist == 0.0 ? 1.0 : 0.0) : 1.0 / dist;
    }
    return classifier ? vote(v, w) : mean(v, w);
  }

  private double distance(double[] a, double aa, double[] b, double bb) {
    if (p == 2) {
      return Math.sqrt(Math.max(aa - 2.0 * CoordinateDescent.dot(a, b) + bb, 0.0));
    }
    double s = 0.0;
    for (int t = 0; t < a.length; t++) {
      double diff = Math.abs(a[t] - b[t]);
      s += p == 1 ? diff : Math.pow(diff, p);
    }
    return p == 1 ? s : Math.pow(s, 1.0 / p);
  }

  private double mean(double[] v, double[] w) {
    double num = 0.0;
    double den = 0.0;
    for (int r = 0; r < v.length; r++) {
      num += v[r] * w[r];
      den += w[r];
    }
    return distanceWeights ? num / den : num / v.length;
  }

  private static double vote(double[] v, double[] w) {
    double[] labels = Arrays.stream(v).distinct().sorted().toArray();
    double[] score = new double[labels.length];
    for (int r = 0; r < v.length; r++) {
      score[Arrays.binarySearch(labels, v[r])] += w[r];
    }
    int best = 0;
    for (int c = 1; c < labels.length; c++) {
      if (score[c] > score[best]) {
        best = c;
      }
    }
    return labels[best];
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of KNeighborsRegressor (see docs/extending.md). */
  public static final OperatorSpec REGRESSOR =
      declaration(
          "KNeighborsRegressor",
          "sklearn.neighbors._regression",
          "mean target of the nearest training spectra",
          KNeighbors::regressor);

  /** The catalogue's declaration of KNeighborsClassifier. */
  public static final OperatorSpec CLASSIFIER =
      declaration(
          "KNeighborsClassifier",
          "sklearn.neighbors._classification",
          "majority class of the nearest training spectra",
          KNeighbors::classifier);

  private static OperatorSpec declaration(
      String name, String module, String description, OperatorSpec.Builder builder) {
    return OperatorSpec.model(name, module, description, builder)
        .params(
            ParamSpec.integer("n_neighbors", 5, 1, 100_000, "", "number of neighbours"),
            ParamSpec.choice(
                "weights", "uniform", List.of("uniform", "distance"), "neighbour weights"),
            ParamSpec.floating(
                "p", 2, 1.0, 100.0, "", "Minkowski power (2 = Euclidean, 1 = Manhattan)"))
        .rules(ShapeRules.atMostSamples("n_neighbors", "use fewer neighbours"));
  }

  /** Contributes the declarations above to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(REGRESSOR, CLASSIFIER);
    }
  }
}
