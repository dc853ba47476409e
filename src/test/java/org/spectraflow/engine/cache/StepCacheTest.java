package org.spectraflow.engine.cache;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spectraflow.engine.cache.CacheFixtures.block;
import static org.spectraflow.engine.cache.CacheFixtures.filled;
import static org.spectraflow.engine.cache.CacheFixtures.key;
import static org.spectraflow.engine.cache.CacheFixtures.state;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Block;

class StepCacheTest {

  private final List<String> removals = new ArrayList<>();
  private final RemovalListener recorder =
      (k, s, bytes, cause) -> removals.add(cause + ":" + k + ":" + bytes);

  private StepCache cache(long maxBytes, int maxEntries) {
    return new StepCache(maxBytes, maxEntries, recorder);
  }

  @Test
  void hitReturnsTheSameBlocksWithoutCopy() {
    StepCache cache = cache(1 << 20, 10);
    Block b = filled(50, 100, 1.5);
    CachedStepState s = state(b);
    cache.put(key(1), s);
    CachedStepState got = cache.get(key(1)).orElseThrow();
    assertThat(got).isSameAs(s);
    assertThat(got.sources().get(0).blocks().get(0)).isSameAs(b);
    assertThat(got.nbytes()).isEqualTo(50 * 100 * 4);
  }

  @Test
  void unknownKeyMisses() {
    StepCache cache = cache(1 << 20, 10);
    assertThat(cache.get(key(1))).isEmpty();
    assertThat(cache.stats().misses()).isEqualTo(1);
  }

  @Test
  void secondPutReplacesWithoutCountingAnEviction() {
    StepCache cache = cache(1 << 20, 10);
    Block first = block(400);
    Block second = block(800);
    cache.put(key(1), state(first));
    cache.put(key(1), state(second));
    assertThat(cache.get(key(1)).orElseThrow().sources().get(0).blocks()).containsExactly(second);
    assertThat(cache.holders(first)).isZero();
    assertThat(cache.stats().evictions()).isZero();
    assertThat(removals).containsExactly("REPLACED:" + key(1) + ":400");
  }

  @Test
  void keysDifferingInAnyPartAreIndependent() {
    StepCache cache = cache(1 << 20, 10);
    cache.put(key("snv", 1), state(block(400)));
    cache.put(key("snv", 2), state(block(400)));
    cache.put(key("msc", 1), state(block(400)));
    assertThat(cache.stats().entries()).isEqualTo(3);
    assertThat(cache.get(key("msc", 2))).isEmpty();
  }

  @Test
  void entryLargerThanTheBudgetIsRefusedAndCounted() {
    long budget = (long) (0.01 * 1024 * 1024);
    StepCache cache = cache(budget, 10);
    Block big = filled(50, 100, 0);
    assertThat(cache.put(key(1), state(big))).isFalse();
    assertThat(cache.get(key(1))).isEmpty();
    assertThat(cache.holders(big)).isZero();
    CacheStats st = cache.stats();
    assertThat(st.rejections()).isEqualTo(1);
    assertThat(st.evictions()).isZero();
    assertThat(st.sizeMb()).isLessThanOrEqualTo(0.05);
    assertThat(removals).containsExactly("OVERSIZED:" + key(1) + ":20000");
  }

  @Test
  void refusedPutKeepsThePreviousValueOfTheKey() {
    StepCache cache = cache(1000, 10);
    CachedStepState small = state(block(400));
    cache.put(key(1), small);
    assertThat(cache.put(key(1), state(block(2000)))).isFalse();
    assertThat(cache.get(key(1))).containsSame(small);
  }

  @Test
  void entryBudgetEvictsTheLeastRecentlyUsed() {
    StepCache cache = cache(1 << 20, 2);
    cache.put(key(1), state(block(400)));
    cache.put(key(2), state(block(400)));
    cache.get(key(1));
    cache.put(key(3), state(block(400)));
    assertThat(cache.keys()).containsExactly(key(1), key(3));
    assertThat(cache.stats().evictions()).isEqualTo(1);
    assertThat(removals).containsExactly("COUNT:" + key(2) + ":400");
  }

  @Test
  void byteBudgetEvictsTheLeastRecentlyUsedUntilItFits() {
    StepCache cache = cache(2000, 10);
    cache.put(key(1), state(block(800)));
    cache.put(key(2), state(block(800)));
    cache.put(key(3), state(block(1300)));
    assertThat(cache.keys()).containsExactly(key(3));
    assertThat(removals).containsExactly("SIZE:" + key(1) + ":800", "SIZE:" + key(2) + ":800");
    assertThat(cache.stats().sizeBytes()).isEqualTo(1300);
    assertThat(cache.stats().peakBytes()).isEqualTo(1600);
  }

