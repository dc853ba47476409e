package org.spectraflow.engine.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;

/** Counting without expanding, lazy expansion, limits, names. */
class VariantExpansionTest {

  /** {@code steps} steps, each an {@code _or_} of ten numbered choices: 10^steps variants. */
  static PipelineDocument tenWay(int steps) {
    String choices =
        IntStream.range(0, 10).mapToObj(i -> "\"Op" + i + "\"").collect(Collectors.joining(","));
    String body =
        IntStream.range(0, steps)
            .mapToObj(i -> "{\"_or_\": [" + choices + "]}")
            .collect(Collectors.joining(","));
    return PipelineReader.readJson("[" + body + "]");
  }

  @Test
  void aBillionVariantsAreCountedExactly() {
    assertThat(VariantExpansion.count(tenWay(9))).isEqualTo(BigInteger.TEN.pow(9));
    PipelineDocument range =
        PipelineReader.readJson("[{\"_range_\": [1, 1000000000]}, {\"_or_\": [\"A\", \"B\"]}]");
    assertThat(VariantExpansion.count(range)).isEqualTo(BigInteger.valueOf(2_000_000_000L));
  }

  @Test
  void expansionIsLazy() {
    List<Variant> first = VariantExpansion.standard().unlimited(tenWay(6)).limit(3).toList();
    assertThat(first)
        .extracting(Variant::name)
        .containsExactly(
            "Op0 > Op0 > Op0 > Op0 > Op0 > Op0",
            "Op0 > Op0 > Op0 > Op0 > Op0 > Op1",
            "Op0 > Op0 > Op0 > Op0 > Op0 > Op2");
    List<Variant> big =
        VariantExpansion.standard()
            .unlimited(PipelineReader.readJson("[{\"_range_\": [1, 1000000000]}, \"X\"]"))
            .limit(2)
            .toList();
    assertThat(big)
        .extracting(v -> v.pipeline().stepsJson().toString())
        .containsExactly("[1,\"X\"]", "[2,\"X\"]");
  }

  @Test
  void theLimitRefusesWithTheCountAndHowToRaiseIt() {
    assertThatThrownBy(() -> VariantExpansion.standard().expand(tenWay(6)))
        .isInstanceOf(VariantLimitExceededException.class)
        .hasMessageContaining("1,000,000 variants")
        .hasMessageContaining("10,000")
        .hasMessageContaining("--max-variants 1000000");
    assertThat(VariantExpansion.standard().expand(tenWay(2), 100)).hasSize(100);
  }

  @Test
  void zeroVariantsAreRejected() {
    PipelineDocument doc =
        PipelineDocument.of(List.of())
            .withSteps(PipelineReader.readJson("[{\"_range_\": [5, 1]}]").steps());
    assertThatThrownBy(() -> VariantExpansion.standard().expand(doc))
        .hasMessageContaining("0 variants");
  }

  @Test
  void aDocumentWithoutGeneratorsIsItsOwnVariant() {
    PipelineDocument doc =
        PipelineReader.readJson(
            "{\"name\": \"n\", \"pipeline\": [\"a.SNV\", {\"model\": \"b.PLSRegression\"}]}");
    List<Variant> v = VariantExpansion.standard().expand(doc).toList();
    assertThat(v)
        .singleElement()
        .satisfies(
            x -> {
              assertThat(x.pipeline()).isEqualTo(doc);
              assertThat(x.name()).isEqualTo("SNV > PLSRegression");
            });
  }

  @Test
  void namesShowOnlyNonDefaultParameters() {
    PipelineDocument doc =
        PipelineReader.readJson(
            "[\"SNV\", {\"class\": \"nirs4all.operators.transforms.nirs.SavitzkyGolay\","
                + " \"params\": {\"window_length\": 15, \"polyorder\": 3}}, {\"model\": {\"class\": \"PLSRegression\","
                + " \"params\": {\"n_components\": 10, \"scale\": true}}}]");
    assertThat(VariantExpansion.standard().expand(doc).findFirst().orElseThrow().name())
        .isEqualTo("SNV > SavitzkyGolay(window_length=15) > PLSRegression(n_components=10)");
  }

  @Test
  void configNameIsPythonsCanonicalHash() {
    // json.dumps(v, sort_keys=True, separators=(',',':')) then hashlib.sha256(...).hexdigest()[:8]
    JsonArray steps =
        (JsonArray)
            PipelineReader.parseJson(
                "[\"nirs4all.operators.transforms.scalers.StandardNormalVariate\","
                    + "{\"model\":{\"class\":\"sklearn.cross_decomposition._pls.PLSRegression\",\"params\":{\"n_components\":10,"
                    + "\"tol\":1e-05,\"x\":0.1}},\"name\":\"PLS-10 \u00e9\"}]");
    assertThat(VariantNames.configName("config", steps)).isEqualTo("config_be79d184");
  }
}
