package org.spectraflow.engine.operators.filter.outlier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.Reference;
import org.spectraflow.engine.operators.filter.XOutlierFilter;

/**
 * LocalOutlierFactor and XOutlierFilter(method="lof") against scikit-learn 1.9.1
 * (tools/reference/make_lof_reference.py): factors, offset and labels of the fit rows, novelty
 * scores and labels of new rows.
 */
class LocalOutlierFactorTest {

  private static final JsonNode REF = Reference.load("/reference/lof.json");

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

  @Test
  void factorsOffsetAndLabelsMatchScikitLearn() {
    double[][] x = rows(REF.get("x"));
    double[][] fresh = rows(REF.get("new"));
    for (JsonNode c : REF.get("cases")) {
      String label = c.get("n_neighbors") + "/" + c.get("contamination");
      LocalOutlierFactor lof =
          LocalOutlierFactor.fit(
              x, c.get("n_neighbors").asInt(), c.get("contamination").asDouble());
      double[] expected = plain(c.get("negative_outlier_factor"));
      double[] actual = lof.negativeOutlierFactor();
      for (int i = 0; i < expected.length; i++) {
        assertThat(actual[i]).as(label + " factor %d", i).isCloseTo(expected[i], within(1e-9));
      }
      assertThat(lof.offset()).as(label).isCloseTo(c.get("offset").asDouble(), within(1e-9));
      assertThat(lof.inliers(x)).as(label).containsExactly(flags(c.get("fit_inlier")));
      double[] newScores = plain(c.get("new_score"));
      for (int i = 0; i < fresh.length; i++) {
        assertThat(lof.score(fresh[i]))
            .as(label + " new %d", i)
            .isCloseTo(newScores[i], within(1e-9));
      }
      assertThat(lof.inliers(fresh)).as(label).containsExactly(flags(c.get("new_inlier")));
    }
  }

  @Test
  void xOutlierFilterLofKeepsWhatFitPredictKeeps() {
    JsonNode c = REF.get("cases").get(0);
    Block x = Block.ofRows(Precision.FLOAT64, rows(REF.get("x")));
    XOutlierFilter filter = XOutlierFilter.of(Params.of("XOutlierFilter", Map.of("method", "lof")));
    boolean[] keep = filter.fitFilter(x, null).keep(x, null);
    assertThat(keep).containsExactly(flags(c.get("fit_inlier")));
    assertThat(keep).contains(false);
    Block fresh = Block.ofRows(Precision.FLOAT64, rows(REF.get("new")));
    assertThat(filter.fitFilter(x, null).keep(fresh, null))
        .containsExactly(flags(c.get("new_inlier")));
  }
}
