package org.spectraflow.engine.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Feature extraction, targets, the sample index and cheap variant copies. */
class SpectroDatasetTest {

  private SpectroDataset twoSources() {
    FeatureSource a = FeatureSource.of(TestBlocks.ramp(4, 2, 0), Headers.absent());
    a.addProcessing("snv", TestBlocks.filled(4, 2, 9));
    FeatureSource b = FeatureSource.of(TestBlocks.filled(4, 3, 7), Headers.absent());
    Targets y =
        Targets.ofNumeric(
            List.of("y"), new double[][] {{1.5}, {2.5}, {3.5}, {4.5}}, Precision.FLOAT32);
    return SpectroDataset.of(
        "t", Precision.FLOAT32, List.of(a, b), SampleIndex.of(3, 1), y, MetadataTable.empty());
  }

  @Test
  void xConcatenatesEveryProcessingOfEverySourceInOrder() {
    SpectroDataset ds = twoSources();
    Block x = ds.x(new int[] {1, 3});
    assertThat(x.cols()).isEqualTo(2 + 2 + 3);
    assertThat(x.row(0)).containsExactly(2, 3, 9, 9, 7, 7, 7);
    assertThat(x.row(1)).containsExactly(6, 7, 9, 9, 7, 7, 7);
  }

  @Test
  void partitionsFollowInsertionOrderAndYFollowsIds() {
    SpectroDataset ds = twoSources();
    assertThat(ds.trainIds()).containsExactly(0, 1, 2);
    assertThat(ds.testIds()).containsExactly(3);
    assertThat(ds.y(ds.testIds())[0]).containsExactly(4.5);
    assertThat(ds.taskType()).isEqualTo(TaskType.REGRESSION);
    ds.forceTaskType(TaskType.BINARY);
    assertThat(ds.taskType()).isEqualTo(TaskType.BINARY);
  }

  @Test
  void exclusionAndAugmentationShapeQueries() {
    SampleIndex index = SampleIndex.of(3, 1);
    int aug = index.addAugmented(2, "Rotate");
    index.addAugmented(3, "Rotate");
    index.exclude(0, "outlier");
    index.tag(1, "batch", "A");
    assertThat(index.trainIds()).containsExactly(1, 2, aug);
    assertThat(index.ids(Partition.TRAIN, false)).containsExactly(1, 2);
    assertThat(index.sample(aug).augmented()).isTrue();
    assertThat(index.sample(aug).origin()).isEqualTo(2);
    assertThat(index.sample(0).exclusionReason()).contains("outlier");
    assertThat(index.tag(1, "batch")).contains("A");
    assertThat(index.baseCount()).isEqualTo(4);
  }

  @Test
  void nbytesCountsFeaturesAndTargetsExactly() {
    SpectroDataset ds = twoSources();
    assertThat(ds.featureBytes()).isEqualTo((4 * 2 * 2 + 4 * 3) * 4L);
    assertThat(ds.nbytes()).isEqualTo(ds.featureBytes() + 4 * 4);
  }

  @Test
  void variantCopySharesBlocksButNotMutations() {
    SpectroDataset ds = twoSources();
    SpectroDataset copy = ds.copyForVariant();
    copy.source(0).addProcessing("sg", TestBlocks.filled(4, 2, 1));
    copy.index().exclude(0, "x");
    assertThat(copy.source(1).block(0)).isSameAs(ds.source(1).block(0));
    assertThat(ds.source(0).processingIds()).containsExactly("raw", "snv");
    assertThat(ds.trainIds()).containsExactly(0, 1, 2);
  }

  @Test
  void sourcesMustHaveOneRowPerSample() {
    FeatureSource a = FeatureSource.of(TestBlocks.filled(4, 2, 0), Headers.absent());
    FeatureSource b = FeatureSource.of(TestBlocks.filled(5, 2, 0), Headers.absent());
    Targets y = Targets.ofNumeric(List.of("y"), new double[4][1], Precision.FLOAT32);
    assertThatThrownBy(
            () ->
                SpectroDataset.of(
                    "t",
                    Precision.FLOAT32,
                    List.of(a, b),
                    SampleIndex.of(4, 0),
                    y,
                    MetadataTable.empty()))
        .hasMessageContaining("source 1 has 5 rows, expected 4");
  }
}
