package org.spectraflow.engine.cache;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spectraflow.engine.cache.CacheFixtures.block;
import static org.spectraflow.engine.cache.CacheFixtures.key;
import static org.spectraflow.engine.cache.CacheFixtures.state;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Block;

/** Smoke test of concurrent use (nirs4all's test_step_cache threading cases). */
class StepCacheConcurrencyTest {

  private static final Block SHARED = block(400);

  @Test
  void concurrentPutGetAndClearKeepTheInvariants() throws Exception {
    AtomicLong removals = new AtomicLong();
    StepCache cache = new StepCache(4000, 5, (k, s, b, c) -> removals.incrementAndGet());
    List<Callable<Integer>> tasks = new ArrayList<>();
    for (int t = 0; t < 8; t++) {
      int thread = t;
      tasks.add(() -> putAndGet(cache, thread));
    }
    tasks.add(
        () -> {
          for (int i = 0; i < 20; i++) {
            cache.clear();
          }
          return 0;
        });
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      int hits = 0;
      for (Future<Integer> f : pool.invokeAll(tasks)) {
        hits += f.get();
      }
      assertThat(hits).isNotNegative();
    } finally {
      pool.shutdownNow();
    }
    CacheStats st = cache.stats();
    assertThat(st.entries()).isLessThanOrEqualTo(5).isEqualTo(cache.keys().size());
    assertThat(st.sizeBytes()).isLessThanOrEqualTo(4000);
    assertThat(cache.holders(SHARED)).isLessThanOrEqualTo(cache.keys().size());
    assertThat(removals.get()).isPositive();
  }

  private static int putAndGet(StepCache cache, int thread) {
    int hits = 0;
    for (int i = 0; i < 20; i++) {
      cache.put(key(thread * 100 + i), state(SHARED, block(400)));
      hits += cache.get(key(thread * 100 + i / 2)).isPresent() ? 1 : 0;
    }
    return hits;
  }
}
