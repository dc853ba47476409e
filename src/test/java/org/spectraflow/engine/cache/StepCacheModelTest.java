package org.spectraflow.engine.cache;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.spectraflow.engine.data.Block;

/**
 * Drives {@link StepCache} side by side with a plain access-ordered {@link LinkedHashMap} LRU whose
 * weight is recomputed from scratch, on random operation sequences.
 */
class StepCacheModelTest {

  private static final List<Block> POOL =
      List.of(
          CacheFixtures.block(400),
          CacheFixtures.block(800),
          CacheFixtures.block(1200),
          CacheFixtures.block(1600),
          CacheFixtures.block(2000),
          CacheFixtures.block(2400));

  sealed interface Op permits Put, Get, Invalidate, Clear {}

  record Put(int key, List<Integer> blocks) implements Op {}

  record Get(int key) implements Op {}

  record Invalidate(int key) implements Op {}

  record Clear() implements Op {}

  @Property(tries = 300)
  void behavesLikeAReferenceLru(
      @ForAll("operations") List<Op> ops,
      @ForAll @IntRange(min = 1, max = 4) int maxEntries,
      @ForAll @IntRange(min = 400, max = 6000) int maxBytes) {
    StepCache cache = new StepCache(maxBytes, maxEntries, RemovalListener.none());
    ReferenceLru reference = new ReferenceLru(maxBytes, maxEntries);
    for (Op op : ops) {
      switch (op) {
        case Put p -> {
          CachedStepState s =
              CacheFixtures.state(p.blocks().stream().map(POOL::get).toArray(Block[]::new));
          assertThat(cache.put(CacheFixtures.key(p.key()), s))
              .isEqualTo(reference.put(CacheFixtures.key(p.key()), s));
        }
        case Get g ->
            assertThat(cache.get(CacheFixtures.key(g.key())))
                .isEqualTo(reference.get(CacheFixtures.key(g.key())));
        case Invalidate i ->
            assertThat(cache.invalidate(CacheFixtures.key(i.key())))
                .isEqualTo(reference.map.remove(CacheFixtures.key(i.key())) != null);
        case Clear c -> {
          cache.clear();
          reference.map.clear();
        }
      }
      assertThat(cache.keys()).containsExactlyElementsOf(reference.map.keySet());
      CacheStats st = cache.stats();
      assertThat(st.sizeBytes()).isEqualTo(reference.weight()).isLessThanOrEqualTo(maxBytes);
      assertThat(st.entries()).isLessThanOrEqualTo(maxEntries);
      for (Block b : POOL) {
        assertThat(cache.holders(b)).isEqualTo(reference.holders(b));
      }
    }
  }

  @Provide
  Arbitrary<List<Op>> operations() {
    Arbitrary<Integer> keys = Arbitraries.integers().between(0, 5);
    Arbitrary<List<Integer>> blocks =
        Arbitraries.integers().between(0, POOL.size() - 1).list().ofMinSize(1).ofMaxSize(3);
    Arbitrary<Op> op =
        Arbitraries.frequencyOf(
            net.jqwik.api.Tuple.of(6, keys.flatMap(k -> blocks.map(b -> (Op) new Put(k, b)))),
            net.jqwik.api.Tuple.of(4, keys.map(k -> (Op) new Get(k))),
            net.jqwik.api.Tuple.of(1, keys.map(k -> (Op) new Invalidate(k))),
            net.jqwik.api.Tuple.of(1, Arbitraries.just((Op) new Clear())));
    return op.list().ofMaxSize(40);
  }

  /** The obvious LRU: insert, then drop eldest while over either budget. */
  private static final class ReferenceLru {
    final LinkedHashMap<StepCacheKey, CachedStepState> map = new LinkedHashMap<>(16, 0.75f, true);
    final long maxBytes;
    final int maxEntries;

    ReferenceLru(long maxBytes, int maxEntries) {
      this.maxBytes = maxBytes;
      this.maxEntries = maxEntries;
    }

    boolean put(StepCacheKey key, CachedStepState state) {
      if (distinctBytes(List.of(state)) > maxBytes) {
        return false;
      }
      map.remove(key);
      map.put(key, state);
      while (map.size() > maxEntries || weight() > maxBytes) {
        map.remove(map.keySet().iterator().next());
      }
      return true;
    }

    Optional<CachedStepState> get(StepCacheKey key) {
      return Optional.ofNullable(map.get(key));
    }

    long weight() {
      return distinctBytes(map.values());
    }

    int holders(Block b) {
      return (int)
          map.values().stream()
              .filter(s -> s.sources().get(0).blocks().stream().anyMatch(x -> x == b))
              .count();
    }

    static long distinctBytes(Collection<CachedStepState> states) {
      Set<Block> seen = Collections.newSetFromMap(new IdentityHashMap<>());
      List<Block> all = new ArrayList<>();
      states.forEach(s -> s.sources().forEach(src -> all.addAll(src.blocks())));
      return all.stream().filter(seen::add).mapToLong(Block::nbytes).sum();
    }
  }
}
