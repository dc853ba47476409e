package org.spectraflow.engine.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Processing registry, width changes, eviction (docs/caching.md §3.9) and snapshots
 * (docs/caching.md §3.4, §4.2).
 */
class FeatureSourceTest {

  private final Block raw = TestBlocks.ramp(10, 5, 0);
  private final Headers axis = new Headers.Axis(new double[] {1, 2, 3, 4, 5}, HeaderUnit.NM);

  @Test
  void replacingRawThenAddingKeepsIdsAndBlocksInStep() {
    FeatureSource s = FeatureSource.of(raw, axis);
    s.replaceProcessing("raw", "msc", TestBlocks.filled(10, 5, 1));
    assertThat(s.processingIds()).containsExactly("msc");
    s.addProcessing("snv", TestBlocks.filled(10, 5, 2));
    assertThat(s.processingIds()).containsExactly("msc", "snv");
    assertThat(s.block("snv").get(0, 0)).isEqualTo(2.0);
    assertThat(s.storage().view().shape()).containsExactly(10, 2, 5);
  }

  @Test
  void removalReindexesLaterProcessings() {
    FeatureSource s = FeatureSource.of(raw, axis);
    s.addProcessing("raw_SNV_1", TestBlocks.filled(10, 5, 1));
    s.addProcessing("raw_SG_2", TestBlocks.filled(10, 5, 2));
    s.removeProcessing("raw_SNV_1");
    assertThat(s.indexOf("raw_SG_2")).isEqualTo(1);
    assertThat(s.block(1).get(0, 0)).isEqualTo(2.0);
    assertThatThrownBy(() -> s.addProcessing("raw", raw))
        .hasMessageContaining("must be non-blank and new");
  }

  @Test
  void croppingTheOnlyProcessingResizesAndClearsHeaders() {
    FeatureSource s = FeatureSource.of(raw, axis);
    s.replaceProcessing("raw", "raw_Crop_1", TestBlocks.filled(10, 3, 1));
    assertThat(s.numFeatures()).isEqualTo(3);
    assertThat(s.headers()).isEqualTo(Headers.absent());
  }

  @Test
  void replaceAllWithANewWidthClearsHeaders() {
    FeatureSource s = FeatureSource.of(raw, axis);
    s.addProcessing("snv", TestBlocks.filled(10, 5, 1));
    s.replaceAll(List.of("pca"), List.of(TestBlocks.filled(10, 2, 1)));
    assertThat(s.processingIds()).containsExactly("pca");
    assertThat(s.headers().size()).isZero();
  }

  @Test
  void evictionRemovesTheOldestButNeverRaw() {
    FeatureSource s = FeatureSource.of(raw, axis);
    for (String id : List.of("a", "b", "c", "d")) {
      s.addProcessing(id, TestBlocks.filled(10, 5, 1));
    }
    assertThat(s.evictOldestProcessings(3)).containsExactly("a", "b");
    assertThat(s.processingIds()).containsExactly("raw", "c", "d");
    assertThat(s.storage().numProcessings()).isEqualTo(3);
    s.replaceProcessing("raw", "msc", TestBlocks.filled(10, 5, 2));
    s.addProcessing("raw", raw);
    assertThat(s.evictOldestProcessings(2)).containsExactly("c", "d");
    assertThat(s.processingIds()).containsExactly("msc", "raw");
  }

  @Test
  void cowSnapshotRestoresIdsHeadersAndBlocksWithoutCopying() {
    FeatureSource s = FeatureSource.of(raw, axis);
    Copied<SourceSnapshot> snap = s.snapshot(true);
    s.addProcessing("snv", TestBlocks.filled(10, 5, 1));
    s.replaceProcessing("raw", "raw_Crop_1", TestBlocks.filled(10, 5, 3));
    CopyReport r = s.restore(snap.value());
    assertThat(s.processingIds()).containsExactly("raw");
    assertThat(s.block(0)).isSameAs(raw);
    assertThat(s.headers()).isEqualTo(axis);
    assertThat(snap.report().dataBytes() + r.dataBytes()).isZero();
    snap.value().release();
    assertThat(((SourceSnapshot.Cow) snap.value()).blocks().refCount()).isEqualTo(1);
  }

  @Test
  void deepSnapshotCopiesOnSnapshotAndOnEveryRestore() {
    FeatureSource s = FeatureSource.of(raw, axis);
    Copied<SourceSnapshot> snap = s.snapshot(false);
    assertThat(snap.report().dataBytes()).isEqualTo(raw.nbytes());
    s.addProcessing("snv", TestBlocks.filled(10, 5, 1));
    assertThat(s.restore(snap.value()).dataBytes()).isEqualTo(raw.nbytes());
    assertThat(s.block(0)).isNotSameAs(raw);
    assertThat(s.block(0).contentEquals(raw)).isTrue();
    s.replaceProcessing("raw", "x", TestBlocks.filled(10, 5, 5));
    assertThat(((SourceSnapshot.Deep) snap.value()).storage().block(0).contentEquals(raw))
        .as("the snapshot stays pristine")
        .isTrue();
  }

  @Test
  void sharingBlocksCopiesReferencesOnly() {
    FeatureSource s = FeatureSource.of(raw, axis);
    FeatureSource copy = s.shareBlocks();
    copy.addProcessing("snv", TestBlocks.filled(10, 5, 1));
    assertThat(copy.block(0)).isSameAs(raw);
    assertThat(s.processingIds()).containsExactly("raw");
  }
}
