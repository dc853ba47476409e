package org.spectraflow.engine.operators.model.hist;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.Params;

/**
 * HistGradientBoostingRegressor against scikit-learn 1.9.1 on a 100 × 50 synthetic set with ties
 * and on 300 NIRS-like spectra (quantile binning), default and non-default parameters.
 */
class HistGradientBoostingParityTest {

  @Test
  void regressorMatchesScikitLearn() {
    List<HistMlpReference.Outcome> out =
        HistMlpReference.run("HistGradientBoostingRegressor", HistGradientBoostingRegressor::of);
    assertThat(out).hasSizeGreaterThanOrEqualTo(5);
    out.forEach(System.out::println);
    for (HistMlpReference.Outcome o : out) {
      assertThat(o.maxAbs()).as(o.toString()).isZero(); // bit for bit
    }
  }

  @Test
  void classifierMatchesScikitLearn() {
    List<HistMlpReference.Outcome> out =
        HistMlpReference.run("HistGradientBoostingClassifier", HistGradientBoostingClassifier::of);
    assertThat(out).hasSizeGreaterThanOrEqualTo(4);
    out.forEach(System.out::println);
    for (HistMlpReference.Outcome o : out) {
      assertThat(o.maxAbs()).as(o.toString()).isLessThanOrEqualTo(1e-12);
    }
  }

  @Test
  void badParametersAreOneClearError() {
    assertThatThrownBy(
            () ->
                HistGradientBoostingRegressor.of(
                    Params.of("HistGradientBoostingRegressor", Map.of("loss", "absolute_error"))))
        .hasMessageContaining("loss must be 'squared_error'");
    assertThatThrownBy(
            () ->
                HistGradientBoostingRegressor.of(
                    Params.of("HistGradientBoostingRegressor", Map.of("max_bins", 256))))
        .hasMessageContaining("max_bins must be in [2, 255]");
    assertThatThrownBy(
            () ->
                HistGradientBoostingRegressor.of(
                    Params.of("HistGradientBoostingRegressor", Map.of("early_stopping", true))))
        .hasMessageContaining("early_stopping must be 'auto' or False");
  }

  @Test
  void autoEarlyStoppingAboveTenThousandRowsIsRefusedAtFit() {
    HistGradientBoostingRegressor op =
        HistGradientBoostingRegressor.of(Params.of("HistGradientBoostingRegressor", Map.of()));
    double[][] x = new double[10_001][1];
    double[][] y = new double[10_001][1];
    for (int i = 0; i < x.length; i++) {
      x[i][0] = i;
      y[i][0] = i % 7;
    }
    Block b = Block.ofRows(Precision.FLOAT64, x);
    assertThatThrownBy(() -> op.fit(b, y)).hasMessageContaining("early_stopping=False");
  }
}
