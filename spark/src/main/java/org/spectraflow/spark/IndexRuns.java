package org.spectraflow.spark;

import java.io.Serializable;
import java.util.Arrays;
import java.util.stream.LongStream;

/**
 * A set of variant expansion indices as ascending, disjoint runs {@code [from, to)}: what a group
 * of the plan and its task hold instead of one entry per variant, so a group of 10^5 variants
 * sharing a prefix (contiguous in expansion order) is two numbers. Immutable; plain values only, so
 * Spark's Java serialiser carries it.
 */
final class IndexRuns implements Serializable {

  private static final long serialVersionUID = 1L;

  /** from0, to0, from1, to1, ...: ascending, disjoint, non-adjacent, never empty runs. */
  private final long[] bounds;

  private IndexRuns(long[] bounds) {
    this.bounds = bounds;
  }

  /** The runs of {@code bounds} (pairs {@code from, to}, ascending), adjacent runs joined. */
  static IndexRuns of(long... bounds) {
    if (bounds.length % 2 != 0) {
      throw new IllegalArgumentException("run bounds come in pairs, got " + bounds.length);
    }
    Builder b = new Builder();
    for (int i = 0; i < bounds.length; i += 2) {
      b.addRun(bounds[i], bounds[i + 1]);
    }
    return b.build();
  }

  /** How many indices. */
  long count() {
    long n = 0;
    for (int i = 0; i < bounds.length; i += 2) {
      n += bounds[i + 1] - bounds[i];
    }
    return n;
  }

  /** How many runs (the size of this value, whatever its count). */
  int runs() {
    return bounds.length / 2;
  }

  /** The first index (the set is never empty once built from a run). */
  long first() {
    return bounds[0];
  }

  /** True when {@code index} is in one of the runs (binary search). */
  boolean contains(long index) {
    int at = Arrays.binarySearch(bounds, index);
    // an exact hit on an even slot is a run's start; between bounds, odd insertion points are
    // inside
    return at >= 0 ? at % 2 == 0 : (-at - 1) % 2 == 1;
  }

  /** The indices, ascending. */
  LongStream indices() {
    LongStream out = LongStream.empty();
    for (int i = 0; i < bounds.length; i += 2) {
      out = LongStream.concat(out, LongStream.range(bounds[i], bounds[i + 1]));
    }
    return out;
  }

  /** The first {@code n} indices and the rest, as two sets ({@code 0 < n < count()}). */
  IndexRuns[] splitAt(long n) {
    Builder head = new Builder();
    Builder tail = new Builder();
    long left = n;
    for (int i = 0; i < bounds.length; i += 2) {
      long from = bounds[i];
      long to = bounds[i + 1];
      long take = Math.min(left, to - from);
      if (take > 0) {
        head.addRun(from, from + take);
      }
      if (from + take < to) {
        tail.addRun(from + take, to);
      }
      left -= take;
    }
    return new IndexRuns[] {head.build(), tail.build()};
  }

  /** The union of {@code this} and {@code other}. */
  IndexRuns union(IndexRuns other) {
    long[] all = Arrays.copyOf(bounds, bounds.length + other.bounds.length);
    System.arraycopy(other.bounds, 0, all, bounds.length, other.bounds.length);
    long[][] pairs = new long[all.length / 2][];
    for (int i = 0; i < pairs.length; i++) {
      pairs[i] = new long[] {all[2 * i], all[2 * i + 1]};
    }
    Arrays.sort(pairs, (a, b) -> Long.compare(a[0], b[0]));
    Builder b = new Builder();
    for (long[] p : pairs) {
      b.addRun(p[0], p[1]);
    }
    return b.build();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof IndexRuns r && Arrays.equals(bounds, r.bounds);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(bounds);
  }

  @Override
  public String toString() {
    return "IndexRuns" + Arrays.toString(bounds);
  }

  /** Collects ascending indices or runs; an index next to the last run extends it. */
  static final class Builder {
    private long[] bounds = new long[4];
    private int size;

    /** Adds {@code index}, which must not be below the last one added. */
    Builder add(long index) {
      return addRun(index, index + 1);
    }

    /** Adds the run {@code [from, to)}, which must not start before the last run's end. */
    Builder addRun(long from, long to) {
      if (to <= from) {
        return this;
      }
      if (size > 0 && from < bounds[size - 1]) {
        throw new IllegalArgumentException(
            "runs must ascend: " + from + " after " + bounds[size - 1]);
      }
      if (size > 0 && from == bounds[size - 1]) {
        bounds[size - 1] = to;
        return this;
      }
      if (size == bounds.length) {
        bounds = Arrays.copyOf(bounds, 2 * size);
      }
      bounds[size++] = from;
      bounds[size++] = to;
      return this;
    }

    /** True when nothing was added. */
    boolean isEmpty() {
      return size == 0;
    }

    /** Runs held so far. */
    int runs() {
      return size / 2;
    }

    IndexRuns build() {
      return new IndexRuns(Arrays.copyOf(bounds, size));
    }
  }
}
