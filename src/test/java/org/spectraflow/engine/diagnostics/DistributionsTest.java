package org.spectraflow.engine.diagnostics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.spectraflow.engine.operators.linalg.SpecialFunctions;

/** The F and normal quantiles against printed tables and closed forms. */
class DistributionsTest {

  @Test
  void fQuantilesMatchPublishedTables() {
    // the 5 % and 1 % points of the F distribution as printed in standard tables (4 decimals)
    assertThat(Distributions.fQuantile(0.95, 2, 10)).isCloseTo(4.1028, within(5e-5));
    assertThat(Distributions.fQuantile(0.95, 5, 20)).isCloseTo(2.7109, within(5e-5));
    assertThat(Distributions.fQuantile(0.99, 3, 30)).isCloseTo(4.5097, within(5e-5));
    assertThat(Distributions.fQuantile(0.95, 1, 1)).isCloseTo(161.4476, within(5e-4));
    assertThat(Distributions.fQuantile(0.99, 10, 100)).isCloseTo(2.5033, within(5e-5));
  }

  @Test
  void fWithTwoDenominatorDegreesHasAClosedForm() {
    // F(d1 = 2, d2 = 2): CDF x / (1 + x), so the p quantile is p / (1 − p)
    assertThat(Distributions.fQuantile(0.95, 2, 2)).isCloseTo(19.0, within(1e-11));
    assertThat(Distributions.fCdf(3.0, 2, 2)).isCloseTo(0.75, within(1e-15));
  }

  @Test
  void quantileInvertsTheDistributionFunction() {
    for (double p : new double[] {0.01, 0.5, 0.95, 0.999}) {
      double x = Distributions.fQuantile(p, 7, 41);
      assertThat(Distributions.fCdf(x, 7, 41)).isCloseTo(p, within(1e-13));
    }
  }

  @Test
  void normalQuantilesAreTheKnownValues() {
    assertThat(Distributions.normalQuantile(0.95)).isCloseTo(1.6448536269514722, within(1e-14));
    assertThat(Distributions.normalQuantile(0.99)).isCloseTo(2.3263478740408408, within(1e-14));
    assertThat(Distributions.normalQuantile(0.5)).isCloseTo(0.0, within(1e-15));
    assertThat(Distributions.normalCdf(-1.959963984540054)).isCloseTo(0.025, within(1e-15));
  }

  @Test
  void logGammaMatchesFactorials() {
    assertThat(SpecialFunctions.logGamma(10)).isCloseTo(Math.log(362880), within(1e-12));
    assertThat(SpecialFunctions.logGamma(0.5)).isCloseTo(0.5 * Math.log(Math.PI), within(1e-14));
  }

  @Test
  void outOfRangeArgumentsAreRefused() {
    assertThatThrownBy(() -> Distributions.fQuantile(1.0, 2, 3))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("(0, 1)");
    assertThatThrownBy(() -> Distributions.fQuantile(0.5, 0, 3))
        .hasMessageContaining("degrees of freedom");
  }
}
