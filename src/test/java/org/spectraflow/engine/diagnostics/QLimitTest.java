package org.spectraflow.engine.diagnostics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The Jackson–Mudholkar limit against the chi-square distribution it approximates. */
class QLimitTest {

  @Test
  void equalEigenvaluesGiveTheWilsonHilfertyChiSquareQuantile() {
    // m equal eigenvalues λ: Q = λ χ²_m exactly, and h₀ = 1/3 turns the JM formula into the
    // Wilson–Hilferty approximation m[1 − 2/(9m) + z √(2/(9m))]³ of χ²_m
    double[] lambda = new double[10];
    Arrays.fill(lambda, 2.0);
    double q = QLimit.jacksonMudholkar(QLimit.Thetas.ofEigenvalues(lambda), 0.95);
    double z = 1.6448536269514722;
    double wh = 10 * Math.pow(1 - 2.0 / 90 + z * Math.sqrt(2.0 / 90), 3);
    assertThat(q).isCloseTo(2 * wh, within(1e-10));
    // and the published table value χ²_0.95(10) = 18.307 within the approximation's 0.1 %
    assertThat(q).isCloseTo(2 * 18.307, within(0.001 * 2 * 18.307));
  }

  @Test
  void ninetyNinePercentLimitIsAboveTheNinetyFive() {
    QLimit.Thetas t = QLimit.Thetas.ofEigenvalues(new double[] {5, 2, 1, 0.5, 0.1});
    double q95 = QLimit.jacksonMudholkar(t, 0.95);
    double q99 = QLimit.jacksonMudholkar(t, 0.99);
    assertThat(q95).isGreaterThan(t.theta1());
    assertThat(q99).isGreaterThan(q95);
  }

  @Test
  void spreadSpectraTakeTheLogNormalLimitInsteadOfANegativeH0() {
    // one large eigenvalue and 400 small ones: θ₁θ₃/θ₂² > 3/2, so h₀ < 0 unbounded
    double[] lambda = new double[401];
    Arrays.fill(lambda, 0.01);
    lambda[0] = 1;
    QLimit.Thetas t = QLimit.Thetas.ofEigenvalues(lambda);
    assertThat(1 - 2 * t.theta1() * t.theta3() / (3 * t.theta2() * t.theta2())).isNegative();
    double q = QLimit.jacksonMudholkar(t, 0.95);
    double logNormal =
        t.theta1()
            * Math.exp(
                1.6448536269514722 * Math.sqrt(2 * t.theta2()) / t.theta1()
                    - t.theta2() / (t.theta1() * t.theta1()));
    assertThat(q).isGreaterThan(t.theta1()).isCloseTo(logNormal, within(1e-3 * logNormal));
  }

  @Test
  void noResidualVarianceGivesNoLimit() {
    assertThat(QLimit.jacksonMudholkar(QLimit.Thetas.ofEigenvalues(new double[] {0, 0}), 0.95))
        .isNaN();
  }
}
