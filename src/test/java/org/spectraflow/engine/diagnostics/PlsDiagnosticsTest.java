package org.spectraflow.engine.diagnostics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.Reference;
import org.spectraflow.engine.operators.linalg.JacobiSvd;

/**
 * The PLS diagnostics' definitions on a small hand-sized problem, against an independent textbook
 * PLS1 written here (deflation of X and y, no rotations), the identities Σ VIP² = p, T² = (n−1) ·
 * leverage and ‖X_s‖² = ‖T Pᵀ‖² + Σ Q, and eigenvalues from a singular value decomposition.
 */
class PlsDiagnosticsTest {

  /** Six samples, three features, one target. */
  static final double[][] X = {
    {1.0, 2.0, 0.5},
    {2.0, 1.5, 1.0},
    {3.0, 3.5, 0.0},
    {4.0, 3.0, 2.0},
    {5.0, 6.0, 1.5},
    {6.5, 5.0, 3.0}
  };

  static final double[] Y = {1.2, 1.9, 3.4, 3.8, 5.6, 6.1};

  private static FittedModel fit(int k, double[][] x, double[] y) {
    double[][] col = Arrays.stream(y).mapToObj(v -> new double[] {v}).toArray(double[][]::new);
    return OperatorFactory.model("PLSRegression", Map.of("n_components", k))
        .fit(Block.ofRows(Precision.FLOAT64, x), col);
  }

  /** The textbook PLS1 (NIPALS with deflation) on the standardised data. */
  private record Textbook(double[][] t, double[][] p, double[][] w, double[] c, double[][] e) {
    static Textbook of(double[][] x, double[] y, int k) {
      int n = x.length;
      int m = x[0].length;
      double[][] xs = standardised(x);
      double[][] yColumn = new double[n][];
      for (int i = 0; i < n; i++) {
        yColumn[i] = new double[] {y[i]};
      }
      double[] ys = column(standardised(yColumn));
      double[][] t = new double[k][n];
      double[][] p = new double[k][m];
      double[][] w = new double[k][m];
      double[] c = new double[k];
      for (int a = 0; a < k; a++) {
        double[] wa = new double[m];
        for (int i = 0; i < n; i++) {
          for (int j = 0; j < m; j++) {
            wa[j] += xs[i][j] * ys[i];
          }
        }
        double norm = Math.sqrt(Matrices.dot(wa, wa));
        for (int j = 0; j < m; j++) {
          wa[j] /= norm;
        }
        double[] ta = new double[n];
        for (int i = 0; i < n; i++) {
          ta[i] = Matrices.dot(xs[i], wa);
        }
        double tt = Matrices.dot(ta, ta);
        double[] pa = new double[m];
        for (int i = 0; i < n; i++) {
          for (int j = 0; j < m; j++) {
            pa[j] += xs[i][j] * ta[i] / tt;
          }
        }
        c[a] = Matrices.dot(ys, ta) / tt;
        for (int i = 0; i < n; i++) {
          for (int j = 0; j < m; j++) {
            xs[i][j] -= ta[i] * pa[j];
          }
          ys[i] -= c[a] * ta[i];
        }
        t[a] = ta;
        p[a] = pa;
        w[a] = wa;
      }
      return new Textbook(t, p, w, c, xs);
    }

    private static double[] column(double[][] m) {
      return Arrays.stream(m).mapToDouble(r -> r[0]).toArray();
    }
  }

  static double[][] standardised(double[][] x) {
    int n = x.length;
    int m = x[0].length;
    double[][] out = new double[n][m];
    for (int j = 0; j < m; j++) {
      double mean = 0;
      for (double[] r : x) {
        mean += r[j] / n;
      }
      double ss = 0;
      for (double[] r : x) {
        ss += (r[j] - mean) * (r[j] - mean);
      }
      double sd = Math.sqrt(ss / (n - 1));
      for (int i = 0; i < n; i++) {
        out[i][j] = (x[i][j] - mean) / sd;
      }
    }
    return out;
  }

