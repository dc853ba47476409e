package org.spectraflow.ui.run.eventlog;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunListener;

/**
 * Every event of one run, in arrival order, kept compactly: per event a kind and two offsets, its
 * numbers in shared int and long columns, and its other components (names, paths, branch paths,
 * shapes, cache keys) as indices into a {@link ValuePool} where each distinct value is kept once.
 * {@link #get} rebuilds an event equal to the one appended; the rebuilt objects are short-lived, so
 * a session of 100,000 events is held in a few dozen arrays the garbage collector copies in one go,
 * not in a million small objects copied one by one at every young collection. The columns are kept
 * in fixed-size chunks (at most 256 KB each): none is ever copied to grow, and none is a humongous
 * object, whose allocation may start a concurrent collection cycle (docs/performance.md, "Studio:
 * FX thread stalls").
 *
 * <p>It is also the hand-over point between the run and the FX thread: the engine's dispatcher
 * calls {@link #onEvent} on the run thread (subscribed with a direct executor) and the frame pulse
 * reads the events received since it last looked, so the events waiting to be shown are compact
 * too. Thread-safe: writers take turns under a lock; readers never wait for a writer (a descheduled
 * run thread cannot stall the FX thread). A writer fills an event's slots, publishes the columns'
 * chunks when it added one, then the new size (volatile); a reader reads the size, then the arrays,
 * and sees every event below that size.
 */
public final class EventLog implements RunListener {

  // 256 KB per chunk of int or long slots, 16,384 events (64 KB of starts) per chunk of events
  private static final int EVENT_BITS = 14;
  private static final int EVENT_CHUNK = 1 << EVENT_BITS;
  private static final int INT_BITS = 16;
  private static final int INT_CHUNK = 1 << INT_BITS;
  private static final int LONG_BITS = 15;
  private static final int LONG_CHUNK = 1 << LONG_BITS;

  private final Object writing = new Object();
  private final Map<Class<?>, Integer> kindIndex = new HashMap<>();
  private final ValuePool pool = new ValuePool();
  private EventLayout[] layouts = new EventLayout[0];
  private byte[][] kinds = new byte[0][];
  private int[][] intStarts = new int[0][];
  private int[][] longStarts = new int[0][];
  private int[][] ints = new int[0][];
  private long[][] longs = new long[0][];
  private int intsUsed;
  private int longsUsed;
  private boolean grew;
  private volatile Columns columns = snapshot();
  private volatile int size;

  /**
   * The chunks a reader uses: published whenever a chunk is added or the pool's array replaced.
   * Event {@code i}'s kind and starts are at {@code [i >> EVENT_BITS][i & (EVENT_CHUNK - 1)]}; a
   * start {@code s} is slot {@code s & (CHUNK - 1)} of chunk {@code s >> BITS}, and an event's
   * slots never straddle two chunks.
   */
  private record Columns(
      EventLayout[] layouts,
      byte[][] kinds,
      int[][] intStarts,
      int[][] longStarts,
      int[][] ints,
      long[][] longs,
      Object[] values) {

    RunEvent event(int index) {
      int chunk = index >>> EVENT_BITS;
      int at = index & (EVENT_CHUNK - 1);
      int i = intStarts[chunk][at];
      int l = longStarts[chunk][at];
      return layouts[kinds[chunk][at]].read(
          ints[i >>> INT_BITS],
          i & (INT_CHUNK - 1),
          longs[l >>> LONG_BITS],
          l & (LONG_CHUNK - 1),
          values);
    }
  }

  private Columns snapshot() {
    return new Columns(layouts, kinds, intStarts, longStarts, ints, longs, pool.values());
  }

  /** Appends {@code event} (any thread). */
  @Override
  public void onEvent(RunEvent event) {
    synchronized (writing) {
      append(event);
    }
  }

