package org.spectraflow.engine.cache;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class CacheStatsTest {

  private final CacheStats earlier = new CacheStats(2, 3, 1, 0, 2048, 2, 10, 1024, 4096);
  private final CacheStats later = new CacheStats(10, 5, 4, 1, 3072, 3, 10, 2048, 4096);

  @Test
  void minusGivesCountersSinceEarlierAndCurrentGauges() {
    CacheStats delta = later.minus(earlier);
    assertThat(delta).isEqualTo(new CacheStats(8, 2, 3, 1, 3072, 3, 10, 2048, 4096));
    assertThat(earlier.minus(later).hits()).isZero();
  }

  @Test
  void plusAddsEverything() {
    assertThat(earlier.plus(later)).isEqualTo(new CacheStats(12, 8, 5, 1, 5120, 5, 20, 3072, 8192));
    assertThat(CacheStats.empty().plus(later)).isEqualTo(later);
  }

  @Test
  void derivedFigures() {
    assertThat(later.requests()).isEqualTo(15);
    assertThat(later.hitRate()).isEqualTo(10.0 / 15);
    assertThat(later.peakMb()).isEqualTo(3072 / 1048576.0);
    assertThat(later.maxSizeMb()).isEqualTo(4096 / 1048576.0);
    assertThat(CacheStats.empty().hitRate()).isZero();
  }

  @Test
  void negativeValuesAreRejected() {
    assertThatThrownBy(() -> new CacheStats(0, -1, 0, 0, 0, 0, 0, 0, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("-1");
  }
}
