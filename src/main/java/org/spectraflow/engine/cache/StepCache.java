package org.spectraflow.engine.cache;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.locks.ReentrantLock;
import org.spectraflow.engine.data.Block;

/**
 * The cross-variant step cache: maps a {@link StepCacheKey} (step, input data, selector) to the
 * {@link CachedStepState} the step produced, so a variant that repeats a preprocessing prefix
 * restores its output (block references, no copy) instead of recomputing it.
 *
 * <p>Bounded by two budgets, evicting least recently used entries first: at most {@code maxEntries}
 * entries, and at most {@code maxBytes} retained bytes, where each block is counted once however
 * many entries hold it. An entry whose own blocks exceed the byte budget is refused ({@link
 * RemovalCause#OVERSIZED}, counted in {@link CacheStats#rejections()}). Every removal is reported
 * to the {@link RemovalListener} after the lock is released.
 *
 * <p>An optional second tier ({@link StepCacheTier}, the disk tier of docs/caching.md §3.11) sits
 * behind the memory: a memory miss asks it (a hit there is loaded into memory and counted as a hit
 * and in {@link DiskStats#hits()}), and every put is also offered to it. Its I/O runs outside the
 * lock.
 *
 * <p>Thread-safe: every operation holds one internal lock (the runner uses one thread; the lock
 * makes concurrent use safe, not fast). Statistics follow nirs4all: {@link #clear} also resets
 * them.
 */
public final class StepCache {

  private static final System.Logger LOG = System.getLogger(StepCache.class.getName());
  private static final StepCache DISABLED = new StepCache();

  private final long maxBytes;
  private final int maxEntries;
  private final RemovalListener listener;
  private final StepCacheTier tier;
  private final ReentrantLock lock = new ReentrantLock();
  private final LinkedHashMap<StepCacheKey, Entry> entries = new LinkedHashMap<>(16, 0.75f, true);
  private final RetainedBlocks retained = new RetainedBlocks();
  private long hits;
  private long misses;
  private long evictions;
  private long rejections;
  private long peakBytes;
  private long earlierRunHits;
  private long generation;

  /**
   * A cache with the given budgets.
   *
   * @param maxBytes byte budget, positive
   * @param maxEntries entry budget, positive
   * @param listener told about every removal
   */
  public StepCache(long maxBytes, int maxEntries, RemovalListener listener) {
    this(maxBytes, maxEntries, listener, null);
  }

  /**
   * A cache with the given budgets and a second tier behind the memory.
   *
   * @param maxBytes byte budget, positive
   * @param maxEntries entry budget, positive
   * @param listener told about every removal from memory
   * @param tier asked on a memory miss and given every put; null for none
   */
  public StepCache(long maxBytes, int maxEntries, RemovalListener listener, StepCacheTier tier) {
    if (maxBytes <= 0 || maxEntries <= 0) {
      throw new IllegalArgumentException(
          "step cache budgets must be positive, got maxBytes="
              + maxBytes
              + ", maxEntries="
              + maxEntries);
    }
    this.maxBytes = maxBytes;
    this.maxEntries = maxEntries;
    this.listener = Objects.requireNonNull(listener, "listener");
    this.tier = tier;
  }

  private StepCache() {
    this.maxBytes = 0;
    this.maxEntries = 0;
    this.tier = null;
    this.listener = (key, state, bytes, cause) -> {};
  }

  /**
   * The cache of a run with {@code step_cache_enabled} false: a null object that holds nothing,
   * counts nothing ({@link CacheStats#empty()}) and refuses every {@link #put}.
   */
  public static StepCache disabled() {
    return DISABLED;
  }

  /** False for {@link #disabled()}: callers skip building keys they would only miss with. */
  public boolean isEnabled() {
    return this != DISABLED;
  }

  /**
   * A cache with {@code config}'s budgets ({@code step_cache_max_mb}, {@code
   * step_cache_max_entries}), the byte budget capped by {@link CacheBudget} to a share of the
   * maximum heap.
   */
  public static StepCache of(CacheConfig config, RemovalListener listener) {
    return of(config, CacheBudget.of(config), listener);
  }

