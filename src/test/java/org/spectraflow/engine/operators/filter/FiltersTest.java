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
import org.spectraflow.engine.operators.SampleFilterOperator;
import org.spectraflow.engine.operators.linalg.SpecialFunctions;

/**
 * YOutlierFilter and SpectralQualityFilter on the reference's worked examples; HighLeverageFilter
 * against numpy's hat-matrix diagonal.
 */
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

  /** 20 ordinary rows and one far from them, in 3 features. */
  private static Block leverageRows() {
    double[][] rows = new double[21][];
    for (int i = 0; i < 20; i++) {
      rows[i] = new double[] {i % 5, (i * 7) % 11, (i * 3) % 4 + 0.5 * i};
    }
    rows[20] = new double[] {30, -40, 100};
    return Block.ofRows(Precision.FLOAT64, rows);
  }

  @Test
  void highLeverageFlagsTheRowFarFromTheOthers() {
    // numpy's hat-matrix diagonal of the centred rows: 0.94 for the far row, the others at most
    // 0.242, against twice the mean leverage 2·3/21 = 0.286; new rows at 0.0071 and 8.66
    HighLeverageFilter f = HighLeverageFilter.of(Params.of("HighLeverageFilter", Map.of()));
    Block x = leverageRows();
    SampleFilterOperator.Fitted fitted = f.fitFilter(x, null);
    boolean[] keep = fitted.keep(x, null);
    for (int i = 0; i < 20; i++) {
      assertTrue(keep[i], "row " + i);
    }
    assertEquals(false, keep[20]);
    Block fresh = Block.ofRows(Precision.FLOAT64, new double[][] {{2, 5, 5}, {0, 0, -50}});
    assertArrayEquals(new boolean[] {true, false}, fitted.keep(fresh, null));
    assertEquals("HighLeverageFilter", f.reason());
  }

  @Test
  void highLeverageWithAnAbsoluteThreshold() {
    // hat-matrix diagonal above 0.2: rows 0 (0.230), 4 (0.242), 17 (0.214) and 20 (0.940)
    HighLeverageFilter f =
        HighLeverageFilter.of(
            Params.of("HighLeverageFilter", Map.of("absolute_threshold", 0.2, "method", "pca")));
    Block x = leverageRows();
    boolean[] keep = f.fitFilter(x, null).keep(x, null);
    for (int i = 0; i < 21; i++) {
      assertEquals(!(i == 0 || i == 4 || i == 17 || i == 20), keep[i], "row " + i);
    }
    assertThrows(
        IllegalArgumentException.class,
        () -> HighLeverageFilter.of(Params.of("HighLeverageFilter", Map.of("method", "lof"))));
  }

  @Test
  void chiSquareQuantilesAreScipys() {
    // scipy.stats.chi2.ppf(0.975, df)
    double[][] cases = {
      {1, 5.023886187314888},
      {3, 9.348403604496148},
      {7, 16.012764274629326},
      {50, 71.42019518750642}
    };
    for (double[] c : cases) {
      assertEquals(
          c[1], SpecialFunctions.chiSquareQuantile(0.975, (int) c[0]), 1e-12 * c[1], "df " + c[0]);
    }
  }

  @Test
  void xOutlierMahalanobisAgreesWithScikitLearnsEmpiricalCovariance() {
    // sqrt(EmpiricalCovariance().fit(X).mahalanobis(X)): 4.44 for the far row, the others at most
    // 2.25 (rows 0, 4, 17 above 2.0), against sqrt(chi2.ppf(0.975, 3)) = 3.0575
    Block x = leverageRows();
    boolean[] keep =
        XOutlierFilter.of(Params.of("XOutlierFilter", Map.of())).fitFilter(x, null).keep(x, null);
    boolean[] strict =
        XOutlierFilter.of(Params.of("XOutlierFilter", Map.of("threshold", 2.0)))
            .fitFilter(x, null)
            .keep(x, null);
    for (int i = 0; i < 21; i++) {
      assertEquals(i != 20, keep[i], "row " + i);
      assertEquals(!(i == 0 || i == 4 || i == 17 || i == 20), strict[i], "row " + i);
    }
  }

  @Test
  void xOutlierPcaResidualAndLeverageUseTheNinetyFifthPercentile() {
    // PCA(2): squared reconstruction errors, largest 9.74 at row 4 (95th percentile 6.89, row 15);
    // Hotelling T², largest 18.75 at row 20 (95th percentile 4.60, row 0)
    Block x = leverageRows();
    boolean[] residual =
        XOutlierFilter.of(
                Params.of("XOutlierFilter", Map.of("method", "pca_residual", "n_components", 2)))
            .fitFilter(x, null)
            .keep(x, null);
    boolean[] leverage =
        XOutlierFilter.of(
                Params.of("XOutlierFilter", Map.of("method", "pca_leverage", "n_components", 2)))
            .fitFilter(x, null)
            .keep(x, null);
    for (int i = 0; i < 21; i++) {
      assertEquals(i != 4, residual[i], "residual row " + i);
      assertEquals(i != 20, leverage[i], "leverage row " + i);
    }
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> XOutlierFilter.of(Params.of("XOutlierFilter", Map.of("method", "robust"))));
    assertTrue(e.getMessage().contains("'robust_mahalanobis'"), e.getMessage());
  }
}
