package org.spectraflow.engine.data;

import java.util.ArrayList;
import java.util.List;

/**
 * A reference-counted, immutable list of {@link Block}s (one per processing) shared between a
 * storage and its snapshots. The refcount only decides copy-on-write: since blocks are immutable,
 * {@link #detach} hands out a new holder over the same block list and copies no array. The count
 * starts at 1 and never goes below 0. Not thread-safe.
 */
public final class SharedBlocks {

  private final List<Block> blocks;
  private int refCount = 1;

  private SharedBlocks(List<Block> blocks) {
    this.blocks = blocks;
  }

  /** A new holder (refcount 1) over a copy of the list of references (never the arrays). */
  public static SharedBlocks of(List<Block> blocks) {
    return new SharedBlocks(List.copyOf(blocks));
  }

  /** Takes one more reference (+1) and returns this holder. */
  public SharedBlocks acquire() {
    refCount++;
    return this;
  }

  /** Drops one reference (−1); extra releases are absorbed at 0. */
  public void release() {
    if (refCount > 0) {
      refCount--;
    }
  }

  /** The current number of references (≥ 0). */
  public int refCount() {
    return refCount;
  }

  /** True when more than one holder references these blocks. */
  public boolean isShared() {
    return refCount > 1;
  }

  /**
   * A holder the caller may own alone: when shared, drops one reference and returns a new holder
   * (refcount 1) over the same immutable blocks; otherwise this holder. Copies no data.
   */
  public SharedBlocks detach() {
    return detachReported().value();
  }

  /** {@link #detach} with the report of what it copied (0 data bytes by design). */
  public Copied<SharedBlocks> detachReported() {
    if (!isShared()) {
      return new Copied<>(this, CopyReport.NONE);
    }
    refCount--;
    return new Copied<>(new SharedBlocks(blocks), CopyReport.NONE);
  }

  /** A new holder (refcount 1) over copies of every block's values (deep-copy mode). */
  public Copied<SharedBlocks> deepCopy() {
    List<Block> copies = new ArrayList<>(blocks.size());
    CopyReport report = CopyReport.NONE;
    for (Block b : blocks) {
      copies.add(b.copy());
      report = report.plus(CopyReport.ofBlock(b));
    }
    return new Copied<>(new SharedBlocks(List.copyOf(copies)), report);
  }

  /** The shared blocks, in processing order (an unmodifiable list). */
  public List<Block> blocks() {
    return blocks;
  }

  /** Exact bytes of the blocks, each distinct block counted once. */
  public long nbytes() {
    return Blocks.distinctBytes(blocks);
  }

  @Override
  public String toString() {
    return "SharedBlocks[" + blocks.size() + " blocks, refCount=" + refCount + "]";
  }
}