  /** A cache with {@code config}'s entry budget and {@code budget}'s effective byte budget. */
  public static StepCache of(CacheConfig config, CacheBudget budget, RemovalListener listener) {
    return new StepCache(budget.effectiveBytes(), config.stepCacheMaxEntries(), listener);
  }

  /** The second tier behind the memory, if any. */
  public Optional<StepCacheTier> tier() {
    return Optional.ofNullable(tier);
  }

  /**
   * The state stored under {@code key}, marking it most recently used; counts a hit or a miss. On a
   * memory miss the second tier is asked (outside the lock); its answer is stored in memory and
   * counted as a hit.
   */
  public Optional<CachedStepState> get(StepCacheKey key) {
    if (!isEnabled()) {
      return Optional.empty();
    }
    lock.lock();
    try {
      Entry e = entries.get(key);
      if (e != null) {
        hits++;
        if (e.generation < generation) {
          earlierRunHits++;
        }
        return Optional.of(e.state);
      }
      if (tier == null) {
        misses++;
        return Optional.empty();
      }
    } finally {
      lock.unlock();
    }
    Optional<CachedStepState> loaded = tier.load(key);
    List<Entry.Removal> removals = new ArrayList<>();
    lock.lock();
    try {
      if (loaded.isEmpty()) {
        misses++;
        return loaded;
      }
      hits++;
      earlierRunHits++;
      Entry entry = new Entry(key, loaded.get());
      entry.generation = generation;
      if (entry.bytes <= maxBytes) {
        insert(entry, removals);
      } else {
        rejections++;
        removals.add(entry.removal(RemovalCause.OVERSIZED));
      }
    } finally {
      lock.unlock();
    }
    notifyAll(removals);
    return loaded;
  }

  /**
   * Stores {@code state} under {@code key} (replacing any previous value), then evicts least
   * recently used entries until both budgets hold.
   *
   * @return false when the state alone exceeds the byte budget and was not stored (any previous
   *     value under {@code key} then stays)
   */
  public boolean put(StepCacheKey key, CachedStepState state) {
    if (!isEnabled()) {
      return false;
    }
    Entry entry = new Entry(key, state);
    List<Entry.Removal> removals = new ArrayList<>();
    boolean stored;
    lock.lock();
    try {
      entry.generation = generation;
      stored = entry.bytes <= maxBytes;
      if (stored) {
        insert(entry, removals);
      } else {
        rejections++;
        removals.add(entry.removal(RemovalCause.OVERSIZED));
      }
    } finally {
      lock.unlock();
    }
    notifyAll(removals);
    if (tier != null) {
      tier.store(key, state);
    }
    return stored;
  }

  /** Removes the entry under {@code key}, if any ({@link RemovalCause#EXPLICIT}). */
  public boolean invalidate(StepCacheKey key) {
    Entry removed;
    lock.lock();
    try {
      removed = entries.remove(key);
      if (removed != null) {
        retained.release(removed.blocks);
      }
    } finally {
      lock.unlock();
    }
    if (removed != null) {
      notifyAll(List.of(removed.removal(RemovalCause.EXPLICIT)));
    }
    return removed != null;
  }

  /** Removes every entry ({@link RemovalCause#EXPLICIT}) and resets the statistics, as nirs4all. */
  public void clear() {
    if (!isEnabled()) {
      return;
    }
    List<Entry.Removal> removals = new ArrayList<>();
    lock.lock();
    try {
      entries
          .values()
          .forEach(
              e -> {
                removals.add(e.removal(RemovalCause.EXPLICIT));
                retained.release(e.blocks);
              });
      entries.clear();
      hits = misses = evictions = rejections = peakBytes = earlierRunHits = 0;
    } finally {
      lock.unlock();
    }
    notifyAll(removals);
  }

  /**
   * Starts a new run on a cache that outlives runs ({@code engine.run.reuse.SessionCache}): the
   * entries stay, the counters restart (so {@link #stats()} describes this run; the peak starts at
   * the bytes already held), and a hit on an entry stored before this call counts in {@link
   * CacheStats#earlierRunHits()}.
   */
  public void beginRun() {
    beginRun(line -> LOG.log(System.Logger.Level.WARNING, line));
  }

