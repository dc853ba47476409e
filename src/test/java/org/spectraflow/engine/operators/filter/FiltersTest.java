package org.spectraflow.engine.operators.filter;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.Params;

/** YOutlierFilter and SpectralQualityFilter on the reference's worked examples. */
class FiltersTest {

  private static final double[] Y = {3, 1, 4, 1.5, 5, 9, 2, 6, 30, -12};
  private static final Block X = Block.ofRows(Precision.FLOAT32, new double[Y.length][2]);

  @Test
  void iqrBoundsAndMask() {
    YOutlierFilter f = y(Map.of());
    assertArrayEquals(
        new double[] {-4.5625, 11.9375}, f.bounds(Percentiles.sortedFinite(Y), Y.length, true));
    boolean[] keep = f.fitFilter(X, Y).keep(X, Y);
    assertArrayEquals(
        new boolean[] {true, true, true, true, true, true, true, true, false, false}, keep);
    assertEquals("YOutlierFilter", f.reason());
    assertEquals("YOutlierFilter", f.tagName());
  }

  @Test
  void zscoreDropsOnlyTheLargeValue() {
    YOutlierFilter f = y(Map.of("method", "zscore", "threshold", 2.0));
    double[] b = f.bounds(Percentiles.sortedFinite(Y), Y.length, true);
    assertEquals(-14.780433, b[0], 1e-6);
    assertEquals(24.680431, b[1], 1e-6);
    boolean[] keep = f.fitFilter(X, Y).keep(X, Y);
    assertEquals(false, keep[8]);
    assertEquals(true, keep[9]);
  }

  @Test
  void madDropsBothExtremes() {
    YOutlierFilter f = y(Map.of("method", "mad", "threshold", 3.0, "reason", "y_out"));
    double[] b = f.bounds(Percentiles.sortedFinite(Y), Y.length, true);
    assertEquals(-6.5075502, b[0], 1e-6);
    assertEquals(13.50755, b[1], 1e-5);
    assertEquals("y_out", f.tagName());
  }

  @Test
  void singleValueAndNanTargets() {
    YOutlierFilter f = y(Map.of());
    double[] y = {2.0, Double.NaN};
    Block x = Block.ofRows(Precision.FLOAT32, new double[2][1]);
    assertArrayEquals(new boolean[] {true, false}, f.fitFilter(x, y).keep(x, y));
    assertThrows(
        IllegalArgumentException.class,
        () -> f.fitFilter(x, new double[] {Double.NaN, Double.NaN}));
  }

  @Test
  void badParametersAreRefusedAtConstruction() {
    assertThrows(IllegalArgumentException.class, () -> y(Map.of("method", "median")));
    assertThrows(IllegalArgumentException.class, () -> y(Map.of("threshold", 0)));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> y(Map.of("lower_percentile", 50.0, "upper_percentile", 10.0)));
    assertTrue(e.getMessage().startsWith("YOutlierFilter: lower_percentile"), e.getMessage());
  }

  @Test
  void spectralQualityKeepsOnlyTheCleanRow() {
    SpectralQualityFilter f =
        SpectralQualityFilter.of(
            Params.of(
                "SpectralQualityFilter",
                Map.of(
                    "max_nan_ratio",
                    0.1,
                    "max_zero_ratio",
                    0.3,
                    "min_variance",
                    1e-6,
                    "max_value",
                    4.0,
                    "min_value",
                    -0.5)));
    Block x =
        Block.ofRows(
            Precision.FLOAT32,
            new double[][] {
              {0.1, 0.2, 0.3, 0.4},
              {0, 0, 0, 0.5},
              {0.2, Double.NaN, 0.2, 0.2},
              {5, 1, 1, 1},
              {0.3, 0.3, 0.3, 0.3}
            });
    assertArrayEquals(
        new boolean[] {true, false, false, false, false}, f.fitFilter(x, null).keep(x, null));
  }

  @Test
  void asAPlainStepAFilterChangesNothing() {
    SpectralQualityFilter f =
        SpectralQualityFilter.of(Params.of("SpectralQualityFilter", Map.of()));
    assertSame(X, f.fit(X, null).apply(X));
  }

  private static YOutlierFilter y(Map<String, Object> params) {
    return YOutlierFilter.of(Params.of("YOutlierFilter", params));
  }
}
