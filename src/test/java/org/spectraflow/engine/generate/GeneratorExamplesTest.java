package org.spectraflow.engine.generate;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.PipelineReader;

/**
 * Every worked example of docs/pipeline-language.md §2.9, with its variant count and (where given)
 * its order.
 */
class GeneratorExamplesTest {

  static final String PLS = "{\"class\": \"sklearn.cross_decomposition._pls.PLSRegression\"}";
  static final String SPLIT = "{\"class\": \"sklearn.model_selection._split.KFold\"}";

  static JsonValue json(String text) {
    return PipelineReader.parseJson(text);
  }

  static List<String> expand(String spec) {
    return new Expander(Optional.empty())
        .alternatives(json(spec)).stream().map(JsonValue::toString).toList();
  }

  static List<String> expandSeeded(String spec, long seed) {
    return new Expander(Optional.of(BigInteger.valueOf(seed)))
        .alternatives(json(spec)).stream().map(JsonValue::toString).toList();
  }

  static long count(String spec) {
    return VariantCounter.count(json(spec)).longValueExact();
  }

  @ParameterizedTest(name = "#{0}: {1} -> {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      1  | {"_or_": ["A","B","C"]} | 3
      2  | {"_or_": ["A","B","C"], "pick": 2} | 3
      3  | {"_range_": [1, 5]} | 5
      4  | {"_range_": [0, 10, 2]} | 6
      5  | {"_or_": ["A","B","C"], "arrange": 2} | 6
      6  | {"_or_": ["A","B","C","D"], "pick": [1, 3]} | 14
      7  | {"_or_": ["A","B","C"], "arrange": [1, 2]} | 9
      8  | {"_or_": ["A","B","C"], "pick": [1, 2]} | 6
      9  | {"_or_": ["A","B","C"], "pick": 0} | 1
      10 | {"_or_": ["A","B"], "pick": 5} | 0
      11 | {"_or_": ["A","B","C"], "pick": 2, "then_pick": 2} | 3
      12 | {"_or_": ["A","B","C"], "arrange": 2, "then_arrange": 2} | 30
      13 | {"_or_": ["A","B","C"], "pick": 1, "then_arrange": 2} | 6
      14 | {"_or_": ["A","B","C","D"], "pick": 2, "count": 3} | 3
      15 | {"components": {"_or_": [10,20,30], "pick": 2}, "method": {"_or_": ["pca","svd"]}} | 6
      16 | {"_log_range_": [0.001, 1, 4]} | 4
      17 | {"_grid_": {"x": [1,2], "y": ["A","B"]}} | 4
      18 | {"_zip_": {"x": [1,2,3,4], "y": ["A","B"]}} | 2
      19 | {"_chain_": [{"x":1},{"x":2},{"x":3}], "count": 2} | 2
      20 | {"learning_rate": {"_log_range_": [0.001, 0.1, 3]}, "model": {"_or_": ["CNN","RNN"]}} | 6
      22 | {"model": {"class": "sklearn.cross_decomposition._pls.PLSRegression"}, "_range_": [2, 20, 2], "param": "n_components"} | 10
      23 | {"_grid_": {"n_components": [5, 10, 15], "scale": [true, false]}, "model": {"class": "PLSRegression"}} | 6
      24 | {"_grid_": {"n_components": [5, 10, 15], "scale": [true, false]}, "model": {"class": "PLSRegression", "params": {"scale": false}}} | 1
      35 | {"_or_": [{"_or_": ["SNV","MSC"]}, "Det"]} | 3
      36 | {"_or_": [["SNV","D1"], "MSC", "Det"], "pick": 2} | 3
      37 | {"_zip_": {"n_components": {"_range_": [5,15,5]}, "scale": [true,false,true]}, "model": {"class": "PLSRegression"}} | 3
      38 | {"_grid_": {"n_components": [5,8,11,14], "scale": [true,false,true]}, "model": {"class": "PLSRegression"}} | 12
      41 | {"feature_augmentation": {"_or_": ["SNV","MSC","D1","D2","Det","SG","G"], "pick": [1,2], "count": 5}} | 5
      """)
  void countsAndExpansionSizesMatchTheSpec(int example, String spec, long variants) {
    assertThat(count(spec)).as("pre-count of example %d", example).isEqualTo(variants);
    assertThat(expand(spec)).as("expansion of example %d", example).hasSize((int) variants);
  }

  @ParameterizedTest(name = "#{0}: {1} -> {2} after constraints")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      21 | {"_or_": ["A","B","C"], "pick": 2, "_mutex_": [["A","B"]]} | 2 | 3
      29 | {"_cartesian_": [{"_or_": ["SNV","MSC"]}, {"_or_": ["Det","D1"]}], "_exclude_": [["SNV","Det"]]} | 3 | 4
      30 | {"_or_": ["SNV","MSC","Det","D1"], "pick": 2, "_mutex_": [["SNV","MSC"]]} | 5 | 6
      31 | {"_or_": ["SNV","MSC","Det","D1"], "pick": 3, "_mutex_": [["SNV","MSC","Det"]]} | 3 | 4
      32 | {"_or_": ["SNV","MSC","Det","D1"], "pick": 2, "_requires_": [["SNV","MSC"]]} | 4 | 6
      33 | {"_or_": ["SNV","MSC","Det","D1"], "pick": 2, "_mutex_": [["SNV","MSC"]], "_exclude_": [["Det","D1"]]} | 4 | 6
      34 | {"_or_": ["SNV","MSC","Det"], "pick": 2, "_mutex_": [["SNV","MSC"],["SNV","Det"]]} | 1 | 3
      """)
  void constraintsPruneTheExpansionButNotThePreCount(
      int example, String spec, int variants, long preCount) {
    assertThat(expand(spec)).hasSize(variants);
    assertThat(count(spec)).isEqualTo(preCount);
  }