  /**
   * {@link #beginRun()}, the second tier's warnings of this run going to {@code warnings} (one line
   * per damaged entry).
   */
  public void beginRun(java.util.function.Consumer<String> warnings) {
    if (!isEnabled()) {
      return;
    }
    if (tier != null) {
      tier.beginRun(warnings);
    }
    lock.lock();
    try {
      generation++;
      hits = misses = evictions = rejections = earlierRunHits = 0;
      peakBytes = retained.bytes();
    } finally {
      lock.unlock();
    }
  }

  /**
   * The distinct blocks the cache still accounts for and their bytes: after {@link #clear()} both
   * are 0 unless an entry's blocks were counted without being released (a leak in the accounting).
   */
  public long[] retainedBlocksAndBytes() {
    lock.lock();
    try {
      return new long[] {retained.distinctBlocks(), retained.bytes()};
    } finally {
      lock.unlock();
    }
  }

  /** A snapshot of the statistics. */
  public CacheStats stats() {
    if (!isEnabled()) {
      return CacheStats.empty();
    }
    lock.lock();
    try {
      return new CacheStats(
          hits,
          misses,
          evictions,
          rejections,
          peakBytes,
          entries.size(),
          maxEntries,
          retained.bytes(),
          maxBytes,
          earlierRunHits,
          tier == null ? DiskStats.NONE : tier.stats());
    } finally {
      lock.unlock();
    }
  }

  /** The keys from least to most recently used. */
  public List<StepCacheKey> keys() {
    lock.lock();
    try {
      return List.copyOf(entries.keySet());
    } finally {
      lock.unlock();
    }
  }

  /** How many entries hold {@code block} (by identity); 0 when the cache does not retain it. */
  public int holders(Block block) {
    lock.lock();
    try {
      return retained.holders(block);
    } finally {
      lock.unlock();
    }
  }

  /** The byte budget. */
  public long maxBytes() {
    return maxBytes;
  }

  /** The entry budget. */
  public int maxEntries() {
    return maxEntries;
  }

  private void insert(Entry entry, List<Entry.Removal> removals) {
    Entry old = entries.remove(entry.key);
    if (old != null) {
      retained.release(old.blocks);
      removals.add(old.removal(RemovalCause.REPLACED));
    }
    entries.put(entry.key, entry);
    retained.retain(entry.blocks);
    evictOverBudget(removals);
    peakBytes = Math.max(peakBytes, retained.bytes());
  }

  /** Evicts eldest first; the newest entry fits alone, so it is never the victim. */
  private void evictOverBudget(List<Entry.Removal> removals) {
    Iterator<Entry> eldestFirst = entries.values().iterator();
    while (entries.size() > maxEntries || retained.bytes() > maxBytes) {
      RemovalCause cause = entries.size() > maxEntries ? RemovalCause.COUNT : RemovalCause.SIZE;
      Entry victim = eldestFirst.next();
      eldestFirst.remove();
      retained.release(victim.blocks);
      evictions++;
      removals.add(victim.removal(cause));
    }
  }

  private void notifyAll(List<Entry.Removal> removals) {
    for (Entry.Removal r : removals) {
      try {
        listener.onRemoval(r.entry().key, r.entry().state, r.entry().bytes, r.cause());
      } catch (RuntimeException e) {
        LOG.log(
            System.Logger.Level.WARNING,
            "step-cache removal listener failed on " + r.cause() + " of " + r.entry().key,
            e);
      }
    }
  }

  /** One stored value with its distinct blocks and weight, computed once at put. */
  private static final class Entry {
    final StepCacheKey key;
    final CachedStepState state;
    final List<Block> blocks;
    final long bytes;
    long generation;

    Entry(StepCacheKey key, CachedStepState state) {
      this.key = Objects.requireNonNull(key, "key");
      this.state = Objects.requireNonNull(state, "state");
      this.blocks = state.distinctBlocks();
      this.bytes = blocks.stream().mapToLong(Block::nbytes).sum();
    }

    Removal removal(RemovalCause cause) {
      return new Removal(this, cause);
    }

    record Removal(Entry entry, RemovalCause cause) {}
  }

  @Override
  public String toString() {
    return "StepCache" + stats();
  }
}
