package org.spectraflow.spark;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.spectraflow.engine.run.reuse.SessionCache;

/**
 * The warm step caches of one executor JVM (docs/scale-out.md, "How a sweep runs"): the tasks of a
 * run that land on the same executor reuse each other's preprocessing and PLS fits instead of each
 * starting cold. Each task borrows one {@link SessionCache} for its whole run, so a cache serves
 * one task at a time (the session cache's contract); a task prefers the free cache last used by a
 * task of the same first-step subtree ({@code affinity}), else any free one, else a new one. There
 * are thus never more caches than tasks running at once on the executor, each bounded by the run's
 * {@code CacheConfig} as a task's own cache was, and the caches of only one run are kept: a task of
 * another run drops them. Session caches are keyed by content (the dataset's fingerprint and the
 * step's parameters), so a warm cache gives the bits a cold one gives.
 */
final class TaskCaches {

  private static final Map<String, Pool> POOLS = new ConcurrentHashMap<>();

  private TaskCaches() {}

  /** A borrowed cache; {@link #close()} gives it back to its run's pool. */
  static final class Loan implements AutoCloseable {
    private final Pool pool;
    private final Slot slot;

    private Loan(Pool pool, Slot slot) {
      this.pool = pool;
      this.slot = slot;
    }

    /** The borrowed cache. */
    SessionCache cache() {
      return slot.cache;
    }

    /** True when an earlier task of the run used this cache. */
    boolean warm() {
      return slot.uses > 1;
    }

    @Override
    public void close() {
      pool.giveBack(slot);
    }
  }

  private static final class Slot {
    final SessionCache cache = new SessionCache();
    int affinity;
    int uses;
  }

  private static final class Pool {
    private final Deque<Slot> free = new ArrayDeque<>();
    private int created;

    synchronized Slot take(int affinity) {
      for (Iterator<Slot> it = free.iterator(); it.hasNext(); ) {
        Slot s = it.next();
        if (s.affinity == affinity) {
          it.remove();
          return s;
        }
      }
      Slot s = free.isEmpty() ? newSlot() : free.pollFirst();
      s.affinity = affinity;
      return s;
    }

    private Slot newSlot() {
      created++;
      return new Slot();
    }

    synchronized void giveBack(Slot s) {
      free.addFirst(s);
    }

    synchronized int created() {
      return created;
    }

    synchronized void clear() {
      for (Slot s : free) {
        s.cache.clear();
      }
      free.clear();
    }
  }

  /**
   * Borrows a cache of run {@code run} for a task of first-step subtree {@code affinity}; the pools
   * of other runs are dropped.
   */
  static Loan borrow(String run, int affinity) {
    for (String other : new ArrayList<>(POOLS.keySet())) {
      if (!other.equals(run)) {
        drop(other);
      }
    }
    Pool pool = POOLS.computeIfAbsent(run, (Function<String, Pool>) k -> new Pool());
    Slot slot = pool.take(affinity);
    slot.uses++;
    return new Loan(pool, slot);
  }

  /** Drops run {@code run}'s caches (the driver's in-process executor, once the run ends). */
  static void drop(String run) {
    Pool pool = POOLS.remove(run);
    if (pool != null) {
      pool.clear();
    }
  }

  /** How many caches run {@code run} has made on this JVM (0 when none or dropped). */
  static int created(String run) {
    Pool pool = POOLS.get(run);
    return pool == null ? 0 : pool.created();
  }

  /** The runs with caches on this JVM. */
  static List<String> runs() {
    return List.copyOf(POOLS.keySet());
  }
}
