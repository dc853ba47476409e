package org.spectraflow.engine.generate;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spectraflow.engine.pipeline.PipelineReader;

/** Null steps (alone or inside a sub-pipeline) leave no trace in variant names. */
class VariantNamesNullStepsTest {

  @Test
  void anAllNullChainBeforeTheModelIsSkipped() {
    var doc =
        PipelineReader.readJson(
            "{\"pipeline\": [[null, null],"
                + " {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 5}}}]}");
    assertThat(VariantExpansion.standard().expand(doc).findFirst().orElseThrow().name())
        .isEqualTo("PLSRegression(n_components=5)");
  }

  @Test
  void nullsInsideAChainAreSkipped() {
    var doc =
        PipelineReader.readJson(
            "{\"pipeline\": [[null, \"nirs4all.operators.transforms.SNV\"],"
                + " null, {\"model\": {\"class\": \"PLSRegression\"}}]}");
    assertThat(VariantExpansion.standard().expand(doc).findFirst().orElseThrow().name())
        .isEqualTo("SNV > PLSRegression");
  }
}
