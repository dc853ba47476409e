package org.spectraflow.engine.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * docs/caching.md §4.1 items 9-33 that apply to our design. Differences, by design: the 3-D view
 * wraps the blocks instead of stacking a copy; {@code ensureShared} shares the block references
 * instead of stacking a copy, and returns the current holder in the block+shared state; leaving the
 * shared state copies references, never data; a wider block is rejected. Row appends and
 * augmentation (items 20, 34-36) belong to the sample-augmentation work.
 */
class ArrayStorageTest {

  private final Block raw = TestBlocks.ramp(10, 5, 0);

  @Test
  void newStorageIsEmpty() {
    ArrayStorage s = new ArrayStorage();
    assertThat(s.view().shape()).containsExactly(0, 0, 0);
    assertThat(s.nbytes()).isZero();
    assertThat(s.state()).isEqualTo(ArrayStorage.State.EMPTY);
  }

  @Test
  void addProcessingAppendsWithoutTouchingExistingBlocks() {
    ArrayStorage s = ArrayStorage.of(raw);
    assertThat(s.view().shape()).containsExactly(10, 1, 5);
    assertThat(s.addProcessing(TestBlocks.filled(10, 5, 1))).isEqualTo(1);
    assertThat(s.block(0)).isSameAs(raw);
    assertThat(s.copied()).isEqualTo(CopyReport.NONE);
  }

  @Test
  void batchAddReturnsIndicesAndRemoveReindexes() {
    ArrayStorage s = ArrayStorage.of(raw);
    Block third = TestBlocks.filled(10, 5, 3);
    assertThat(s.addProcessings(List.of(TestBlocks.filled(10, 5, 2), third))).containsExactly(1, 2);
    s.removeProcessing(1);
    assertThat(s.numProcessings()).isEqualTo(2);
    assertThat(s.block(1)).isSameAs(third);
  }

  @Test
  void viewIsBuiltLazilyCachedAndDroppedOnMutation() {
    ArrayStorage s = ArrayStorage.of(raw);
    assertThat(s.hasCachedView()).isFalse();
    Tensor3 v = s.view();
    assertThat(s.hasCachedView()).isTrue();
    assertThat(s.view()).isSameAs(v);
    assertThat(v.get(3, 0, 2)).isEqualTo(raw.get(3, 2));
    s.addProcessing(TestBlocks.filled(10, 5, 1));
    assertThat(s.hasCachedView()).isFalse();
    assertThat(s.view().get(3, 1, 2)).isEqualTo(1.0);
  }

  @Test
  void nbytesIsExactAndGrowsWithEachProcessing() {
    ArrayStorage s = ArrayStorage.of(raw);
    assertThat(s.nbytes()).isEqualTo(200);
    s.addProcessing(TestBlocks.filled(10, 5, 1));
    assertThat(s.nbytes()).isEqualTo(400);
    s.ensureShared();
    assertThat(s.nbytes()).as("shared blocks count once").isEqualTo(400);
  }

  @Test
  void updateReplacesABlockAndPadsANarrowerOneWithZeros() {
    ArrayStorage s = ArrayStorage.of(raw);
    s.updateProcessing(0, TestBlocks.filled(10, 3, 42));
    assertThat(s.block(0).row(0)).containsExactly(42, 42, 42, 0, 0);
    assertThat(s.copied().dataBytes()).isEqualTo(10 * 3 * 4);
    assertThatThrownBy(() -> s.addProcessing(TestBlocks.filled(10, 6, 1)))
        .hasMessageContaining("Feature dimension mismatch");
    assertThatThrownBy(() -> s.addProcessing(TestBlocks.filled(9, 5, 1)))
        .hasMessageContaining("Sample count mismatch");
  }

  @Test
  void resizeKeepsLeadingColumnsOfEveryBlockAndReportsTheCopy() {
    ArrayStorage s = ArrayStorage.of(raw);
    s.addProcessing(TestBlocks.filled(10, 5, 7));
    CopyReport r = s.resizeFeatures(3);
    assertThat(s.numFeatures()).isEqualTo(3);
    assertThat(s.blocks()).allMatch(b -> b.rows() == 10 && b.cols() == 3);
    assertThat(s.block(0).row(1)).containsExactly(5, 6, 7);
    assertThat(r).isEqualTo(new CopyReport(2 * 10 * 3 * 4, 2, 0));
    s.resizeFeatures(4);
    assertThat(s.block(1).row(0)).containsExactly(7, 7, 7, 0);
  }

  @Test
  void getDataSelectsRowsOfEveryProcessing() {
    ArrayStorage s = ArrayStorage.of(raw);
    Tensor3 t = s.getData(new int[] {0, 3, 7});
    assertThat(t.shape()).containsExactly(3, 1, 5);
    assertThat(t.get(1, 0, 0)).isEqualTo(raw.get(3, 0));
    assertThat(s.getData(new int[0]).shape()).containsExactly(0, 1, 5);
  }

