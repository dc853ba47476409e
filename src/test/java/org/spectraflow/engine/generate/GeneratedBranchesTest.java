package org.spectraflow.engine.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.pipeline.PipelineWriter;

/**
 * Generators inside branches become branches or variants by the document-level rule, and counts
 * agree.
 */
class GeneratedBranchesTest {

  private static final String PLS =
      "{\"model\": {\"class\": \"sklearn.cross_decomposition._pls.PLSRegression\"}}";

  private static List<Variant> variants(String json) {
    return VariantExpansion.standard().expand(PipelineReader.readJson(json)).toList();
  }

  private static String branchOf(Variant v) {
    return PipelineWriter.toCompactJson(v.pipeline().stepsJson().get(0));
  }

  @Test
  void aPureGeneratorBranchGivesOneBranchPerAlternativeInOneVariant() {
    List<Variant> vs =
        variants("[{\"branch\": {\"_or_\": [\"a.SNV\", {\"class\": \"b.MSC\"}]}}, " + PLS + "]");
    assertThat(vs).hasSize(1);
    assertThat(branchOf(vs.get(0)))
        .isEqualTo("{\"branch\":{\"SNV\":[\"a.SNV\"],\"MSC\":[{\"class\":\"b.MSC\"}]}}");
    assertThat(VariantExpansion.runnableCount(vs.get(0).pipeline(), 10_000).value()).isOne();
  }

  @Test
  void namedBranchesGetTheOperatorOrAnIndexAppended() {
    List<Variant> vs =
        variants(
            "[{\"branch\": {\"pp\": {\"_or_\": [\"a.SNV\", \"a.MSC\"]}, \"raw\": [],"
                + " \"m\": [{\"class\": \"x.Ridge\", \"params\": {\"alpha\": {\"_or_\": [0.1, 1]}}}]}}, "
                + PLS
                + "]");
    assertThat(vs).hasSize(1);
    assertThat(branchOf(vs.get(0)))
        .isEqualTo(
            "{\"branch\":{\"pp_SNV\":[\"a.SNV\"],\"pp_MSC\":[\"a.MSC\"],"
                + "\"raw\":[],\"m_0\":[{\"class\":\"x.Ridge\",\"params\":{\"alpha\":0.1}}],"
                + "\"m_1\":[{\"class\":\"x.Ridge\",\"params\":{\"alpha\":1}}]}}");
  }

  @Test
  void listFormItemsExpandWithTheirNames() {
    List<Variant> vs =
        variants(
            "[{\"branch\": [{\"name\": \"d\", \"steps\": [{\"_or_\": [\"a.D1\", \"a.D2\"]}]},"
                + " [\"a.SNV\"]]}, "
                + PLS
                + "]");
    assertThat(branchOf(vs.get(0)))
        .isEqualTo(
            "{\"branch\":[{\"name\":\"d_0\",\"steps\":[\"a.D1\"]},"
                + "{\"name\":\"d_1\",\"steps\":[\"a.D2\"]},[\"a.SNV\"]]}");
  }

  @Test
  void aGeneratorOutsideTheBranchTurnsBranchGeneratorsIntoVariants() {
    List<Variant> vs =
        variants(
            "[{\"_or_\": [\"a.X\", \"a.Y\"]}, {\"branch\": {\"_or_\": [\"a.A\", \"a.B\"]}}, "
                + PLS
                + "]");
    assertThat(vs).hasSize(4);
    assertThat(
            VariantExpansion.runnableCount(
                    PipelineReader.readJson(
                        "[{\"_or_\": [\"a.X\", \"a.Y\"]}, {\"branch\": {\"_or_\": [\"a.A\", \"a.B\"]}}, "
                            + PLS
                            + "]"),
                    10_000)
                .value())
        .isEqualTo(4);
  }

  @Test
  void constraintsArePrunedInTheCountOrTheCountSaysAtMost() {
    PipelineDocument doc =
        PipelineReader.readJson(
            "[{\"_or_\": [\"a.A\", \"a.B\", \"a.C\"], \"pick\": 2,"
                + " \"_mutex_\": [[\"a.A\", \"a.B\"]]}, "
                + PLS
                + "]");
    assertThat(VariantExpansion.count(doc)).isEqualTo(3);
    assertThat(VariantExpansion.runnableCount(doc, 10_000)).hasToString("2");
    assertThat(VariantExpansion.standard().expand(doc).count()).isEqualTo(2);
    assertThat(VariantExpansion.runnableCount(doc, 2)).hasToString("at most 3");
  }

  @Test
  void zeroVariantsNamesTheGenerator() {
    PipelineDocument doc =
        PipelineReader.readJson(
            "[\"a.SNV\", {\"model\": {\"class\": \"x.PLS\","
                + " \"params\": {\"n_components\": {\"_range_\": [5, 1]}}}}]");
    assertThatThrownBy(() -> VariantExpansion.standard().expand(doc))
        .hasMessageContaining("0 variants")
        .hasMessageContaining("pipeline[1].model.params.n_components");
  }
}
