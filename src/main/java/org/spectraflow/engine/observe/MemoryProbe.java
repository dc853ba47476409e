package org.spectraflow.engine.observe;

/**
 * Reads the memory figures a run reports per step. Block bytes are exact and come from the storage;
 * these probes cover what only the runtime knows: process RSS, JVM heap and the bytes the calling
 * thread allocated. {@link #disabled()} is the null object (all zeros, no cost).
 */
public interface MemoryProbe {

  /** The process's resident set size in bytes (0 when it cannot be read). */
  long processRssBytes();

  /** The JVM heap in use, in bytes (approximate: includes garbage not yet collected). */
  long heapUsedBytes();

  /**
   * The cumulative bytes allocated by the calling thread since it started (0 when the JVM cannot
   * tell); the difference of two readings on the run thread is a step's allocation.
   */
  long threadAllocatedBytes();

  /**
   * The cumulative bytes allocated by every thread of the JVM (0 when it cannot tell): a run on
   * worker threads allocates there, not on the calling thread. Defaults to the calling thread's.
   */
  default long processAllocatedBytes() {
    return threadAllocatedBytes();
  }

  /** The probe of this JVM and process: {@code /proc/self/statm} on Linux, OSHI elsewhere. */
  static MemoryProbe system() {
    return SystemMemoryProbe.INSTANCE;
  }

  /** A probe that reads nothing and reports zeros. */
  static MemoryProbe disabled() {
    return Disabled.INSTANCE;
  }

  /** The null-object probe. */
  enum Disabled implements MemoryProbe {
    /** The only instance. */
    INSTANCE;

    @Override
    public long processRssBytes() {
      return 0;
    }

    @Override
    public long heapUsedBytes() {
      return 0;
    }

    @Override
    public long threadAllocatedBytes() {
      return 0;
    }
  }
}
