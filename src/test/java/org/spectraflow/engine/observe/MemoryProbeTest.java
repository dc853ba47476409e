package org.spectraflow.engine.observe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class MemoryProbeTest {

  @Test
  void systemProbeReadsPositiveFigures() {
    MemoryProbe probe = MemoryProbe.system();
    assertThat(probe.processRssBytes()).isPositive();
    assertThat(probe.heapUsedBytes()).isPositive();
  }

  @Test
  void threadAllocationGrowsWhenTheThreadAllocates() {
    MemoryProbe probe = MemoryProbe.system();
    long before = probe.threadAllocatedBytes();
    long[] sink = new long[1 << 20];
    long after = probe.threadAllocatedBytes();
    assertThat(sink).hasSize(1 << 20);
    if (before > 0) {
      assertThat(after - before).isGreaterThanOrEqualTo(8L << 20);
    }
  }

  @Test
  void disabledProbeReportsZeros() {
    MemoryProbe off = MemoryProbe.disabled();
    assertThat(off.processRssBytes()).isZero();
    assertThat(off.heapUsedBytes()).isZero();
    assertThat(off.threadAllocatedBytes()).isZero();
  }

  @Test
  void statmSecondFieldIsTheResidentPageCount() {
    assertThat(SystemMemoryProbe.residentPages("123456 7890 321 1 0 4567 0\n")).isEqualTo(7890);
    assertThatThrownBy(() -> SystemMemoryProbe.residentPages("42"))
        .hasMessageContaining("unexpected /proc/self/statm content: '42'");
  }
}