  @Test
  void orderFollowsTheOdometerAndItertools() {
    assertThat(expand("{\"_or_\": [\"A\",\"B\",\"C\"]}"))
        .containsExactly("\"A\"", "\"B\"", "\"C\"");
    assertThat(expand("{\"_or_\": [\"A\",\"B\",\"C\"], \"pick\": 2}"))
        .containsExactly("[\"A\",\"B\"]", "[\"A\",\"C\"]", "[\"B\",\"C\"]");
    assertThat(expand("{\"_range_\": [0, 10, 2]}")).containsExactly("0", "2", "4", "6", "8", "10");
    assertThat(expand("{\"_or_\": [\"A\",\"B\",\"C\"], \"arrange\": 2}"))
        .containsExactly(
            "[\"A\",\"B\"]",
            "[\"A\",\"C\"]",
            "[\"B\",\"A\"]",
            "[\"B\",\"C\"]",
            "[\"C\",\"A\"]",
            "[\"C\",\"B\"]");
    assertThat(expand("{\"_or_\": [\"A\",\"B\",\"C\"], \"pick\": [1, 2]}"))
        .containsExactly(
            "[\"A\"]", "[\"B\"]", "[\"C\"]", "[\"A\",\"B\"]", "[\"A\",\"C\"]", "[\"B\",\"C\"]");
    assertThat(expand("{\"_or_\": [\"A\",\"B\",\"C\"], \"pick\": 0}")).containsExactly("[]");
    assertThat(expand("{\"_or_\": [\"A\",\"B\",\"C\"], \"pick\": 2, \"then_pick\": 2}"))
        .containsExactly(
            "[[\"A\",\"B\"],[\"A\",\"C\"]]",
            "[[\"A\",\"B\"],[\"B\",\"C\"]]",
            "[[\"A\",\"C\"],[\"B\",\"C\"]]");
    assertThat(expand("{\"_or_\": [\"A\",\"B\",\"C\"], \"pick\": 1, \"then_arrange\": 2}"))
        .containsExactly(
            "[\"A\",\"B\"]",
            "[\"A\",\"C\"]",
            "[\"B\",\"A\"]",
            "[\"B\",\"C\"]",
            "[\"C\",\"A\"]",
            "[\"C\",\"B\"]");
    assertThat(expand("{\"_log_range_\": [0.001, 1, 4]}"))
        .containsExactly("0.001", "0.01", "0.1", "1.0");
    assertThat(expand("{\"_grid_\": {\"x\": [1,2], \"y\": [\"A\",\"B\"]}}"))
        .containsExactly(
            "{\"x\":1,\"y\":\"A\"}",
            "{\"x\":1,\"y\":\"B\"}",
            "{\"x\":2,\"y\":\"A\"}",
            "{\"x\":2,\"y\":\"B\"}");
    assertThat(expand("{\"_zip_\": {\"x\": [1,2,3,4], \"y\": [\"A\",\"B\"]}}"))
        .containsExactly("{\"x\":1,\"y\":\"A\"}", "{\"x\":2,\"y\":\"B\"}");
    assertThat(expand("{\"_chain_\": [{\"x\":1},{\"x\":2},{\"x\":3}], \"count\": 2}"))
        .containsExactly("{\"x\":1}", "{\"x\":2}");
    assertThat(expand("{\"_or_\": [{\"_or_\": [\"SNV\",\"MSC\"]}, \"Det\"]}"))
        .containsExactly("\"SNV\"", "\"MSC\"", "\"Det\"");
  }

  @Test
  void nestedObjectsVaryTheLastKeyFastest() {
    assertThat(
            expand(
                "{\"components\": {\"_or_\": [10,20,30], \"pick\": 2}, \"method\": {\"_or_\": [\"pca\",\"svd\"]}}"))
        .startsWith(
            "{\"components\":[10,20],\"method\":\"pca\"}",
            "{\"components\":[10,20],\"method\":\"svd\"}",
            "{\"components\":[10,30],\"method\":\"pca\"}");
    assertThat(
            expand(
                "{\"learning_rate\": {\"_log_range_\": [0.001, 0.1, 3]}, \"model\": {\"_or_\": [\"CNN\",\"RNN\"]}}"))
        .containsExactly(
            "{\"learning_rate\":0.001,\"model\":\"CNN\"}",
            "{\"learning_rate\":0.001,\"model\":\"RNN\"}",
            "{\"learning_rate\":0.01,\"model\":\"CNN\"}",
            "{\"learning_rate\":0.01,\"model\":\"RNN\"}",
            "{\"learning_rate\":0.1,\"model\":\"CNN\"}",
            "{\"learning_rate\":0.1,\"model\":\"RNN\"}");
  }

