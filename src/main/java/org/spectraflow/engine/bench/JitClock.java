package org.spectraflow.engine.bench;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;

/**
 * The JIT compilers' accumulated compilation time ({@link CompilationMXBean}), or -1 where the JVM
 * has no JIT or does not report it.
 */
final class JitClock {

  private JitClock() {}

  /** Milliseconds spent compiling since the JVM started, -1 when unknown. */
  static long millis() {
    CompilationMXBean bean = ManagementFactory.getCompilationMXBean();
    if (bean == null || !bean.isCompilationTimeMonitoringSupported()) {
      return -1;
    }
    return bean.getTotalCompilationTime();
  }

  /**
   * Milliseconds spent compiling since {@code start} (a {@link #millis} reading), -1 when unknown.
   */
  static long since(long start) {
    long now = millis();
    return start < 0 || now < 0 ? -1 : now - start;
  }
}
