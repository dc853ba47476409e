package org.spectraflow.engine.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * docs/caching.md §4.1 items 1-8. Our holders wrap an immutable list of immutable blocks, so
 * "writing into the detached array" (item 7) becomes: a storage restored from the detached holder
 * and then mutated leaves the original holder's blocks untouched; and a detach copies no data (it
 * shares the blocks).
 */
class SharedBlocksTest {

  private final Block raw = TestBlocks.ramp(10, 5, 0);

  @Test
  void newHolderHasOneReferenceAndIsNotShared() {
    SharedBlocks s = SharedBlocks.of(List.of(raw));
    assertThat(s.refCount()).isEqualTo(1);
    assertThat(s.isShared()).isFalse();
  }

  @Test
  void acquireReturnsTheSameHolderAndReleaseUndoesIt() {
    SharedBlocks s = SharedBlocks.of(List.of(raw));
    assertThat(s.acquire()).isSameAs(s);
    assertThat(s.refCount()).isEqualTo(2);
    assertThat(s.isShared()).isTrue();
    s.release();
    assertThat(s.refCount()).isEqualTo(1);
  }

  @Test
  void extraReleasesAreClampedAtZero() {
    SharedBlocks s = SharedBlocks.of(List.of(raw));
    s.release();
    s.release();
    assertThat(s.refCount()).isZero();
  }

  @Test
  void detachOfAnUnsharedHolderReturnsItself() {
    SharedBlocks s = SharedBlocks.of(List.of(raw));
    assertThat(s.detach()).isSameAs(s);
    assertThat(s.refCount()).isEqualTo(1);
  }

  @Test
  void detachOfASharedHolderGivesANewHolderOverTheSameBlocksWithoutCopyingData() {
    SharedBlocks s = SharedBlocks.of(List.of(raw)).acquire();
    Copied<SharedBlocks> d = s.detachReported();
    assertThat(d.value()).isNotSameAs(s);
    assertThat(d.value().refCount()).isEqualTo(1);
    assertThat(s.refCount()).isEqualTo(1);
    assertThat(d.value().blocks().get(0)).isSameAs(raw);
    assertThat(d.report().dataBytes()).isZero();
  }

  @Test
  void mutatingAStorageOverTheDetachedHolderLeavesTheOriginalUntouched() {
    SharedBlocks s = SharedBlocks.of(List.of(raw)).acquire();
    ArrayStorage storage = new ArrayStorage();
    storage.restoreFromShared(s.detach());
    storage.updateProcessing(0, TestBlocks.filled(10, 5, 42));
    assertThat(s.blocks()).containsExactly(raw);
    assertThat(s.blocks().get(0).get(0, 0)).isZero();
  }

  @Test
  void blocksAreTheVeryBlocksGiven() {
    SharedBlocks s = SharedBlocks.of(List.of(raw));
    assertThat(s.blocks().get(0)).isSameAs(raw);
    assertThat(s.nbytes()).isEqualTo(raw.nbytes());
  }

  @Test
  void deepCopyCopiesEveryBlockAndReportsTheBytes() {
    SharedBlocks s = SharedBlocks.of(List.of(raw, raw));
    Copied<SharedBlocks> c = s.deepCopy();
    assertThat(c.value().blocks().get(0)).isNotSameAs(raw);
    assertThat(c.value().blocks().get(0).contentEquals(raw)).isTrue();
    assertThat(c.report()).isEqualTo(new CopyReport(2 * raw.nbytes(), 2, 0));
    assertThat(s.nbytes()).as("a block referenced twice counts once").isEqualTo(raw.nbytes());
  }
}
