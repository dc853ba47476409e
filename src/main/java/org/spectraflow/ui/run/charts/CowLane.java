package org.spectraflow.ui.run.charts;

import java.util.ArrayList;
import java.util.List;

/**
 * One branch's lane of the copy-on-write chart: its marks and, for the latest variant, the bytes it
 * shares with its parent snapshot versus the bytes it had to copy (private). Mutable, owned by
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
  private long privateBytes;
  private long steadyBytes;

  CowLane(String label) {
    this.label = label;
  }

  void rename(String name) {
    label = name;
  }

  void add(Mark mark) {
    marks.add(mark);
    privateBytes += mark.bytesCopied();
  }

  void steady(long bytes) {
    steadyBytes = bytes;
  }

  void newVariant() {
    privateBytes = 0;
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

  /** Bytes this branch copied in the latest variant. */
  public long privateBytes() {
    return privateBytes;
  }

  /** Bytes of the branch's features still shared with its parent (steady minus private, ≥ 0). */
  public long sharedBytes() {
    return Math.max(0, steadyBytes - privateBytes);
  }
}
