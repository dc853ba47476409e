package org.spectraflow.engine.generate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;

/**
 * Whole-pipeline worked examples of docs/pipeline-language.md §2.9 (#25-#28, #40) and the branch
 * rule of §2.1.
 */
class PipelineExamplesTest {

  static final String SPLIT = "{\"class\": \"sklearn.model_selection._split.KFold\"}";
  static final String MODEL =
      "{\"model\": {\"class\": \"sklearn.cross_decomposition._pls.PLSRegression\"}}";

  static List<Variant> variants(String steps) {
    PipelineDocument doc = PipelineReader.readJson(steps);
    List<Variant> list = VariantExpansion.standard().expand(doc).toList();
    assertThat(VariantExpansion.count(doc).longValueExact()).isEqualTo(list.size());
    return list;
  }

  @Test
  void orOverPreprocessingGivesOneVariantPerChoice() {
    List<Variant> v =
        variants("[{\"_or_\": [\"SNV\",\"MSC\",\"Detrend\"]}, " + SPLIT + ", " + MODEL + "]");
    assertThat(v)
        .extracting(Variant::name)
        .containsExactly(
            "SNV > KFold > PLSRegression",
            "MSC > KFold > PLSRegression",
            "Detrend > KFold > PLSRegression");
    assertThat(v).extracting(Variant::index).containsExactly(0L, 1L, 2L);
  }

  @Test
  void pickAndCartesianPipelines() {
    assertThat(
            variants(
                "[{\"_or_\": [\"SNV\",\"MSC\",\"Det\",\"D1\"], \"pick\": 2}, "
                    + SPLIT
                    + ", "
                    + MODEL
                    + "]"))
        .hasSize(6);
    String cartesian =
        "{\"_cartesian_\": [{\"_or_\": [\"SNV\",\"MSC\"]}, {\"_or_\": [\"Det\",\"D1\"]}]";
    assertThat(variants("[" + cartesian + "}, " + SPLIT + ", " + MODEL + "]")).hasSize(4);
    assertThat(variants("[" + cartesian + ", \"pick\": 2}, " + SPLIT + ", " + MODEL + "]"))
        .hasSize(6);
  }

  @Test
  void sweepAfterOrMultiplies() {
    List<Variant> v =
        variants(
            "[{\"_or_\": [\"SNV\",\"MSC\"]}, "
                + SPLIT
                + ", {\"_range_\": [5, 15, 5], "
                + "\"param\": \"n_components\", \"model\": {\"class\": \"sklearn.cross_decomposition._pls.PLSRegression\"}}]");
    assertThat(v)
        .extracting(Variant::name)
        .containsExactly(
            "SNV > KFold > PLSRegression(n_components=5)",
                "SNV > KFold > PLSRegression(n_components=10)",
            "SNV > KFold > PLSRegression(n_components=15)",
                "MSC > KFold > PLSRegression(n_components=5)",
            "MSC > KFold > PLSRegression(n_components=10)",
                "MSC > KFold > PLSRegression(n_components=15)");
  }

  @Test
  void generatorInsideALoneBranchStaysOneVariantWithOneBranchPerAlternative() {
    List<Variant> v = variants("[{\"branch\": {\"_or_\": [\"A\", \"B\"]}}, {\"model\": \"M\"}]");
    assertThat(v).hasSize(1);
    assertThat(v.get(0).pipeline().stepsJson().toString())
        .isEqualTo("[{\"branch\":{\"A\":[\"A\"],\"B\":[\"B\"]}},{\"model\":\"M\"}]");
  }

  @Test
  void generatorInsideABranchBecomesVariantsOnceAnotherGeneratorExists() {
    List<Variant> v =
        variants(
            "[{\"_or_\": [\"X\", \"Y\"]}, {\"branch\": {\"_or_\": [\"A\", \"B\"]}}, {\"model\": \"M\"}]");
    assertThat(v)
        .extracting(x -> x.pipeline().stepsJson().toString())
        .containsExactly(
            "[\"X\",{\"branch\":\"A\"},{\"model\":\"M\"}]",
                "[\"X\",{\"branch\":\"B\"},{\"model\":\"M\"}]",
            "[\"Y\",{\"branch\":\"A\"},{\"model\":\"M\"}]",
                "[\"Y\",{\"branch\":\"B\"},{\"model\":\"M\"}]");
  }

  @Test
  void variantsCarryNoGeneratorAndAStableConfigName() {
    List<Variant> v = variants("[{\"_or_\": [\"SNV\",\"MSC\"]}, " + MODEL + "]");
    assertThat(v).allMatch(x -> x.pipeline().steps().stream().noneMatch(s -> s.hasGenerators()));
    assertThat(v.get(0).configName())
        .matches("config_[0-9a-f]{8}")
        .isNotEqualTo(v.get(1).configName());
    assertThat(variants("[{\"_or_\": [\"SNV\",\"MSC\"]}, " + MODEL + "]").get(0).configName())
        .isEqualTo(v.get(0).configName());
  }
}
