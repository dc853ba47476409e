package org.spectraflow.ui.run.charts;

import java.util.ArrayList;
import java.util.List;

/**
 * One branch's lane of the copy-on-write chart: its marks and, for the latest variant, whether its
 * dataset is still the one it shares with its parent's snapshot (shared) or its own since it wrote
 * its features (private). A copy-on-write restore copies nothing, so the bytes copied say nothing
 * of this: the lane follows its restores, detaches and snapshots instead. Feature augmentation that
 * keeps the original processings beside the new ones counts them as private too. Mutable, owned by
 * {@link CowModel}.
 */
public final class CowLane {

  /** One copy-on-write event on the lane. */
  public enum Kind {
    /** A branch snapshot was taken (copies only without copy-on-write). */
    SNAPSHOT,
    /** Features were restored from the snapshot. */
    RESTORE,
    /** The branch detached its features before writing. */
    DETACH
  }

  /**
   * A mark on the lane.
   *
   * @param seconds when, since the run began
   * @param kind snapshot, restore or detach
   * @param bytesCopied bytes the event copied
   */
  public record Mark(double seconds, Kind kind, long bytesCopied) {}

  private String label;
  private final List<Mark> marks = new ArrayList<>();
  private long steadyBytes;
  private boolean seen;
  private boolean owned;
  private boolean snapshotTaken;
  private boolean snapshotOwned;

  private final boolean topLevel;

  CowLane(String label, boolean topLevel) {
    this.label = label;
    this.topLevel = topLevel;
  }

  /** Whether this is the lane of the steps outside any branch (it has no parent to share with). */
  public boolean topLevel() {
    return topLevel;
  }

  void rename(String name) {
    label = name;
  }

  /**
   * A snapshot of the lane's features was taken: it holds what the lane holds now, so a later
   * restore of it gives the lane back its own (private) features if they were private.
   */
  void snapshot(Mark mark) {
    marks.add(mark);
    snapshotTaken = true;
    snapshotOwned = owned || mark.bytesCopied() > 0;
  }

  /**
   * The lane's features were restored: from the parent's snapshot, {@code parentBytes} big, on
   * entering the branch (shared unless the restore copied them); from the lane's own snapshot
   * afterwards (as private as they were when it was taken).
   */
  void restore(Mark mark, long parentBytes) {
    marks.add(mark);
    if (!snapshotTaken) {
      if (!seen) {
        steadyBytes = parentBytes;
        seen = true;
      }
      owned = mark.bytesCopied() > 0;
    } else {
      owned = snapshotOwned || mark.bytesCopied() > 0;
    }
  }

  /** The lane detached its features before writing: what it holds from now on is its own. */
  void detach(Mark mark) {
    marks.add(mark);
    owned = true;
  }

  void steady(long bytes) {
    steadyBytes = bytes;
    seen = true;
  }

  /** The dataset bytes the lane held after its latest step, 0 before any. */
  long steadyBytes() {
    return steadyBytes;
  }

  /** A new branching from the lane's parent begins: the lane enters its branch afresh. */
  void reenter() {
    seen = false;
    owned = false;
    snapshotTaken = false;
    snapshotOwned = false;
  }

  void newVariant() {
    reenter();
  }

  /**
   * {@code top level}, the branch names the canvas shows ({@code snv}, {@code snv/d1} when nested),
   * or the branch path ({@code branch 0/1}) for unnamed branches.
   */
  public String label() {
    return label;
  }

  /** The marks in time order. */
  public List<Mark> marks() {
    return List.copyOf(marks);
  }

  /**
   * Bytes the branch holds on its own in the latest variant: its whole dataset once it wrote its
   * features (a copy-on-write detach: a transformer's output replaces what it read) or restored a
   * deep copy, else 0.
   */
  public long privateBytes() {
    return owned ? steadyBytes : 0;
  }

  /**
   * Bytes of the branch's features it reads from its parent's snapshot without a copy: its whole
   * dataset until it first writes (from the restore that enters the branch on), then 0.
   */
  public long sharedBytes() {
    return owned ? 0 : steadyBytes;
  }
}
