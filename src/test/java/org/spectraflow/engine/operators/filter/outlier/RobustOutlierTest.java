package org.spectraflow.engine.operators.filter.outlier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.Reference;
import org.spectraflow.engine.operators.filter.XOutlierFilter;

/**
 * MinCovDet, IsolationForest and XOutlierFilter's {@code robust_mahalanobis} and {@code
 * isolation_forest} against scikit-learn 1.9.1 (tools/reference/make_outlier_reference.py): seeded
 * fits give scikit-learn's estimates, distances, scores and kept rows.
 */
class RobustOutlierTest {

  private static final JsonNode REF = Reference.load("/reference/outliers.json");

  private static double[][] rows(JsonNode array) {
    double[][] out = new double[array.size()][];
    for (int i = 0; i < out.length; i++) {
      out[i] = plain(array.get(i));
    }
    return out;
  }

  private static double[] plain(JsonNode array) {
    double[] out = new double[array.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = array.get(i).asDouble();
    }
    return out;
  }

  private static boolean[] flags(JsonNode array) {
    boolean[] out = new boolean[array.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = array.get(i).asBoolean();
    }
    return out;
  }

  private static Double fraction(JsonNode c) {
    JsonNode f = c.get("support_fraction");
    return f == null || f.isNull() ? null : f.asDouble();
  }

  private static void close(String label, double actual, double expected) {
    assertThat(actual)
        .as(label)
        .isCloseTo(expected, within(1e-9 * Math.max(1, Math.abs(expected))));
  }

  private static XOutlierFilter filter(Map<String, Object> params) {
    return XOutlierFilter.of(Params.of("XOutlierFilter", params));
  }

  @Test
  void minCovDetMatchesScikitLearn() {
    for (JsonNode c : REF.get("mcd")) {
      double[][] x = rows(c.get("x"));
      String label = x.length + "x" + x[0].length + " seed " + c.get("seed");
      MinCovDet mcd = MinCovDet.fit(x, fraction(c), c.get("seed").asLong());
      assertThat(mcd.support()).as(label).containsExactly(flags(c.get("support")));
      double[] loc = plain(c.get("location"));
      for (int j = 0; j < loc.length; j++) {
        close(label + " location " + j, mcd.location()[j], loc[j]);
      }
      double[][] cov = rows(c.get("covariance"));
      for (int a = 0; a < cov.length; a++) {
        for (int b = 0; b < cov.length; b++) {
          close(label + " covariance " + a + "," + b, mcd.covariance()[a][b], cov[a][b]);
        }
      }
      double[] dist = plain(c.get("dist"));
      for (int i = 0; i < x.length; i++) {
        close(label + " dist " + i, mcd.squaredDistance(x[i]), dist[i]);
      }
      double[][] fresh = rows(c.get("new"));
      double[] newDist = plain(c.get("new_dist"));
      for (int i = 0; i < fresh.length; i++) {
        close(label + " new dist " + i, mcd.squaredDistance(fresh[i]), newDist[i]);
      }
    }
  }

  @Test
  void robustMahalanobisKeepsWhatScikitLearnKeeps() {
    Block x = Block.ofRows(Precision.FLOAT64, rows(REF.get("spectra")));
    Block fresh = Block.ofRows(Precision.FLOAT64, rows(REF.get("spectra_new")));
    for (JsonNode c : REF.get("robust")) {
      Map<String, Object> params = new HashMap<>();
      params.put("method", "robust_mahalanobis");
      params.put("random_state", c.get("seed").asInt());
      if (fraction(c) != null) {
        params.put("support_fraction", fraction(c));
      }
      XOutlierFilter.Fitted fitted = filter(params).fitFilter(x, null);
      boolean[] keep = fitted.keep(x, null);
      assertThat(keep).as("seed " + c.get("seed")).containsExactly(flags(c.get("keep")));
      assertThat(keep).contains(false);
      assertThat(fitted.keep(fresh, null)).containsExactly(flags(c.get("new_keep")));
    }
  }

  @Test
  void robustMahalanobisDistancesMatchScikitLearnThroughTheThreshold() {
    // the distance of each fit row lies between thresholds d − 1e-9 and d + 1e-9
    JsonNode c = REF.get("robust").get(0);
    Block x = Block.ofRows(Precision.FLOAT64, rows(REF.get("spectra")));
    double[] dist = plain(c.get("dist"));
    for (int i = 0; i < dist.length; i += 13) {
      double tol = 1e-9 * Math.max(1, dist[i]);
      boolean[] above =
          filter(
                  Map.of(
                      "method",
                      "robust_mahalanobis",
                      "random_state",
                      0,
                      "threshold",
                      dist[i] + tol))
              .fitFilter(x, null)
              .keep(x, null);
      boolean[] below =
          filter(
                  Map.of(
                      "method",
                      "robust_mahalanobis",
                      "random_state",
                      0,
                      "threshold",
                      dist[i] - tol))
              .fitFilter(x, null)
              .keep(x, null);
      assertThat(above[i]).as("row %d at %s", i, dist[i]).isTrue();
      assertThat(below[i]).as("row %d at %s", i, dist[i]).isFalse();
    }
  }

  private static double[][] data(String name, String part) {
    return name.equals("spectra")
        ? rows(REF.get(part.equals("x") ? "spectra" : "spectra_new"))
        : rows(REF.get("data").get(name).get(part));
  }

