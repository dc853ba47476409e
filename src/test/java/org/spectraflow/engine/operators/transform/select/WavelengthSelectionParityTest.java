package org.spectraflow.engine.operators.transform.select;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.catalogue.RefusedOperators;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.operators.transform.FittedTransforms;

/**
 * CARS and MCUVE against {@code tools/reference/make_selection_reference.py} (the published
 * algorithms in numpy with scikit-learn's PLSRegression and the same legacy RandomState stream):
 * the same selected columns and the same transformed rows for three data sets (tall, wide, the
 * defaults); saved states rebuild the same selection; bad parameters and data give clear errors.
 */
class WavelengthSelectionParityTest {

  private static JsonNode cases() throws IOException {
    try (InputStream in =
        WavelengthSelectionParityTest.class.getResourceAsStream(
            "/reference/wavelength-selection.json")) {
      return new ObjectMapper().readTree(in).get("cases");
    }
  }

  static double[][] rows(JsonNode n) {
    double[][] out = new double[n.size()][];
    for (int i = 0; i < out.length; i++) {
      out[i] = vector(n.get(i));
    }
    return out;
  }

  static double[] vector(JsonNode n) {
    double[] out = new double[n.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = n.get(i).asDouble();
    }
    return out;
  }

  private static int[] ints(JsonNode n) {
    int[] out = new int[n.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = n.get(i).asInt();
    }
    return out;
  }

