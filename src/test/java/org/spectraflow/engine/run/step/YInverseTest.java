package org.spectraflow.engine.run.step;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.transform.LogTransform;
import org.spectraflow.engine.operators.transform.scale.StandardScaler;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.engine.run.report.RunReport;

/**
 * y_processing predictions are mapped back with each transformer's exact inverse (scikit-learn's
 * inverse_transform); the affine scalers keep their inverse bit for bit.
 */
class YInverseTest {

  private static FittedTransform logOn(Map<String, Object> params, double... y) {
    return LogTransform.of(Params.of("LogTransform", params)).fit(column(y), null);
  }

  private static Block column(double... y) {
    double[][] rows = new double[y.length][];
    for (int i = 0; i < y.length; i++) {
      rows[i] = new double[] {y[i]};
    }
    return Block.ofRows(Precision.FLOAT64, rows);
  }

  @Test
  void aLogTargetIsMappedBackWithTheExponential() {
    YInverse inverse = YInverse.of(logOn(Map.of(), 2, 4, 8), 1);
    assertThat(inverse).isInstanceOf(YInverse.Exact.class);
    // hand-computed: exp(1) = e, exp(log 20) = 20, exp(0) = 1
    double[][] p = {{1.0}, {Math.log(20)}, {0.0}};
    inverse.invert(p);
    assertThat(p[0][0]).isEqualTo(Math.E);
    assertThat(p[1][0]).isCloseTo(20.0, within(1e-13));
    assertThat(p[2][0]).isEqualTo(1.0);
  }

  @Test
  void aLearnedOffsetIsTakenOffAgain() {
    // min(y) = -1 <= 0: the offset is min_value - min = 1e-8 + 1, so log(y + 1.00000001)
    YInverse inverse = YInverse.of(logOn(Map.of(), -1, 0, 2), 1);
    double[][] p = {{0.0}, {Math.log(3.00000001)}};
    inverse.invert(p);
    assertThat(p[0][0]).isCloseTo(-1e-8, within(1e-15));
    assertThat(p[1][0]).isCloseTo(2.0, within(1e-14));
  }

  @Property(tries = 200)
  void logInverseUndoesTheTransform(
      @ForAll @Size(min = 2, max = 8) double[] y,
      @ForAll @DoubleRange(min = 1.5, max = 10) double base) {
    double[] values = new double[y.length];
    for (int i = 0; i < y.length; i++) {
      values[i] = Double.isFinite(y[i]) ? Math.max(-1e6, Math.min(1e6, y[i])) : 0;
    }
    FittedTransform fitted = logOn(Map.of("base", base), values);
    double[][] transformed = fitted.apply(column(values)).toRows();
    YInverse.of(fitted, 1).invert(transformed);
    double min = Arrays.stream(values).min().orElseThrow();
    for (int i = 0; i < values.length; i++) {
      // cells at the training minimum sit 1e-8 above zero after the offset: exact up to rounding
      double tolerance = 1e-9 * Math.max(1, Math.abs(values[i]) + Math.abs(min));
      assertThat(transformed[i][0]).isCloseTo(values[i], within(tolerance));
    }
  }

  @Test
  void affineScalersKeepTheirInverseBitForBit() {
    double[] y = {3.5, 7.25, 1.0, 9.0};
    FittedTransform fitted =
        StandardScaler.of(Params.of("StandardScaler", Map.of())).fit(column(y), null);
    YInverse inverse = YInverse.of(fitted, 1);
    assertThat(inverse).isInstanceOf(YInverse.Affine.class);
    YInverse.Affine affine = (YInverse.Affine) inverse;
    double[][] p = {{0.25}, {-1.5}};
    double[][] expected = {
      {(0.25 - affine.offset()[0]) / affine.scale()[0]},
      {(-1.5 - affine.offset()[0]) / affine.scale()[0]}
    };
    assertThat(inverse.invert(p)).isDeepEqualTo(expected);
  }

  @Test
  void aTransformerWithoutAnExactInverseIsRefusedBeforeTheRun() {
    assertThatThrownBy(
            () ->
                RunFixtures.run(
                    RunFixtures.doc(
                        "{\"pipeline\": [{\"y_processing\": \"nirs4all.operators.transforms.SNV\"},"
                            + " {\"model\": {\"class\": \"PLSRegression\"}}]}"),
                    RunFixtures.demo(),
                    CacheConfig.defaults()))
        .hasMessageContaining(
            "pipeline[0].y_processing: StandardNormalVariate has no exact inverse_transform")
        .hasMessageContaining(
            "LogTransform, MaxAbsScaler, MinMaxScaler, PowerTransformer, QuantileTransformer,"
                + " RobustScaler, StandardScaler");
  }

  @Test
  void aLogTargetRunScoresInTargetUnits() {
    RunReport r =
        RunFixtures.run(
            RunFixtures.doc(
                "{\"pipeline\": ["
                    + "{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}}"
                    + ", {\"y_processing\": {\"class\": \"LogTransform\"}}, "
                    + "{\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 3}}}"
                    + "]}"),
            RunFixtures.demo(),
            CacheConfig.defaults());
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    assertThat(r.variant(0).models().get(0).cv()).isFinite();
  }

  @Test
  void quantileAndPowerTargetsAreMappedBackWithTheirExactInverse() {
    double[] y = {3.5, 7.25, 1.0, 9.0, 12.5, 2.25, 4.0};
    for (String name : new String[] {"QuantileTransformer", "PowerTransformer"}) {
      Map<String, Object> params =
          name.equals("QuantileTransformer")
              ? Map.of("n_quantiles", 5, "output_distribution", "normal")
              : Map.of("method", "box-cox");
      FittedTransform fitted =
          org.spectraflow.engine.catalogue.OperatorFactory.transform(name, params)
              .fit(column(y), null);
      YInverse inverse = YInverse.of(fitted, 1);
      assertThat(inverse).as(name).isInstanceOf(YInverse.Exact.class);
      double[][] back = inverse.invert(fitted.apply(column(y)).toRows());
      for (int i = 0; i < y.length; i++) {
        assertThat(back[i][0]).as(name).isCloseTo(y[i], within(1e-9 * y[i]));
      }
    }
  }

  @Test
  void quantileAndPowerTargetRunsScoreInTargetUnits() {
    RunReport plain =
        RunFixtures.run(
            RunFixtures.doc(
                "{\"pipeline\": [{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
                    + " {\"model\": {\"class\": \"PLSRegression\","
                    + " \"params\": {\"n_components\": 3}}}]}"),
            RunFixtures.demo(),
            CacheConfig.defaults());
    double baseline = plain.variant(0).models().get(0).cv();
    for (String step :
        new String[] {
          "{\"class\": \"QuantileTransformer\", \"params\": {\"n_quantiles\": 20}}",
          "{\"class\": \"PowerTransformer\"}",
          "\"MaxAbsScaler\""
        }) {
      RunReport r =
          RunFixtures.run(
              RunFixtures.doc(
                  "{\"pipeline\": ["
                      + "{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}}"
                      + ", {\"y_processing\": "
                      + step
                      + "}, {\"model\": {\"class\": \"PLSRegression\","
                      + " \"params\": {\"n_components\": 3}}}]}"),
              RunFixtures.demo(),
              CacheConfig.defaults());
      assertThat(r.variant(0).ok()).as(step + ": " + r.variant(0).error()).isTrue();
      // scored in target units: the same order of error as without y_processing
      assertThat(r.variant(0).models().get(0).cv() / baseline).as(step).isBetween(0.5, 2.0);
    }
  }
}
