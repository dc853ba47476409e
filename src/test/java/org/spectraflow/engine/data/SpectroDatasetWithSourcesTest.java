package org.spectraflow.engine.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link SpectroDataset#withSources}: new sources, same samples, targets and folds. */
class SpectroDatasetWithSourcesTest {

  private static SpectroDataset dataset() {
    FeatureSource a = FeatureSource.of(TestBlocks.ramp(4, 2, 0), Headers.absent());
    Targets y =
        Targets.ofNumeric(List.of("y"), new double[][] {{1}, {2}, {3}, {4}}, Precision.FLOAT32);
    SpectroDataset ds =
        SpectroDataset.of(
            "t",
            Precision.FLOAT32,
            List.of(a, a.shareBlocks()),
            SampleIndex.of(3, 1),
            y,
            MetadataTable.empty());
    ds.setFolds(List.of(new Fold(new int[] {0, 1}, new int[] {2})));
    return ds;
  }

  @Test
  void replacesTheSourcesAndKeepsEverythingElse() {
    SpectroDataset ds = dataset();
    FeatureSource merged = FeatureSource.of(TestBlocks.filled(4, 5, 1), Headers.absent());
    SpectroDataset next = ds.withSources(List.of(merged));
    assertThat(next.sources()).containsExactly(merged);
    assertThat(next.targets()).isSameAs(ds.targets());
    assertThat(next.folds()).isEqualTo(ds.folds());
    assertThat(next.trainIds()).containsExactly(0, 1, 2);
    assertThat(ds.sources()).hasSize(2);
  }

  @Test
  void rejectsNoSourceOrAWrongSampleCount() {
    SpectroDataset ds = dataset();
    assertThatThrownBy(() -> ds.withSources(List.of())).hasMessageContaining("at least one source");
    FeatureSource small = FeatureSource.of(TestBlocks.filled(3, 2, 1), Headers.absent());
    assertThatThrownBy(() -> ds.withSources(List.of(small)))
        .hasMessageContaining("3 rows, expected 4");
  }
}
