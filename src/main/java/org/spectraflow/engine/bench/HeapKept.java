package org.spectraflow.engine.bench;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.lang.management.ManagementFactory;

/**
 * Keeps the heap from shrinking while a bench runs: the collection a bench forces before every run
 * would otherwise let the JVM give the freed heap back to the system, and the run after it would
 * spend its time faulting the same pages in again (measured on D03: 173 ms a sweep against 119 ms
 * without the collections, 125 ms with them and this; docs/performance.md, "Warm means the JIT has
 * settled"). A user's session does not shrink its heap between runs either. Sets HotSpot's
 * manageable {@code MaxHeapFreeRatio} to 100 and puts the previous value back on {@link #close}; on
 * a JVM without that option it does nothing.
 */
final class HeapKept implements AutoCloseable {

  private static final String OPTION = "MaxHeapFreeRatio";

  private final HotSpotDiagnosticMXBean bean;
  private final String previous;

  private HeapKept(HotSpotDiagnosticMXBean bean, String previous) {
    this.bean = bean;
    this.previous = previous;
  }

  /** Stops heap shrinking until {@link #close}. */
  static HeapKept during() {
    try {
      HotSpotDiagnosticMXBean bean =
          ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
      String previous = bean.getVMOption(OPTION).getValue();
      bean.setVMOption(OPTION, "100");
      return new HeapKept(bean, previous);
    } catch (RuntimeException e) {
      return new HeapKept(null, null);
    }
  }

  /** The option's value now, null where the JVM has none. */
  static String current() {
    try {
      return ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class)
          .getVMOption(OPTION)
          .getValue();
    } catch (RuntimeException e) {
      return null;
    }
  }

  @Override
  public void close() {
    if (bean != null) {
      try {
        bean.setVMOption(OPTION, previous);
      } catch (RuntimeException e) {
        // the previous value was accepted once; nothing else to restore
      }
    }
  }
}
