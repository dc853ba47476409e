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
 * a session of 100,000 events is held in a few arrays the garbage collector copies in one go, not
 * in a million small objects copied one by one at every young collection.
 *
 * <p>It is also the hand-over point between the run and the FX thread: the engine's dispatcher
 * calls {@link #onEvent} on the run thread (subscribed with a direct executor) and the frame pulse
 * reads the events received since it last looked, so the events waiting to be shown are compact
 * too. Thread-safe: writers take turns under a lock; readers never wait for a writer (a descheduled
 * run thread cannot stall the FX thread). A writer fills an event's slots, publishes the columns'
 * arrays when one grew, then the new size (volatile); a reader reads the size, then the arrays, and
 * sees every event below that size.
 */
public final class EventLog implements RunListener {

  private static final int INITIAL = 1024;

  private final Object writing = new Object();
  private final Map<Class<?>, Integer> kindIndex = new HashMap<>();
  private final ValuePool pool = new ValuePool();
  private EventLayout[] layouts = new EventLayout[0];
  private byte[] kinds = new byte[INITIAL];
  private int[] intStarts = new int[INITIAL];
  private int[] longStarts = new int[INITIAL];
  private int[] ints = new int[INITIAL * 8];
  private long[] longs = new long[INITIAL * 4];
  private int intsUsed;
  private int longsUsed;
  private volatile Columns columns = snapshot();
  private volatile int size;

  /** The arrays a reader uses: published whenever one of them is replaced. */
  private record Columns(
      EventLayout[] layouts,
      byte[] kinds,
      int[] intStarts,
      int[] longStarts,
      int[] ints,
      long[] longs,
      Object[] values) {

    RunEvent event(int index) {
      return layouts[kinds[index]].read(ints, intStarts[index], longs, longStarts[index], values);
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
    Columns published = columns;
    int kind = kindOf(event.getClass());
    EventLayout layout = layouts[kind];
    if (n == kinds.length) {
      kinds = Arrays.copyOf(kinds, n * 2);
      intStarts = Arrays.copyOf(intStarts, n * 2);
      longStarts = Arrays.copyOf(longStarts, n * 2);
    }
    ints = ensure(ints, intsUsed + layout.ints());
    longs = ensure(longs, longsUsed + layout.longs());
    layout.write(event, ints, intsUsed, longs, longsUsed, pool);
    kinds[n] = (byte) kind;
    intStarts[n] = intsUsed;
    longStarts[n] = longsUsed;
    intsUsed += layout.ints();
    longsUsed += layout.longs();
    if (grown(published)) {
      columns = snapshot();
    }
    size = n + 1;
  }

  private boolean grown(Columns published) {
    return published.layouts != layouts
        || published.kinds != kinds
        || published.ints != ints
        || published.longs != longs
        || published.values != pool.values();
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
    return layouts.length - 1;
  }

  private static int[] ensure(int[] column, int needed) {
    return needed <= column.length
        ? column
        : Arrays.copyOf(column, Math.max(needed, column.length * 2));
  }

  private static long[] ensure(long[] column, int needed) {
    return needed <= column.length
        ? column
        : Arrays.copyOf(column, Math.max(needed, column.length * 2));
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
