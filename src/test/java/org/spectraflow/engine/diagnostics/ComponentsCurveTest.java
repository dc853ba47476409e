package org.spectraflow.engine.diagnostics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The three choices marked on a components curve, on curves whose answer is known. */
class ComponentsCurveTest {

  private static ComponentsCurve curve(double[] press, double[][] folds) {
    double[] cv = new double[press.length];
    for (int a = 0; a < press.length; a++) {
      cv[a] = Math.sqrt(press[a] / 100);
    }
    return new ComponentsCurve(true, cv, press, folds, cv.clone());
  }

  @Test
  void minimumOneStandardErrorAndWoldRAreMarked() {
    double[] press = {100, 50, 30, 29, 28.9, 29.5};
    // fold RMSEs at the minimum (a = 5): 0.4, 0.6, 0.6124 → se = sd/√3
    double[][] folds = {
      {1, 1, 1},
      {0.7, 0.7, 0.7},
      {0.55, 0.55, 0.55},
      {0.54, 0.54, 0.54},
      {0.4, 0.6, 0.6124},
      {0.54, 0.54, 0.54}
    };
    ComponentsCurve c = curve(press, folds);
    assertThat(c.minimum()).isEqualTo(5);
    double mean = (0.4 + 0.6 + 0.6124) / 3;
    double sd =
        Math.sqrt(
            ((0.4 - mean) * (0.4 - mean)
                    + (0.6 - mean) * (0.6 - mean)
                    + (0.6124 - mean) * (0.6124 - mean))
                / 2);
    assertThat(c.standardErrorAtMinimum()).isCloseTo(sd / Math.sqrt(3), within(1e-15));
    // RMSECV(3) = 0.5477 ≤ 0.5376 + 0.0688, RMSECV(2) = 0.7071 is not
    assertThat(c.oneStandardError()).isEqualTo(3);
    // R: 0.5, 0.6, 0.967 → stop at a = 3
    assertThat(c.woldRatios()[2]).isCloseTo(29.0 / 30.0, within(1e-15));
    assertThat(c.woldR()).isEqualTo(3);
  }

  @Test
  void woldRTakesTheLastSizeWhenEveryComponentHelps() {
    double[] press = {100, 80, 60, 40};
    double[][] folds = {{1, 1}, {0.9, 0.9}, {0.8, 0.8}, {0.6, 0.6}};
    ComponentsCurve c = curve(press, folds);
    assertThat(c.woldR()).isEqualTo(4);
    assertThat(c.minimum()).isEqualTo(4);
    assertThat(c.oneStandardError()).isEqualTo(4);
  }

  @Test
  void seriesOfDifferentLengthsAreRefused() {
    assertThatThrownBy(
            () ->
                new ComponentsCurve(
                    true,
                    new double[] {1, 2},
                    new double[] {1},
                    new double[][] {{1}},
                    new double[] {1}))
        .hasMessageContaining("one value per number of components");
  }
}