  private void append(RunEvent event) {
    int n = size;
    Object[] values = pool.values();
    int kind = kindOf(event.getClass());
    EventLayout layout = layouts[kind];
    int chunk = n >>> EVENT_BITS;
    if (chunk == kinds.length) {
      kinds = Arrays.copyOf(kinds, chunk + 1);
      kinds[chunk] = new byte[EVENT_CHUNK];
      intStarts = Arrays.copyOf(intStarts, chunk + 1);
      intStarts[chunk] = new int[EVENT_CHUNK];
      longStarts = Arrays.copyOf(longStarts, chunk + 1);
      longStarts[chunk] = new int[EVENT_CHUNK];
      grew = true;
    }
    int i = intStart(layout.ints());
    int l = longStart(layout.longs());
    layout.write(
        event,
        ints[i >>> INT_BITS],
        i & (INT_CHUNK - 1),
        longs[l >>> LONG_BITS],
        l & (LONG_CHUNK - 1),
        pool);
    int at = n & (EVENT_CHUNK - 1);
    kinds[chunk][at] = (byte) kind;
    intStarts[chunk][at] = i;
    longStarts[chunk][at] = l;
    if (grew || values != pool.values()) {
      grew = false;
      columns = snapshot();
    }
    size = n + 1;
  }

  /** Where an event's {@code count} int slots start, in a chunk with room for all of them. */
  private int intStart(int count) {
    int start = intsUsed;
    if (start >>> INT_BITS != (start + count - 1) >>> INT_BITS
        || start >>> INT_BITS == ints.length) {
      start = (start + INT_CHUNK - 1) >>> INT_BITS << INT_BITS;
      if (start >>> INT_BITS == ints.length) {
        ints = Arrays.copyOf(ints, ints.length + 1);
        ints[ints.length - 1] = new int[INT_CHUNK];
        grew = true;
      }
    }
    intsUsed = start + count;
    return start;
  }

  /** Where an event's {@code count} long slots start, in a chunk with room for all of them. */
  private int longStart(int count) {
    int start = longsUsed;
    if (start >>> LONG_BITS != (start + count - 1) >>> LONG_BITS
        || start >>> LONG_BITS == longs.length) {
      start = (start + LONG_CHUNK - 1) >>> LONG_BITS << LONG_BITS;
      if (start >>> LONG_BITS == longs.length) {
        longs = Arrays.copyOf(longs, longs.length + 1);
        longs[longs.length - 1] = new long[LONG_CHUNK];
        grew = true;
      }
    }
    longsUsed = start + count;
    return start;
  }

  private int kindOf(Class<?> type) {
    Integer known = kindIndex.get(type);
    if (known != null) {
      return known;
    }
    @SuppressWarnings("unchecked")
    EventLayout layout = EventLayout.of((Class<? extends RunEvent>) type);
    layouts = Arrays.copyOf(layouts, layouts.length + 1);
    layouts[layouts.length - 1] = layout;
    kindIndex.put(type, layouts.length - 1);
    grew = true;
    return layouts.length - 1;
  }

  /** Events appended so far. */
  public int size() {
    return size;
  }

  /** Event {@code index} (0 is the first appended), rebuilt. */
  public RunEvent get(int index) {
    int n = size;
    if (index < 0 || index >= n) {
      throw new IndexOutOfBoundsException("event " + index + " of " + n);
    }
    return columns.event(index);
  }

  /**
   * Events {@code from} (inclusive) to at most {@code from + max} (exclusive), rebuilt, in order.
   */
  public List<RunEvent> read(int from, int max) {
    int n = size;
    Columns c = columns;
    int to = (int) Math.min(n, (long) from + max);
    List<RunEvent> out = new ArrayList<>(Math.max(0, to - from));
    for (int i = from; i < to; i++) {
      out.add(c.event(i));
    }
    return out;
  }

  /** The first {@code count} events as a read-only list (each rebuilt when read). */
  public List<RunEvent> view(int count) {
    return new AbstractList<>() {
      @Override
      public RunEvent get(int index) {
        if (index >= count) {
          throw new IndexOutOfBoundsException("event " + index + " of " + count);
        }
        return EventLog.this.get(index);
      }

      @Override
      public int size() {
        return count;
      }
    };
  }

  /** Distinct non-numeric values held (names, paths, keys): what the events share. */
  public int distinctValues() {
    synchronized (writing) {
      return pool.size();
    }
  }
}
