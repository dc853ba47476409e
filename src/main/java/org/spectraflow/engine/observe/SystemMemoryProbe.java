package org.spectraflow.engine.observe;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The real {@link MemoryProbe}. On Linux the RSS is the second field of {@code /proc/self/statm}
 * (resident pages) times the page size, as nirs4all reads it: one small file read, no native call.
 * The page size is 4096 on x86-64 and asked of OSHI once elsewhere; on other systems OSHI reads the
 * RSS. Thread-safe.
 */
final class SystemMemoryProbe implements MemoryProbe {

  private static final Path STATM = Path.of("/proc/self/statm");
  private static final long X86_PAGE_SIZE = 4096;

  static final SystemMemoryProbe INSTANCE = new SystemMemoryProbe();

  private final boolean statm = Files.isReadable(STATM);
  private final java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();

  /**
   * False on a trimmed runtime without the {@code jdk.management} module: no allocation figures.
   */
  private final boolean allocationCounters = hasClass("com.sun.management.ThreadMXBean");

  private volatile long pageSize;

  private SystemMemoryProbe() {}

  @Override
  public long processRssBytes() {
    return statm ? residentPages(readStatm()) * pageSize() : OshiHolder.rss();
  }

  @Override
  public long heapUsedBytes() {
    Runtime rt = Runtime.getRuntime();
    return rt.totalMemory() - rt.freeMemory();
  }

  @Override
  public long threadAllocatedBytes() {
    if (allocationCounters
        && threads instanceof com.sun.management.ThreadMXBean sun
        && sun.isThreadAllocatedMemorySupported()
        && sun.isThreadAllocatedMemoryEnabled()) {
      return Math.max(0, sun.getCurrentThreadAllocatedBytes());
    }
    return 0;
  }

  @Override
  public long processAllocatedBytes() {
    if (allocationCounters
        && threads instanceof com.sun.management.ThreadMXBean sun
        && sun.isThreadAllocatedMemorySupported()
        && sun.isThreadAllocatedMemoryEnabled()) {
      return Math.max(0, sun.getTotalThreadAllocatedBytes());
    }
    return 0;
  }

  private static boolean hasClass(String name) {
    try {
      Class.forName(name, false, SystemMemoryProbe.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
  }

  /** The resident page count in a {@code statm} line ({@code size resident shared ...}). */
  static long residentPages(String statmLine) {
    String[] fields = statmLine.trim().split("\\s+");
    if (fields.length < 2) {
      throw new IllegalStateException("unexpected " + STATM + " content: '" + statmLine + "'");
    }
    return Long.parseLong(fields[1]);
  }

  private static String readStatm() {
    try {
      return Files.readString(STATM);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + STATM + ": " + e.getMessage(), e);
    }
  }

  private long pageSize() {
    long p = pageSize;
    if (p == 0) {
      String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
      p = arch.equals("amd64") || arch.equals("x86_64") ? X86_PAGE_SIZE : OshiHolder.pageSize();
      pageSize = p;
    }
    return p;
  }

  /** Loads OSHI (and its native bridge) only when first needed. */
  private static final class OshiHolder {
    private static final oshi.SystemInfo SYSTEM = new oshi.SystemInfo();

    static long rss() {
      return SYSTEM.getOperatingSystem().getCurrentProcess().getResidentSetSize();
    }

    static long pageSize() {
      return SYSTEM.getHardware().getMemory().getPageSize();
    }
  }
}
