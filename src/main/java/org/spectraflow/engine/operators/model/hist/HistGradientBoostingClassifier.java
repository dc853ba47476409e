package org.spectraflow.engine.operators.model.hist;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.RestorableModel;
import org.spectraflow.engine.operators.linalg.Sums;
import org.spectraflow.engine.operators.model.ClassLabels;
import org.spectraflow.engine.operators.model.ModelInputs;
import org.spectraflow.engine.operators.model.ProbabilisticModel;

/**
 * scikit-learn 1.9's HistGradientBoostingClassifier with the log loss, following its algorithm
 * (BSD-3-Clause, the scikit-learn developers; {@code gradient_boosting.py}, {@code _loss/}): for
 * two classes one tree per iteration on the half-binomial loss (baseline {@code logit} of the
 * clipped positive rate; probability {@code expit} of the raw score; class 1 iff the raw score is
 * {@code > 0}); for more, one tree per class and iteration on the half-multinomial loss (baseline
 * the log of each clipped class rate over their geometric mean; probabilities the softmax; the
 * first largest raw score wins). Gradients and hessians are computed in double and stored as
 * float32 as scikit-learn stores them; trees are grown by {@link HistTreeGrower} with the binning
 * and parameters of {@link HistGradientBoostingRegressor}. {@code class_weight} is refused.
 */
public final class HistGradientBoostingClassifier implements RestorableModel {

  private final OperatorConfig config;
  private final HistGradientBoostingRegressor.Settings settings;

  private HistGradientBoostingClassifier(
      OperatorConfig config, HistGradientBoostingRegressor.Settings settings) {
    this.config = config;
    this.settings = settings;
  }