  @Test
  void parameterSweepsRewriteIntoTheOperatorParams() {
    List<String> sweep =
        expand("{\"model\": " + PLS + ", \"_range_\": [2, 20, 2], \"param\": \"n_components\"}");
    assertThat(sweep)
        .hasSize(10)
        .first()
        .isEqualTo(
            "{\"model\":{\"class\":\"sklearn.cross_decomposition._pls.PLSRegression\",\"params\":{\"n_components\":2}}}");
    List<String> grid =
        expand(
            "{\"_grid_\": {\"n_components\": [5, 10, 15], \"scale\": [true, false]}, \"model\": "
                + PLS
                + "}");
    assertThat(grid.get(0)).contains("\"params\":{\"n_components\":5,\"scale\":true}");
    assertThat(grid.get(5)).contains("\"params\":{\"n_components\":15,\"scale\":false}");
  }

  @Test
  void sweepNextToExistingParamsIsTheReferenceNoOp() {
    String spec =
        "{\"_grid_\": {\"n_components\": [5, 10]}, \"model\": {\"class\": \"P\", \"params\": {\"scale\": false}}}";
    assertThat(expand(spec)).containsExactly(json(spec).toString());
  }

  @Test
  void seededCountDrawsMatchTheReference() {
    assertThat(expandSeeded("{\"_or_\": [\"A\",\"B\",\"C\",\"D\"], \"pick\": 2, \"count\": 3}", 7))
        .containsExactly("[\"A\",\"D\"]", "[\"A\",\"C\"]", "[\"B\",\"C\"]");
    assertThat(
            expand(
                "{\"_or_\": [\"A\",\"B\",\"C\",\"D\"], \"pick\": 2, \"count\": 3, \"_seed_\": 7}"))
        .containsExactly("[\"A\",\"D\"]", "[\"A\",\"C\"]", "[\"B\",\"C\"]");
    assertThat(
            expand(
                "{\"_cartesian_\": [{\"_or_\":[\"S\",\"M\"]},{\"_or_\":[\"D\",\"F\"]}], \"count\": 2, \"_seed_\": 7}"))
        .containsExactly("[\"M\",\"D\"]", "[\"S\",\"D\"]");
    assertThat(expand("{\"_or_\": [\"A\",\"B\",\"C\"], \"count\": 2, \"_seed_\": 42}"))
        .containsExactly("\"C\"", "\"A\"");
  }

  @Test
  void rangeIgnoresItsOwnSeedAndUsesTheGlobalOne() {
    String spec = "{\"_range_\": [1, 10], \"count\": 3, \"_seed_\": 1}";
    assertThat(expandSeeded(spec, 42))
        .isEqualTo(expandSeeded("{\"_range_\": [1, 10], \"count\": 3}", 42));
  }

  @Test
  void sampleChoiceDrawsTheReferenceValues() {
    String spec =
        "{\"model\": "
            + PLS
            + ", \"_sample_\": {\"distribution\": \"choice\", \"values\": [5,10,15,20], "
            + "\"num\": 5}, \"_seed_\": 42, \"param\": \"n_components\"}";
    assertThat(expand(spec))
        .extracting(s -> s.replaceAll(".*\"n_components\":(\\d+).*", "$1"))
        .containsExactly("5", "5", "15", "10", "10");
  }

  @Test
  void cartesianStagesAndPicks() {
    String stages = "[{\"_or_\": [\"SNV\",\"MSC\"]}, {\"_or_\": [\"Det\",\"D1\"]}]";
    assertThat(expand("{\"_cartesian_\": " + stages + "}"))
        .containsExactly(
            "[\"SNV\",\"Det\"]", "[\"SNV\",\"D1\"]", "[\"MSC\",\"Det\"]", "[\"MSC\",\"D1\"]");
    assertThat(expand("{\"_cartesian_\": " + stages + ", \"pick\": 2}"))
        .hasSize(6)
        .first()
        .isEqualTo("[[\"SNV\",\"Det\"],[\"SNV\",\"D1\"]]");
  }

  @Test
  void floatRangesAccumulateWithTenDecimalRounding() {
    assertThat(expand("{\"_range_\": [0.1, 0.5, 0.1]}"))
        .containsExactly("0.1", "0.2", "0.3", "0.4", "0.5");
    assertThat(expand("{\"_range_\": [5, 1]}")).isEmpty();
    assertThat(expand("{\"_range_\": [5, 1, -2]}")).containsExactly("5", "3", "1");
    assertThat(expand("{\"_log_range_\": [0.001, 100, 5]}"))
        .containsExactly("0.001", "0.0177827941", "0.316227766", "5.6234132519", "100.0");
  }
}
