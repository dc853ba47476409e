package org.spectraflow.engine.cache;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spectraflow.engine.observe.ObservabilityFormat;

/** The step cache's byte budget never exceeds a quarter of the maximum heap. */
class CacheBudgetTest {

  private static final long MIB = 1024L * 1024L;

  @Test
  void aSmallHeapCapsTheDefaultBudget() {
    CacheBudget b = new CacheBudget(2048 * MIB, 256 * MIB);
    assertThat(b.capped()).isTrue();
    assertThat(b.effectiveBytes()).isEqualTo(64 * MIB);
    assertThat(
            ObservabilityFormat.cacheBudgetWarning(
                b.configuredBytes(), b.effectiveBytes(), b.maxHeapBytes()))
        .startsWith(
            "warning: step cache budget 2048 MB capped to 64 MB (25% of the 256 MB maximum heap)");
  }

  @Test
  void aBudgetWithinTheShareIsKept() {
    CacheBudget b = new CacheBudget(100 * MIB, 4096 * MIB);
    assertThat(b.capped()).isFalse();
    assertThat(b.effectiveBytes()).isEqualTo(100 * MIB);
    assertThat(new CacheBudget(100 * MIB, Long.MAX_VALUE).effectiveBytes()).isEqualTo(100 * MIB);
  }

  @Test
  void theCacheEvictsAtTheCappedBudget() {
    StepCache cache =
        StepCache.of(
            CacheConfig.fullCache(),
            new CacheBudget(2048 * MIB, 256 * MIB),
            (key, state, bytes, cause) -> {});
    assertThat(cache.maxBytes()).isEqualTo(64 * MIB);
  }
}