  /** Reads scikit-learn 1.9's parameters; {@code loss} must be 'log_loss'. */
  public static HistGradientBoostingClassifier of(Params p) {
    String loss = p.string("loss", "log_loss");
    if (!"log_loss".equals(loss)) {
      throw p.invalid("loss", loss, "must be 'log_loss'");
    }
    Object weights = p.raw("class_weight", null);
    if (weights != null) {
      throw p.invalid("class_weight", weights, "is not supported (must be None)");
    }
    HistGradientBoostingRegressor.Settings s = HistGradientBoostingRegressor.read(p);
    return new HistGradientBoostingClassifier(p.config(), s);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public boolean classifier() {
    return true;
  }

  @Override
  public ProbabilisticModel restore(FittedState state) {
    HistTree[][] stages = HistStates.trees(state);
    double[] baseline = state.vector("baseline");
    double[] classes = state.vector("classes");
    int k = classes.length == 2 ? 1 : classes.length;
    if (classes.length < 2 || baseline.length != k) {
      throw new IllegalArgumentException(
          "hist_boosted: " + baseline.length + " raw scores for " + classes.length + " classes");
    }
    return new Fitted(
        label(),
        state.text("operator"),
        (int) state.number("features"),
        baseline,
        java.util.Arrays.asList(stages),
        classes);
  }

  @Override
  public ProbabilisticModel fit(Block x, double[][] y, BooleanSupplier cancelled) {
    ModelInputs.check(this, x, y);
    ClassLabels labels = ClassLabels.of(this, y);
    HistGradientBoostingRegressor.checkEarlyStopping(label(), settings, x.rows());
    Binning binning = HistGradientBoostingRegressor.binning(x, settings);
    byte[][] binned = binning.apply(x);
    int n = x.rows();
    int classes = labels.classes().length;
    int k = classes == 2 ? 1 : classes;
    double[] target = new double[n];
    for (int i = 0; i < n; i++) {
      target[i] = labels.labels()[i];
    }
    double[] baseline = baseline(target, classes);
    double[][] raw = new double[k][n];
    for (int c = 0; c < k; c++) {
      java.util.Arrays.fill(raw[c], baseline[c]);
    }
    double[][] g = new double[k][n];
    double[][] h = new double[k][n];
    List<HistTree[]> trees = new ArrayList<>();
    HistTreeGrower.Pool pool = new HistTreeGrower.Pool();
    for (int it = 0; it < settings.maxIter(); it++) {
      if (cancelled.getAsBoolean()) {
        throw new CancellationException(label() + " cancelled");
      }
      gradients(raw, target, g, h);
      HistTree[] stage = new HistTree[k];
      for (int c = 0; c < k; c++) {
        HistTreeGrower grower =
            new HistTreeGrower(
                binned, binning, g[c], h[c], settings.limits(), settings.maxBins() + 1, pool);
        stage[c] = grower.grow(raw[c], settings.learningRate());
      }
      trees.add(stage);
    }
    return new Fitted(
        label(), canonicalConfig(), x.cols(), baseline, List.copyOf(trees), labels.classes());
  }

  /** The baseline raw score(s): one for two classes, one per class otherwise. */
  static double[] baseline(double[] target, int classes) {
    int n = target.length;
    if (classes == 2) {
      double eps = 10 * Math.ulp(1.0);
      double p = Sums.pw(target, false) / n;
      p = Math.min(Math.max(p, eps), 1 - eps);
      return new double[] {logit(p)};
    }
    double eps = Math.ulp(1.0);
    double[] logs = new double[classes];
    double[] rates = new double[classes];
    double[] indicator = new double[n];
    for (int c = 0; c < classes; c++) {
      for (int i = 0; i < n; i++) {
        indicator[i] = target[i] == c ? 1.0 : 0.0;
      }
      rates[c] = Math.min(Math.max(Sums.pw(indicator, false) / n, eps), 1 - eps);
      logs[c] = Math.log(rates[c]);
    }
    double gmean = Math.exp(Sums.pw(logs, false) / classes);
    double[] out = new double[classes];
    for (int c = 0; c < classes; c++) {
      out[c] = Math.log(rates[c] / gmean);
    }
    return out;
  }

  /** scipy's {@code logit}: the plain formula away from 1/2, the log1p form in [0.3, 0.65]. */
  static double logit(double x) {
    if (x < 0.3 || x > 0.65) {
      return Math.log(x / (1 - x));
    }
    double s = 2 * (x - 0.5);
    return Math.log1p(s) - Math.log1p(-s);
  }

  /** The float32 gradients and hessians of the half binomial or multinomial loss. */
  private static void gradients(double[][] raw, double[] y, double[][] g, double[][] h) {
    int k = raw.length;
    int n = y.length;
    if (k == 1) {
      for (int i = 0; i < n; i++) {
        double r = raw[0][i];
        if (r > -37) {
          double e = Math.exp(-r);
          g[0][i] = (float) (((1 - y[i]) - y[i] * e) / (1 + e));
          h[0][i] = (float) (e / ((1 + e) * (1 + e)));
        } else {
          double e = Math.exp(r);
          g[0][i] = (float) (e - y[i]);
          h[0][i] = (float) e;
        }
      }
      return;
    }
    double[] p = new double[k];
    for (int i = 0; i < n; i++) {
      double max = raw[0][i];
      for (int c = 1; c < k; c++) {
        if (max < raw[c][i]) {
          max = raw[c][i];
        }
      }
      double sum = 0;
      for (int c = 0; c < k; c++) {
        p[c] = Math.exp(raw[c][i] - max);
        sum += p[c];
      }
      for (int c = 0; c < k; c++) {
        p[c] /= sum;
        g[c][i] = (float) (p[c] - (y[i] == c ? 1 : 0));
        h[c][i] = (float) (p[c] * (1. - p[c]));
      }
    }
  }

  /** The fitted ensemble. */
  private record Fitted(
      String label,
      String operator,
      int features,
      double[] baseline,
      List<HistTree[]> trees,
      double[] classes)
      implements ProbabilisticModel {

    private double[][] raw(Block x) {
      ModelInputs.checkWidth(label, x, features);
      int k = baseline.length;
      double[][] out = new double[x.rows()][k];
      double[] row = new double[features];
      for (int i = 0; i < x.rows(); i++) {
        x.copyRow(i, row);
        double[] r = out[i];
        System.arraycopy(baseline, 0, r, 0, k);
        for (HistTree[] stage : trees) {
          for (int c = 0; c < k; c++) {
            r[c] += stage[c].predict(row);
          }
        }
      }
      return out;
    }

    @Override
    public double[][] probabilities(Block x) {
      double[][] raw = raw(x);
      double[][] out = new double[raw.length][];
      for (int i = 0; i < raw.length; i++) {
        if (raw[i].length == 1) {
          double p = 1.0 / (1.0 + Math.exp(-raw[i][0]));
          out[i] = new double[] {1 - p, p};
        } else {
          double max = raw[i][0];
          for (double v : raw[i]) {
            max = Math.max(max, v);
          }
          double[] e = new double[raw[i].length];
          for (int c = 0; c < e.length; c++) {
            e[c] = Math.exp(raw[i][c] - max);
          }
          double sum = Sums.pw(e, false);
          for (int c = 0; c < e.length; c++) {
            e[c] /= sum;
          }
          out[i] = e;
        }
      }
      return out;
    }

    @Override
    public double[][] predict(Block x) {
      // one raw column for two classes (its sign picks the second), else one per class
      return ClassLabels.decide(raw(x), classes);
    }

    @Override
    public double[] classes() {
      return classes.clone();
    }

    /** Kind {@code hist_boosted} with one baseline per raw score and the classes. */
    @Override
    public FittedState state() {
      return HistStates.of(operator, features, baseline, trees).with("classes", classes);
    }

    @Override
    public long retainedBytes() {
      long b = 0;
      for (HistTree[] stage : trees) {
        for (HistTree t : stage) {
          b += t.bytes();
        }
      }
      return b;
    }
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue declaration (main parameters; the others are accepted by {@link #of}). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "HistGradientBoostingClassifier",
              "sklearn.ensemble._hist_gradient_boosting.gradient_boosting",
              "histogram-based gradient boosting of trees for classes (log loss)",
              HistGradientBoostingClassifier::of)
          .params(HistGradientBoostingRegressor.declarations());

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
