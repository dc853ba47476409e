package org.spectraflow.ui.run;

import java.util.HashMap;
import java.util.Map;

/**
 * The run order of variants whatever the number of workers: a variant's rank is its index in the
 * main pass; a second start of an index (the refit pass reruns the winners after every variant)
 * ranks after every main-pass variant, in the order the refits started. A one-worker run starts
 * variants in rank order; with several workers they start in any order, and the rank is what the
 * views sort by to show what a one-worker run shows. Mutable, FX-thread confined.
 */
public final class VariantOrder {

  /** Ranks from here on belong to the refit pass (above any variant index). */
  public static final long REFIT_BASE = 1L << 32;

  private final Map<Integer, Long> current = new HashMap<>();
  private long refits;

  /** Records a start of {@code variant} and returns its rank. */
  public long started(int variant) {
    long rank = current.containsKey(variant) ? REFIT_BASE + refits++ : variant;
    current.put(variant, rank);
    return rank;
  }

  /** The rank of the latest start of {@code variant} (its index when it never started). */
  public long rank(int variant) {
    return current.getOrDefault(variant, (long) variant);
  }

  /** Forgets every start (a new run). */
  public void clear() {
    current.clear();
    refits = 0;
  }
}