  @Test
  void scoresVipTwoAndQAgreeWithTheTextbookAlgorithm() {
    int k = 2;
    PlsDiagnostics d = PlsDiagnostics.of(PlsFit.of(fit(k, X, Y)).orElseThrow(), X);
    Textbook ref = Textbook.of(X, Y, k);
    double[][] scores = d.calibration().scores();
    for (int a = 0; a < k; a++) {
      double sign = Math.signum(scores[0][a] * ref.t[a][0]);
      for (int i = 0; i < X.length; i++) {
        assertThat(scores[i][a]).isCloseTo(sign * ref.t[a][i], within(1e-12));
      }
    }
    // VIP by its definition from the textbook quantities
    double[] ss = new double[k];
    double total = 0;
    for (int a = 0; a < k; a++) {
      ss[a] = ref.c[a] * ref.c[a] * Matrices.dot(ref.t[a], ref.t[a]);
      total += ss[a];
    }
    double[] vip = d.vip();
    for (int j = 0; j < 3; j++) {
      double s = 0;
      for (int a = 0; a < k; a++) {
        s += ss[a] * ref.w[a][j] * ref.w[a][j];
      }
      assertThat(vip[j]).isCloseTo(Math.sqrt(3 * s / total), within(1e-12));
    }
    // Q: the squared rows of the deflated X
    double[] q = d.calibration().q();
    for (int i = 0; i < X.length; i++) {
      assertThat(q[i]).isCloseTo(Matrices.dot(ref.e[i], ref.e[i]), within(1e-12));
    }
  }

  @Test
  void squaredVipsSumToTheNumberOfFeatures() {
    double[][] x = SyntheticSpectra.rows(40, 25, 7);
    double[] y = SyntheticSpectra.target(x);
    for (int k = 1; k <= 6; k++) {
      double[] vip = PlsDiagnostics.of(fit(k, x, y), Block.ofRows(Precision.FLOAT64, x)).vip();
      assertThat(Arrays.stream(vip).map(v -> v * v).sum()).isCloseTo(25.0, within(1e-10));
    }
  }

  @Test
  void hotellingIsNMinusOneTimesTheLeverage() {
    double[][] x = SyntheticSpectra.rows(30, 12, 3);
    PlsDiagnostics d =
        PlsDiagnostics.of(
            fit(3, x, SyntheticSpectra.target(x)), Block.ofRows(Precision.FLOAT64, x));
    double[][] t = d.calibration().scores();
    // leverage h_i = t_i (TᵀT)⁻¹ t_iᵀ, with (TᵀT)⁻¹ from a singular value decomposition of T
    JacobiSvd svd = JacobiSvd.of(t);
    double[][] u = svd.u();
    double[] t2 = d.calibration().t2();
    for (int i = 0; i < t.length; i++) {
      double h = Matrices.dot(u[i], u[i]);
      assertThat(t2[i]).isCloseTo((t.length - 1) * h, within(1e-9));
    }
  }

  @Test
  void residualsAndExplainedPartAddUpToTheTotalSumOfSquares() {
    double[][] x = SyntheticSpectra.rows(25, 18, 11);
    PlsDiagnostics d =
        PlsDiagnostics.of(
            fit(4, x, SyntheticSpectra.target(x)), Block.ofRows(Precision.FLOAT64, x));
    double[][] xs = standardised(x);
    double total = Arrays.stream(xs).mapToDouble(r -> Matrices.dot(r, r)).sum();
    double[][] t = d.calibration().scores();
    double[][] p = d.fit().xLoadings();
    double explained = 0;
    for (double[] ti : t) {
      for (int j = 0; j < 18; j++) {
        double v = 0;
        for (int a = 0; a < ti.length; a++) {
          v += ti[a] * p[a][j];
        }
        explained += v * v;
      }
    }
    double q = Arrays.stream(d.calibration().q()).sum();
    assertThat(q + explained).isCloseTo(total, within(1e-9 * total));
  }

  @Test
  void coefficientsAreTheDerivativeOfThePrediction() {
    double[][] x = SyntheticSpectra.rows(20, 9, 5);
    FittedModel m = fit(3, x, SyntheticSpectra.target(x));
    double[] coef = PlsDiagnostics.of(m, Block.ofRows(Precision.FLOAT64, x)).coefficients();
    double[] base = x[0].clone();
    double y0 = m.predict(Block.ofRows(Precision.FLOAT64, new double[][] {base}))[0][0];
    for (int j = 0; j < 9; j++) {
      double[] moved = base.clone();
      moved[j] += 0.5;
      double y1 = m.predict(Block.ofRows(Precision.FLOAT64, new double[][] {moved}))[0][0];
      assertThat((y1 - y0) / 0.5).as("feature %d", j).isCloseTo(coef[j], within(1e-9));
    }
  }