  @Test
  void sharedBlocksWeighOnce() {
    StepCache cache = cache(2000, 10);
    Block raw = block(1000);
    cache.put(key(1), state(raw));
    cache.put(key(2), state(raw, block(1000)));
    cache.put(key(3), state(raw, raw));
    assertThat(cache.stats().entries()).isEqualTo(3);
    assertThat(cache.stats().sizeBytes()).isEqualTo(2000);
    assertThat(cache.holders(raw)).isEqualTo(3);
    cache.invalidate(key(1));
    assertThat(cache.holders(raw)).isEqualTo(2);
    assertThat(cache.stats().sizeBytes()).isEqualTo(2000);
    cache.clear();
    assertThat(cache.holders(raw)).isZero();
    assertThat(cache.stats().sizeBytes()).isZero();
  }

  @Test
  void evictionReleasesTheVictimsBlocks() {
    StepCache cache = cache(1 << 20, 1);
    Block a = block(400);
    cache.put(key(1), state(a));
    assertThat(cache.holders(a)).isEqualTo(1);
    cache.put(key(2), state(block(400)));
    assertThat(cache.holders(a)).isZero();
  }

  @Test
  void hitAndMissCountersAndRate() {
    StepCache cache = cache(1 << 20, 10);
    assertThat(cache.stats().hitRate()).isEqualTo(0.0);
    cache.put(key(1), state(block(400)));
    cache.get(key(1));
    assertThat(cache.stats().hits()).isEqualTo(1);
    cache.get(key(1));
    assertThat(cache.stats().hits()).isEqualTo(2);
    cache.get(key(9));
    cache.get(key(8));
    CacheStats st = cache.stats();
    assertThat(st.hits()).isEqualTo(2);
    assertThat(st.misses()).isEqualTo(2);
    assertThat(st.hitRate()).isEqualTo(0.5);
    assertThat(st.asMap())
        .containsOnlyKeys(
            "hits",
            "misses",
            "evictions",
            "hit_rate",
            "peak_mb",
            "entries",
            "size_mb",
            "max_entries",
            "max_size_mb");
    assertThat(st.asMap())
        .containsEntry("hit_rate", 0.5)
        .containsEntry("max_entries", 10L)
        .containsEntry("max_size_mb", 1.0)
        .containsEntry("entries", 1L);
  }

  @Test
  void clearForgetsEntriesAndResetsStatistics() {
    StepCache cache = cache(1 << 20, 10);
    cache.put(key(1), state(block(400)));
    cache.put(key(2), state(block(400)));
    cache.get(key(1));
    cache.get(key(3));
    cache.clear();
    assertThat(removals)
        .containsExactly("EXPLICIT:" + key(2) + ":400", "EXPLICIT:" + key(1) + ":400");
    assertThat(cache.stats()).isEqualTo(new CacheStats(0, 0, 0, 0, 0, 0, 10, 0, 1 << 20));
    assertThat(cache.get(key(1))).isEmpty();
  }

  @Test
  void invalidateRemovesOneEntry() {
    StepCache cache = cache(1 << 20, 10);
    cache.put(key(1), state(block(400)));
    assertThat(cache.invalidate(key(1))).isTrue();
    assertThat(cache.invalidate(key(1))).isFalse();
    assertThat(removals).containsExactly("EXPLICIT:" + key(1) + ":400");
    assertThat(cache.stats().evictions()).isZero();
  }

  @Test
  void throwingRemovalListenerDoesNotBreakTheCache() {
    StepCache cache =
        new StepCache(
            1 << 20,
            1,
            (k, s, b, c) -> {
              throw new IllegalStateException("listener bug");
            });
    cache.put(key(1), state(block(400)));
    assertThat(cache.put(key(2), state(block(400)))).isTrue();
    assertThat(cache.keys()).containsExactly(key(2));
  }

  @Test
  void configSetsTheBudgets() {
    StepCache cache =
        StepCache.of(
            CacheConfig.fullCache().withStepCacheMaxEntries(2).withStepCacheMaxMb(3),
            RemovalListener.none());
    assertThat(cache.maxEntries()).isEqualTo(2);
    assertThat(cache.maxBytes()).isEqualTo(3L * 1024 * 1024);
  }
}
