package org.spectraflow.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;

/** What a document's variants hold at once, in raw-sized blocks. */
class RunShapeTest {

  private static final String KFOLD =
      "{\"class\": \"sklearn.model_selection._split.KFold\", \"params\": {\"n_splits\": 3}}";
  private static final String SNV =
      "\"nirs4all.operators.transforms.scalers.StandardNormalVariate\"";
  private static final String MSC =
      "\"nirs4all.operators.transforms.nirs.MultiplicativeScatterCorrection\"";
  private static final String PLS =
      "{\"model\": {\"class\": \"sklearn.cross_decomposition._pls.PLSRegression\"}}";

  private static PipelineDocument pipeline(String... steps) {
    return PipelineReader.read("{\"pipeline\": [" + String.join(", ", steps) + "]}", "test.json");
  }

  @Test
  void aChainHoldsOneDatasetAndWritesOneBlock() {
    RunShape shape = RunShape.of(pipeline(KFOLD, SNV, MSC, PLS), true);

    assertThat(shape.contexts()).isEqualTo(1);
    assertThat(shape.writtenBlocks()).isEqualTo(1);
    assertThat(shape.distinctOutputs()).isEqualTo(2);
    assertThat(shape.variants()).isEqualTo(1);
  }

  @Test
  void withoutTransformersNothingIsWritten() {
    RunShape shape = RunShape.of(pipeline(KFOLD, PLS), true);

    assertThat(shape.contexts()).isEqualTo(1);
    assertThat(shape.writtenBlocks()).isZero();
    assertThat(shape.distinctOutputs()).isZero();
  }

  @Test
  void everyBranchLaneIsHeldAndACopyOnWriteLaneThatWritesNothingShares() {
    PipelineDocument doc =
        pipeline(KFOLD, "{\"branch\": {\"snv\": [" + SNV + "], \"raw\": [" + PLS + "]}}", PLS);

    RunShape cow = RunShape.of(doc, true);
    RunShape deep = RunShape.of(doc, false);

    assertThat(cow.contexts()).isEqualTo(2);
    assertThat(cow.writtenBlocks()).isEqualTo(1);
    assertThat(deep.writtenBlocks()).isEqualTo(2);
    assertThat(cow.distinctOutputs()).isEqualTo(1);
  }

  @Test
  void theLanesCountUntilAMergeJoinsThem() {
    PipelineDocument doc =
        pipeline(
            KFOLD,
            "{\"branch\": {\"snv\": [" + SNV + "], \"msc\": [" + MSC + "]}}",
            "{\"merge\": \"features\"}",
            PLS);

    assertThat(RunShape.of(doc, true).contexts()).isEqualTo(2);
  }

  @Test
  void generatorsAreExpandedAndTheirDistinctOutputsCounted() {
    PipelineDocument doc = pipeline(KFOLD, "{\"_or_\": [" + SNV + ", " + MSC + "]}", PLS);

    RunShape shape = RunShape.of(doc, true);

    assertThat(shape.variants()).isEqualTo(2);
    assertThat(shape.distinctOutputs()).isEqualTo(2);
    assertThat(shape.contexts()).isEqualTo(1);
  }
}
