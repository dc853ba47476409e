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
 * too. Thread-safe: appends and reads take the log's lock, briefly.
 */
public final class EventLog implements RunListener {

  private static final int INITIAL = 1024;

  private final Map<Class<?>, Integer> kindIndex = new HashMap<>();
  private final List<EventLayout> layouts = new ArrayList<>();
  private final ValuePool pool = new ValuePool();
  private byte[] kinds = new byte[INITIAL];
  private int[] intStarts = new int[INITIAL];
  private int[] longStarts = new int[INITIAL];
  private int[] ints = new int[INITIAL * 8];
  private long[] longs = new long[INITIAL * 4];
  private int size;
  private int intsUsed;
  private int longsUsed;

  /** Appends {@code event} (any thread). */
  @Override
  public synchronized void onEvent(RunEvent event) {
    int kind = kindOf(event.getClass());
    EventLayout layout = layouts.get(kind);
    if (size == kinds.length) {
      int grown = size * 2;
      kinds = Arrays.copyOf(kinds, grown);
      intStarts = Arrays.copyOf(intStarts, grown);
      longStarts = Arrays.copyOf(longStarts, grown);
    }
    ints = ensure(ints, intsUsed + layout.ints());
    longs = ensure(longs, longsUsed + layout.longs());
    layout.write(event, ints, intsUsed, longs, longsUsed, pool);
    kinds[size] = (byte) kind;
    intStarts[size] = intsUsed;
    longStarts[size] = longsUsed;
    intsUsed += layout.ints();
    longsUsed += layout.longs();
    size++;
  }

  private int kindOf(Class<?> type) {
    Integer known = kindIndex.get(type);
    if (known != null) {
      return known;
    }
    @SuppressWarnings("unchecked")
    EventLayout layout = EventLayout.of((Class<? extends RunEvent>) type);
    layouts.add(layout);
    kindIndex.put(type, layouts.size() - 1);
    return layouts.size() - 1;
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
  public synchronized int size() {
    return size;
  }

  /** Event {@code index} (0 is the first appended), rebuilt. */
  public synchronized RunEvent get(int index) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException("event " + index + " of " + size);
    }
    return layouts.get(kinds[index]).read(ints, intStarts[index], longs, longStarts[index], pool);
  }

  /**
   * Events {@code from} (inclusive) to at most {@code from + max} (exclusive), rebuilt, in order.
   */
  public synchronized List<RunEvent> read(int from, int max) {
    int to = (int) Math.min(size, (long) from + max);
    List<RunEvent> out = new ArrayList<>(Math.max(0, to - from));
    for (int i = from; i < to; i++) {
      out.add(layouts.get(kinds[i]).read(ints, intStarts[i], longs, longStarts[i], pool));
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
  public synchronized int distinctValues() {
    return pool.size();
  }
}