  @Test
  void deepCopyIsIndependentAndReportsEveryByte() {
    ArrayStorage s = ArrayStorage.of(raw);
    s.addProcessing(TestBlocks.filled(10, 5, 1));
    Copied<ArrayStorage> c = s.deepCopy();
    assertThat(c.value().numProcessings()).isEqualTo(2);
    assertThat(c.value().block(0)).isNotSameAs(raw);
    assertThat(c.value().block(0).contentEquals(raw)).isTrue();
    assertThat(c.value().shared()).isEmpty();
    assertThat(c.report().dataBytes()).isEqualTo(400);
  }

  @Test
  void deepCopyOfASharedStorageGivesBlockState() {
    SharedBlocks snap = ArrayStorage.of(raw).ensureShared().acquire();
    ArrayStorage s = new ArrayStorage();
    s.restoreFromShared(snap.acquire());
    ArrayStorage c = s.deepCopy().value();
    assertThat(c.state()).isEqualTo(ArrayStorage.State.BLOCK);
    assertThat(c.numProcessings()).isEqualTo(1);
    assertThat(snap.refCount()).isEqualTo(3);
  }

  @Test
  void ensureSharedWrapsTheCurrentBlocksAndIsStableInSharedState() {
    ArrayStorage s = ArrayStorage.of(raw);
    SharedBlocks h = s.ensureShared();
    assertThat(h.refCount()).isEqualTo(1);
    assertThat(h.blocks()).containsExactly(raw);
    assertThat(s.state()).isEqualTo(ArrayStorage.State.BLOCK_SHARED);
    assertThat(s.ensureShared()).isSameAs(h);
    ArrayStorage other = new ArrayStorage();
    other.restoreFromShared(h.acquire());
    assertThat(other.state()).isEqualTo(ArrayStorage.State.SHARED);
    assertThat(other.numSamples()).isEqualTo(10);
    assertThat(other.ensureShared()).isSameAs(h);
  }

  @Test
  void mutationAfterRestoreMaterialisesAndKeepsTheSnapshotIntact() {
    ArrayStorage s = ArrayStorage.of(raw);
    SharedBlocks snap = s.ensureShared().acquire();
    s.restoreFromShared(snap.acquire());
    assertThat(snap.refCount()).as("acquire to 3, release of the same holder to 2").isEqualTo(2);
    s.addProcessing(TestBlocks.filled(10, 5, 1));
    assertThat(s.state()).isEqualTo(ArrayStorage.State.BLOCK);
    assertThat(s.numProcessings()).isEqualTo(2);
    assertThat(snap.refCount()).isEqualTo(1);
    assertThat(snap.blocks()).containsExactly(raw);
    assertThat(s.block(0)).isSameAs(raw);
    assertThat(s.copied().dataBytes()).as("zero-copy detach").isZero();
  }

  @Test
  void mutationInBlockSharedStateDropsTheStoragesReference() {
    ArrayStorage s = ArrayStorage.of(raw);
    SharedBlocks snap = s.ensureShared().acquire();
    s.addProcessing(TestBlocks.filled(10, 5, 1));
    assertThat(s.shared()).isEmpty();
    assertThat(snap.refCount()).isEqualTo(1);
    assertThat(snap.blocks()).hasSize(1);
  }

  @Test
  void updateAfterASnapshotLeavesTheSnapshotUnchanged() {
    ArrayStorage s = ArrayStorage.of(raw);
    SharedBlocks snap = s.ensureShared().acquire();
    s.updateProcessing(0, TestBlocks.filled(10, 5, 9));
    assertThat(snap.blocks().get(0)).isSameAs(raw);
    assertThat(s.block(0).get(0, 0)).isEqualTo(9.0);
  }

  @Test
  void readsNeverDetach() {
    ArrayStorage s = ArrayStorage.of(raw);
    SharedBlocks snap = s.ensureShared().acquire();
    s.getData(new int[] {1, 2});
    s.view();
    assertThat(s.block(0)).isSameAs(raw);
    assertThat(s.numProcessings()).isEqualTo(1);
    assertThat(snap.refCount()).isEqualTo(2);
    assertThat(s.state()).isEqualTo(ArrayStorage.State.BLOCK_SHARED);
  }

  @Test
  void replaceAllWhileSharedChangesTheWidth() {
    ArrayStorage s = ArrayStorage.of(raw);
    SharedBlocks snap = s.ensureShared().acquire();
    s.restoreFromShared(snap.acquire());
    s.replaceAll(List.of(TestBlocks.filled(10, 2, 1)));
    assertThat(s.shared()).isEmpty();
    assertThat(s.numFeatures()).isEqualTo(2);
    assertThat(snap.blocks()).containsExactly(raw);
  }
}
