package org.spectraflow.engine.data;

import java.util.List;

/**
 * A frozen copy of one source's features for a branch: copy-on-write (a shared holder of the block
 * references) or deep (an independent copy of every block, when {@code use_cow_snapshots=false}).
 * Holds the processing ids and headers of the moment.
 */
public sealed interface SourceSnapshot {

  /** The processing ids at snapshot time. */
  List<String> processingIds();

  /** The headers at snapshot time. */
  Headers headers();

  /** Gives the snapshot's reference back (no-op for deep snapshots). */
  void release();

  /**
   * A copy-on-write snapshot: an acquired reference to the source's blocks.
   *
   * @param blocks the acquired holder
   * @param processingIds the processing ids
   * @param headers the headers
   */
  record Cow(SharedBlocks blocks, List<String> processingIds, Headers headers)
      implements SourceSnapshot {
    /** Copies the id list. */
    public Cow {
      processingIds = List.copyOf(processingIds);
    }

    @Override
    public void release() {
      blocks.release();
    }
  }

  /**
   * A deep snapshot: an independent storage that is never handed out itself (restores copy it).
   *
   * @param storage the private copy
   * @param processingIds the processing ids
   * @param headers the headers
   */
  record Deep(ArrayStorage storage, List<String> processingIds, Headers headers)
      implements SourceSnapshot {
    /** Copies the id list. */
    public Deep {
      processingIds = List.copyOf(processingIds);
    }

    @Override
    public void release() {
      // a deep snapshot owns its copy; the garbage collector reclaims it
    }
  }
}
