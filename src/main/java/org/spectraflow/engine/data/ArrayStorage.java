package org.spectraflow.engine.data;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The feature storage of one source: one samples × features {@link Block} per processing, in
 * processing order, with copy-on-write sharing through {@link SharedBlocks}.
 *
 * <p>States (as in nirs4all's {@code ArrayStorage}): <em>empty</em>; <em>block</em> (own list);
 * <em>block+shared</em> (own list and a holder describing the same data, after {@link
 * #ensureShared}); <em>shared</em> (no own list, reads go to the holder, after {@link
 * #restoreFromShared}). Every mutation first calls {@link #prepareForMutation}. Because blocks are
 * immutable, leaving the shared state copies the list of references, never the arrays, so a storage
 * never observes another holder's changes and no detach copies data. All processings share the
 * sample count and precision; narrower new blocks are zero-padded on the right, wider ones
 * rejected. Operations that copy values add to {@link #copied()}. Not thread-safe.
 */
public final class ArrayStorage {

  /** The copy-on-write state of a storage. */
  public enum State {
    EMPTY,
    BLOCK,
    BLOCK_SHARED,
    SHARED
  }

  private List<Block> blocks;
  private SharedBlocks shared;
  private Tensor3 cachedView;
  private CopyReport copied = CopyReport.NONE;

  /** An empty storage. */
  public ArrayStorage() {}

  /** A storage holding {@code raw} as its only processing. */
  public static ArrayStorage of(Block raw) {
    ArrayStorage s = new ArrayStorage();
    s.addProcessing(raw);
    return s;
  }

  /** The current copy-on-write state. */
  public State state() {
    if (blocks != null) {
      return shared == null ? State.BLOCK : State.BLOCK_SHARED;
    }
    return shared == null ? State.EMPTY : State.SHARED;
  }

  /** The blocks, read in place (never copies; an unmodifiable view). */
  public List<Block> blocks() {
    if (blocks != null) {
      return Collections.unmodifiableList(blocks);
    }
    return shared == null ? List.of() : shared.blocks();
  }

  /** The block of processing {@code index}. */
  public Block block(int index) {
    List<Block> bs = blocks();
    Objects.checkIndex(index, bs.size());
    return bs.get(index);
  }

  /** Number of samples (rows), 0 when empty. */
  public int numSamples() {
    List<Block> bs = blocks();
    return bs.isEmpty() ? 0 : bs.get(0).rows();
  }

  /** Number of processings (blocks). */
  public int numProcessings() {
    return blocks().size();
  }

  /** Number of features of the first processing, 0 when empty. */
  public int numFeatures() {
    List<Block> bs = blocks();
    return bs.isEmpty() ? 0 : bs.get(0).cols();
  }

  /** The precision of the stored blocks ({@code fallback} when empty). */
  public Precision precision(Precision fallback) {
    List<Block> bs = blocks();
    return bs.isEmpty() ? fallback : bs.get(0).precision();
  }

  /** The holder this storage shares, if any. */
  public Optional<SharedBlocks> shared() {
    return Optional.ofNullable(shared);
  }

  /** Exact bytes of the stored values; a block referenced twice (or also shared) counts once. */
  public long nbytes() {
    return Blocks.distinctBytes(blocks());
  }

  /** Everything this storage copied so far (padding, precision casts, resizes, detaches). */
  public CopyReport copied() {
    return copied;
  }

  /** The samples × processings × features view, built once (no copy) until the next mutation. */
  public Tensor3 view() {
    if (cachedView == null) {
      cachedView = new Tensor3(blocks());
    }
    return cachedView;
  }

  /** True when the 3-D view is built and cached. */
  public boolean hasCachedView() {
    return cachedView != null;
  }

  /** The rows {@code rows} of every processing (a gathered copy; never detaches). */
  public Tensor3 getData(int[] rows) {
    List<Block> selected = new ArrayList<>();
    for (Block b : blocks()) {
      selected.add(b.selectRows(rows));
    }
    return new Tensor3(selected);
  }

  /** Appends a processing in O(1), copying no existing data; returns its index. */
  public int addProcessing(Block block) {
    return addProcessings(List.of(block))[0];
  }

  /** Appends several processings with one invalidation; returns their indices. */
  public int[] addProcessings(List<Block> newBlocks) {
    List<Block> ready = new ArrayList<>(newBlocks.size());
    Block first = numProcessings() > 0 ? block(0) : newBlocks.isEmpty() ? null : newBlocks.get(0);
    for (Block b : newBlocks) {
      ready.add(prepare(b, first));
    }
    int[] indices = new int[ready.size()];
    if (ready.isEmpty()) {
      return indices;
    }
    prepareForMutation();
    for (int i = 0; i < ready.size(); i++) {
      ownBlocks().add(ready.get(i));
      indices[i] = blocks.size() - 1;
    }
    return indices;
  }

  /** Removes processing {@code index}; later processings move down by one. */
  public void removeProcessing(int index) {
    Objects.checkIndex(index, numProcessings());
    prepareForMutation();
    blocks.remove(index);
  }

  /** Replaces processing {@code index} by {@code block} (padded when narrower). */
  public void updateProcessing(int index, Block block) {
    Objects.checkIndex(index, numProcessings());
    Block ready = prepare(block, block(0));
    prepareForMutation();
    blocks.set(index, ready);
  }

  /**
   * Replaces every processing at once; the new blocks share one shape, which may differ from the
   * current width (e.g. PCA or a crop applied to all processings). The sample count must match.
   */
  public void replaceAll(List<Block> newBlocks) {
    Tensor3 check = new Tensor3(newBlocks);
    if (numProcessings() > 0 && check.processingCount() > 0 && check.samples() != numSamples()) {
      throw new IllegalArgumentException(
          "Sample count mismatch: storage has "
              + numSamples()
              + " samples, new blocks have "
              + check.samples());
    }
    prepareForMutation();
    blocks = new ArrayList<>(check.processings());
  }

  /**
   * Changes the feature count of every processing to {@code features}: the first min(old, new)
   * columns are kept, new columns are zero. No-op when there are no samples.
   */
  public CopyReport resizeFeatures(int features) {
    if (features < 0) {
      throw new IllegalArgumentException("feature count must be >= 0, was " + features);
    }
    if (numSamples() == 0 || features == numFeatures()) {
      return CopyReport.NONE;
    }
    prepareForMutation();
    CopyReport report = CopyReport.NONE;
    for (int p = 0; p < blocks.size(); p++) {
      Block old = blocks.get(p);
      blocks.set(p, Blocks.withWidth(old, features));
      report = report.plus(new CopyReport(Blocks.bytesKept(old, features), 1, 0));
    }
    copied = copied.plus(report);
    return report;
  }

  /**
   * The copy-on-write preamble of every mutation. Block states release and drop the holder; the
   * shared state detaches from the holder and takes its own list of the same blocks (references
   * only). Drops the cached view. Returns what was copied (never data).
   */
  public CopyReport prepareForMutation() {
    cachedView = null;
    CopyReport report =
        switch (state()) {
          case EMPTY, BLOCK -> CopyReport.NONE;
          case BLOCK_SHARED -> {
            shared.release();
            shared = null;
            yield CopyReport.NONE;
          }
          case SHARED -> materialize();
        };
    copied = copied.plus(report);
    return report;
  }

  /**
   * The holder describing this storage's data, for a snapshot: in the shared and block+shared
   * states the current holder (no new reference is taken), otherwise a new holder (refcount 1) over
   * the current block references. The caller {@link SharedBlocks#acquire}s it.
   */
  public SharedBlocks ensureShared() {
    if (shared == null) {
      shared = SharedBlocks.of(blocks());
    }
    return shared;
  }

  /**
   * Makes {@code holder} (already acquired by the caller) the source of truth: releases the current
   * holder, drops the own blocks and the cached view.
   */
  public void restoreFromShared(SharedBlocks holder) {
    Objects.requireNonNull(holder, "holder");
    if (shared != null) {
      shared.release();
    }
    shared = holder;
    blocks = null;
    cachedView = null;
  }

  /**
   * An independent storage in block state with every block's values copied; refcounts untouched.
   */
  public Copied<ArrayStorage> deepCopy() {
    ArrayStorage copy = new ArrayStorage();
    copy.blocks = new ArrayList<>();
    CopyReport report = CopyReport.NONE;
    for (Block b : blocks()) {
      copy.blocks.add(b.copy());
      report = report.plus(CopyReport.ofBlock(b));
    }
    if (blocks().isEmpty()) {
      copy.blocks = null;
    }
    return new Copied<>(copy, report);
  }

  @Override
  public String toString() {
    return "ArrayStorage["
        + numSamples()
        + "x"
        + numProcessings()
        + "x"
        + numFeatures()
        + ", "
        + state()
        + "]";
  }

  private CopyReport materialize() {
    Copied<SharedBlocks> detached = shared.detachReported();
    if (detached.value() == shared) {
      shared.release(); // sole owner: give the reference back so counts stay exact
    }
    blocks = new ArrayList<>(detached.value().blocks());
    shared = null;
    return detached.report().plus(CopyReport.ofReferences(blocks.size()));
  }

  private List<Block> ownBlocks() {
    if (blocks == null) {
      blocks = new ArrayList<>();
    }
    return blocks;
  }

  /** {@code block} made to match {@code like}'s rows, width (zero-padded) and precision. */
  private Block prepare(Block block, Block like) {
    Objects.requireNonNull(block, "block");
    if (block.rows() != like.rows()) {
      throw new IllegalArgumentException(
          "Sample count mismatch: expected " + like.rows() + " rows, got " + block.rows());
    }
    if (block.cols() > like.cols()) {
      throw new IllegalArgumentException(
          "Feature dimension mismatch: expected at most "
              + like.cols()
              + " features, got "
              + block.cols());
    }
    Block ready = block;
    if (ready.precision() != like.precision()) {
      ready = ready.withPrecision(like.precision());
      copied = copied.plus(CopyReport.ofBlock(ready));
    }
    if (ready.cols() < like.cols()) {
      ready = Blocks.withWidth(ready, like.cols());
      copied = copied.plus(new CopyReport(Blocks.bytesKept(ready, block.cols()), 1, 0));
    }
    return ready;
  }
}