  private static Map<String, Object> params(JsonNode n) {
    Map<String, Object> out = new HashMap<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      out.put(
          e.getKey(),
          e.getValue().isIntegralNumber()
              ? (Object) e.getValue().asLong()
              : (Object) e.getValue().asDouble());
    }
    return out;
  }

  private void check(String name, JsonNode c, String which) {
    JsonNode ref = c.get(which.toLowerCase(java.util.Locale.ROOT));
    Block x = Block.ofRows(Precision.FLOAT64, rows(c.get("x")));
    Block apply = Block.ofRows(Precision.FLOAT64, rows(c.get("apply")));
    TransformOperator op = OperatorFactory.transform(which, params(ref.get("params")));
    assertThat(op.supervised()).isTrue();
    FittedTransform fitted = op.fit(x, vector(c.get("y")));
    assertThat(fitted).isInstanceOf(ColumnSelection.class);
    assertThat(((ColumnSelection) fitted).keep())
        .as("%s on %s", which, name)
        .containsExactly(ints(ref.get("selected")));
    Block out = fitted.apply(apply);
    assertThat(out.contentEquals(Block.ofRows(Precision.FLOAT64, rows(ref.get("out")))))
        .as("%s on %s: the kept columns, copied", which, name)
        .isTrue();
    FittedTransform rebuilt =
        FittedTransforms.restore(
            fitted.state(), OperatorFactory.transform(which, params(ref.get("params"))));
    assertThat(((ColumnSelection) rebuilt).keep()).containsExactly(ints(ref.get("selected")));
    assertThat(rebuilt.apply(apply).contentEquals(out)).isTrue();
  }

  @Test
  void carsSelectsTheColumnsOfThePublishedAlgorithm() throws IOException {
    JsonNode all = cases();
    assertThat(all).hasSize(3);
    for (JsonNode c : all) {
      check(c.get("name").asText(), c, "CARS");
    }
  }

  @Test
  void mcuveKeepsTheMostStableColumns() throws IOException {
    JsonNode all = cases();
    assertThat(all).hasSize(3);
    for (JsonNode c : all) {
      check(c.get("name").asText(), c, "MCUVE");
    }
  }

  @Test
  void theSameSeedGivesTheSameSelectionAndAnotherSeedMayNot() throws IOException {
    JsonNode c = cases().get(2);
    Block x = Block.ofRows(Precision.FLOAT64, rows(c.get("x")));
    double[] y = vector(c.get("y"));
    int[] a =
        ((ColumnSelection) OperatorFactory.transform("CARS", Map.of("random_state", 5L)).fit(x, y))
            .keep();
    int[] b =
        ((ColumnSelection) OperatorFactory.transform("CARS", Map.of("random_state", 5L)).fit(x, y))
            .keep();
    assertThat(a).containsExactly(b);
    // random_state=None draws from seed 0 and says so
    TransformOperator unseeded = OperatorFactory.transform("CARS", Map.of());
    assertThat(unseeded.warning()).hasValueSatisfying(w -> assertThat(w).contains("seed 0"));
    assertThat(((ColumnSelection) unseeded.fit(x, y)).keep())
        .containsExactly(
            ((ColumnSelection)
                    OperatorFactory.transform("CARS", Map.of("random_state", 0L)).fit(x, y))
                .keep());
  }

  @Test
  void float32InputKeepsItsPrecision() throws IOException {
    JsonNode c = cases().get(0);
    Block x = Block.ofRows(Precision.FLOAT32, rows(c.get("x")));
    FittedTransform fitted =
        OperatorFactory.transform("MCUVE", Map.of("n_components", 3L, "random_state", 1L))
            .fit(x, vector(c.get("y")));
    Block out = fitted.apply(x);
    assertThat(out.precision()).isEqualTo(Precision.FLOAT32);
    assertThat(out.cols()).isEqualTo(x.cols() / 2);
  }

  @Test
  void badParametersAndDataSayWhatToDo() {
    double[][] rows = new double[12][6];
    double[] y = new double[12];
    for (int i = 0; i < 12; i++) {
      for (int j = 0; j < 6; j++) {
        rows[i][j] = Math.sin(i * 0.7 + j) + j;
      }
      y[i] = i;
    }
    Block x = Block.ofRows(Precision.FLOAT64, rows);
    assertThatThrownBy(() -> OperatorFactory.transform("CARS", Map.of()).fit(x, y))
        .hasMessageContaining("n_components=10 exceeds the 6 feature(s); lower n_components");
    assertThatThrownBy(() -> OperatorFactory.transform("MCUVE", Map.of()).fit(x, y))
        .hasMessageContaining("n_components=10 exceeds the 6 feature(s)");
    assertThatThrownBy(
            () ->
                OperatorFactory.transform("CARS", Map.of("n_components", 5L, "subset_ratio", 0.3))
                    .fit(x, y))
        .hasMessageContaining("exceeds the 3 calibration row(s)")
        .hasMessageContaining("raise subset_ratio");
    assertThatThrownBy(() -> OperatorFactory.create("CARS", Map.of("subset_ratio", 1.5)))
        .hasMessageContaining("subset_ratio")
        .hasMessageContaining("must be in (0, 1]");
    assertThatThrownBy(() -> OperatorFactory.create("MCUVE", Map.of("subset_ratio", 0.0)))
        .hasMessageContaining("must be in (0, 1]");
    assertThatThrownBy(
            () ->
                OperatorFactory.create(
                    "CARS", Map.of("n_variables_ratio_start", 0.5, "n_variables_ratio_end", 0.6)))
        .hasMessageContaining("n_variables_ratio_end")
        .hasMessageContaining("must be in (0, n_variables_ratio_start]");
    assertThatThrownBy(() -> OperatorFactory.create("CARS", Map.of("cv_folds", 1L)))
        .hasMessageContaining("cv_folds must be >= 2");
    assertThatThrownBy(() -> OperatorFactory.create("MCUVE", Map.of("n_features_to_select", 0L)))
        .hasMessageContaining("n_features_to_select must be None or >= 1");
    assertThatThrownBy(
            () ->
                OperatorFactory.transform("CARS", Map.of("n_components", 2L, "cv_folds", 20L))
                    .fit(x, y))
        .hasMessageContaining("cv_folds=20 exceeds the 12 training rows");
    assertThatThrownBy(
            () -> OperatorFactory.transform("CARS", Map.of("n_components", 2L)).fit(x, null))
        .hasMessageContaining("needs the target y of the training rows");
    double[][] nan = rows.clone();
    nan[3] = nan[3].clone();
    nan[3][2] = Double.NaN;
    assertThatThrownBy(
            () ->
                OperatorFactory.transform("MCUVE", Map.of("n_components", 2L))
                    .fit(Block.ofRows(Precision.FLOAT64, nan), y))
        .hasMessageContaining("MCUVE");
    double[] yNan = y.clone();
    yNan[4] = Double.NaN;
    assertThatThrownBy(
            () -> OperatorFactory.transform("CARS", Map.of("n_components", 2L)).fit(x, yNan))
        .hasMessageContaining("the target of training row 4 is NaN");
    FittedTransform fitted =
        OperatorFactory.transform("MCUVE", Map.of("n_components", 2L, "random_state", 0L))
            .fit(x, y);
    assertThatThrownBy(() -> fitted.apply(Block.ofRows(Precision.FLOAT64, new double[][] {{1, 2}})))
        .hasMessageContaining("fitted on 6 features, cannot apply to 2");
  }

  @Test
  void carsAndMcuveAreNoLongerRefused() {
    OperatorRegistry registry = OperatorRegistry.standard();
    assertThat(RefusedOperators.of("CARS", registry)).isEmpty();
    assertThat(RefusedOperators.of("nirs4all.operators.transforms.MCUVE", registry)).isEmpty();
    assertThat(RefusedOperators.of("EPO", registry))
        .hasValueSatisfying(r -> assertThat(r.reason()).contains("external parameter"));
  }
}
