package org.spectraflow.engine.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;

/** Reads the CPU time the whole process has used (every thread, JIT and GC included). */
final class ProcessCpu {

  private static final OperatingSystemMXBean OS = ManagementFactory.getOperatingSystemMXBean();

  private ProcessCpu() {}

  /** Cumulative process CPU time in nanoseconds, or 0 when the JVM cannot tell. */
  static long nanos() {
    if (OS instanceof com.sun.management.OperatingSystemMXBean sun) {
      return Math.max(0, sun.getProcessCpuTime());
    }
    return 0;
  }
}