  @Test
  void isolationForestMatchesScikitLearn() {
    for (JsonNode c : REF.get("iforest")) {
      String label = c.get("data").asText() + " seed " + c.get("seed");
      Block x = Block.ofRows(Precision.FLOAT64, data(c.get("data").asText(), "x"));
      Block fresh = Block.ofRows(Precision.FLOAT64, data(c.get("data").asText(), "new"));
      IsolationForest forest =
          IsolationForest.fit(x, 100, c.get("contamination").asDouble(), c.get("seed").asLong());
      double[] score = plain(c.get("score"));
      double[] actual = forest.scores(x);
      for (int i = 0; i < score.length; i++) {
        close(label + " score " + i, actual[i], score[i]);
      }
      close(label + " offset", forest.offset(), c.get("offset").asDouble());
      assertThat(forest.inliers(x)).as(label).containsExactly(flags(c.get("keep")));
      double[] newScore = plain(c.get("new_score"));
      double[] newActual = forest.scores(fresh);
      for (int i = 0; i < newScore.length; i++) {
        close(label + " new score " + i, newActual[i], newScore[i]);
      }
      assertThat(forest.inliers(fresh)).as(label).containsExactly(flags(c.get("new_keep")));
      XOutlierFilter.Fitted fitted =
          filter(
                  Map.of(
                      "method",
                      "isolation_forest",
                      "random_state",
                      c.get("seed").asInt(),
                      "contamination",
                      c.get("contamination").asDouble()))
              .fitFilter(x, null);
      assertThat(fitted.keep(x, null)).as(label).containsExactly(flags(c.get("keep")));
      assertThat(fitted.keep(fresh, null)).as(label).containsExactly(flags(c.get("new_keep")));
    }
  }

  @Test
  void seededFitsAreReproducibleAndSeedsMatter() {
    Block x = Block.ofRows(Precision.FLOAT64, rows(REF.get("spectra")));
    double[] a = IsolationForest.fit(x, 100, 0.1, 3).scores(x);
    double[] b = IsolationForest.fit(x, 100, 0.1, 3).scores(x);
    double[] other = IsolationForest.fit(x, 100, 0.1, 4).scores(x);
    assertThat(a).containsExactly(b);
    assertThat(a).isNotEqualTo(other);
    double[][] g = rows(REF.get("mcd").get(0).get("x"));
    MinCovDet m1 = MinCovDet.fit(g, null, 11);
    MinCovDet m2 = MinCovDet.fit(g, null, 11);
    assertThat(m1.location()).containsExactly(m2.location());
    assertThat(m1.support()).containsExactly(m2.support());
    Map<String, Object> unseeded = Map.of("method", "isolation_forest");
    Map<String, Object> zero = Map.of("method", "isolation_forest", "random_state", 0);
    assertThat(filter(unseeded).fitFilter(x, null).keep(x, null))
        .containsExactly(filter(zero).fitFilter(x, null).keep(x, null));
  }

  @Test
  void badParametersAreRefused() {
    assertThatThrownBy(
            () -> filter(Map.of("method", "robust_mahalanobis", "support_fraction", 1.5)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("support_fraction")
        .hasMessageContaining("(0, 1]");
    assertThatThrownBy(() -> filter(Map.of("method", "robust_mahalanobis", "support_fraction", 0)))
        .hasMessageContaining("support_fraction");
    assertThatThrownBy(() -> filter(Map.of("method", "isolation_forest", "contamination", 0.7)))
        .hasMessageContaining("contamination");
    assertThatThrownBy(() -> filter(Map.of("method", "isolation_forest", "random_state", -1)))
        .hasMessageContaining("random_state");
    assertThatThrownBy(() -> filter(Map.of("method", "isolation")))
        .hasMessageContaining("'isolation_forest'");
  }

  @Test
  void fewRowsStillGiveAMaskForEveryRow() {
    double[][] all = rows(REF.get("spectra"));
    for (int n : new int[] {1, 2, 3, 5}) {
      Block x = Block.ofRows(Precision.FLOAT64, java.util.Arrays.copyOf(all, n));
      for (String method : new String[] {"robust_mahalanobis", "isolation_forest"}) {
        boolean[] keep = filter(Map.of("method", method)).fitFilter(x, null).keep(x, null);
        assertThat(keep).as(method + " n=" + n).hasSize(n);
        if (n == 1) {
          assertThat(keep).as(method).containsExactly(true);
        }
      }
    }
  }

  @Test
  void robustFallsBackToTheEmpiricalEstimateWhenTheSupportIsDegenerate() {
    // 12 identical rows and 3 others: the support's covariance is 0, MinCovDet fails, and the
    // empirical covariance of all rows flags nothing within sqrt(chi2 0.975, 2)
    double[][] x = new double[15][];
    for (int i = 0; i < 12; i++) {
      x[i] = new double[] {1, 2};
    }
    x[12] = new double[] {1.5, 2.5};
    x[13] = new double[] {0.5, 2.0};
    x[14] = new double[] {1.0, 1.0};
    assertThatThrownBy(() -> MinCovDet.fit(x, null, 0)).isInstanceOf(IllegalStateException.class);
    Block block = Block.ofRows(Precision.FLOAT64, x);
    boolean[] keep =
        filter(Map.of("method", "robust_mahalanobis")).fitFilter(block, null).keep(block, null);
    MinCovDet empirical = MinCovDet.empirical(x);
    double limit = Math.sqrt(7.377758908227871);
    for (int i = 0; i < x.length; i++) {
      assertThat(keep[i]).isEqualTo(Math.sqrt(empirical.squaredDistance(x[i])) <= limit);
    }
  }
}
