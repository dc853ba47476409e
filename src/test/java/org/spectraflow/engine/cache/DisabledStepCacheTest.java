package org.spectraflow.engine.cache;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spectraflow.engine.cache.CacheFixtures.block;
import static org.spectraflow.engine.cache.CacheFixtures.key;
import static org.spectraflow.engine.cache.CacheFixtures.state;

import org.junit.jupiter.api.Test;

/** The cache of a run with the step cache off is a null object: it holds and counts nothing. */
class DisabledStepCacheTest {

  @Test
  void theDisabledCacheStoresNothingAndCountsNothing() {
    StepCache off = StepCache.disabled();
    assertThat(off.isEnabled()).isFalse();
    assertThat(off.put(key(1), state(block(400)))).isFalse();
    assertThat(off.get(key(1))).isEmpty();
    off.clear();
    assertThat(off.stats()).isEqualTo(CacheStats.empty());
    assertThat(off.keys()).isEmpty();
    assertThat(StepCache.of(CacheConfig.fullCache(), (k, s, b, c) -> {}).isEnabled()).isTrue();
  }
}