  @Test
  void qLimitPowerSumsEqualThoseOfTheEigenvalues() {
    double[][] x = SyntheticSpectra.rows(15, 30, 2);
    PlsDiagnostics d =
        PlsDiagnostics.of(
            fit(2, x, SyntheticSpectra.target(x)), Block.ofRows(Precision.FLOAT64, x));
    // residuals rebuilt from the scores, eigenvalues of EᵀE/(n−1) as squared singular values
    double[][] e = standardised(x);
    double[][] t = d.calibration().scores();
    double[][] p = d.fit().xLoadings();
    for (int i = 0; i < e.length; i++) {
      for (int j = 0; j < e[i].length; j++) {
        for (int a = 0; a < 2; a++) {
          e[i][j] -= t[i][a] * p[a][j];
        }
      }
    }
    double[] lambda = Arrays.stream(JacobiSvd.of(e).s()).map(s -> s * s / 14).toArray();
    QLimit.Thetas fromEigen = QLimit.Thetas.ofEigenvalues(lambda);
    QLimit.Thetas fromTraces = QLimit.Thetas.ofResiduals(e);
    assertThat(fromTraces.theta1()).isCloseTo(fromEigen.theta1(), within(1e-10));
    assertThat(fromTraces.theta2()).isCloseTo(fromEigen.theta2(), within(1e-9));
    assertThat(fromTraces.theta3()).isCloseTo(fromEigen.theta3(), within(1e-8));
    assertThat(d.limits().qAt95())
        .isCloseTo(QLimit.jacksonMudholkar(fromEigen, 0.95), within(1e-9));
  }

  @Test
  void powerSumsAgreeWithTheEigenvaluesWhenSamplesOutnumberFeatures() {
    double[][] e = standardised(SyntheticSpectra.rows(30, 6, 9));
    double[] lambda = Arrays.stream(JacobiSvd.of(e).s()).map(s -> s * s / 29).toArray();
    QLimit.Thetas fromEigen = QLimit.Thetas.ofEigenvalues(lambda);
    QLimit.Thetas fromTraces = QLimit.Thetas.ofResiduals(e);
    assertThat(fromTraces.theta2()).isCloseTo(fromEigen.theta2(), within(1e-10));
    assertThat(fromTraces.theta3()).isCloseTo(fromEigen.theta3(), within(1e-9));
  }

  @Test
  void hotellingLimitIsTheScaledFQuantile() {
    PlsDiagnostics d = PlsDiagnostics.of(PlsFit.of(fit(2, X, Y)).orElseThrow(), X);
    // A(n−1)/(n−A) F_α(A, n−A) with A = 2, n = 6: 2·5/4 · F_α(2, 4), and F_α(2, 4) has the
    // closed form 2((1−α)^(−1/2) − 1): 6.944272 at 95 %, 18 at 99 %
    assertThat(d.limits().t2At95()).isCloseTo(2.5 * 6.944272, within(1e-5));
    assertThat(d.limits().t2At99()).isCloseTo(2.5 * 18.0, within(1e-9));
  }

  @Test
  void projectingTheCalibrationSamplesGivesTheirOwnStatistics() {
    PlsDiagnostics d = PlsDiagnostics.of(PlsFit.of(fit(2, X, Y)).orElseThrow(), X);
    SampleStatistics again = d.project(X);
    assertThat(again.t2()).containsExactly(d.calibration().t2());
    assertThat(again.q()).containsExactly(d.calibration().q());
    assertThatThrownBy(() -> d.project(new double[][] {{1, 2}}))
        .hasMessageContaining("row 0 has 2 features, the PLS was fitted on 3");
  }

  @Test
  void coefficientsThroughTheRotationsMatchScikitLearnsCoef() {
    Block x = Reference.input(Precision.FLOAT64);
    int train = Reference.operators().get("pls").get("train").asInt();
    Block xTrain = x.selectRows(Reference.range(train));
    double[] y = Arrays.copyOf(Reference.y(), train);
    double[] coef = Reference.values(Reference.operators().get("pls").get("coef"));
    int p = x.cols();
    for (int k : new int[] {1, 8, 20}) {
      double[] c = PlsFit.of(fit(k, rows(xTrain), y)).orElseThrow().coefficients()[0];
      assertThat(Reference.relativeError(c, Arrays.copyOfRange(coef, (k - 1) * p, k * p)))
          .as("k=%d", k)
          .isLessThan(1e-9);
    }
  }

  private static double[][] rows(Block b) {
    return Matrices.rows(b);
  }

  @Test
  void modelsOtherThanPlsHaveNoPlsFit() {
    FittedModel ridge =
        OperatorFactory.model("Ridge", Map.of())
            .fit(Block.ofRows(Precision.FLOAT64, X), new double[][] {{1}, {2}, {3}, {4}, {5}, {6}});
    assertThat(PlsFit.of(ridge)).isEmpty();
    assertThat(ModelDiagnostics.linearCoefficients(ridge)).isPresent();
  }
}
