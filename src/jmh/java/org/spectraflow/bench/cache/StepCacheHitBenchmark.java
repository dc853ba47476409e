package org.spectraflow.bench.cache;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.spectraflow.bench.storage.BenchBlocks;
import org.spectraflow.engine.cache.CachedStepState;
import org.spectraflow.engine.cache.RemovalListener;
import org.spectraflow.engine.cache.StepCache;
import org.spectraflow.engine.cache.StepCacheKey;
import org.spectraflow.engine.cache.StepSelector;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Fingerprint;

/**
 * Question: does a step-cache hit copy any data?
 *
 * <p>The cache holds {@code entries} states, each referencing the same 4 blocks of 2000 × 2000
 * float32 (64 MB, counted once). One operation looks up one stored key and hands the state's blocks
 * on. With {@code restore=reference} (what {@link StepCache} does) the bytes per operation are a
 * few dozen (an {@code Optional}) whatever the state's size; {@code restore=copy} is the naive
 * cache that copies every block on a hit, about 64 MB per operation.
 *
 * <p>Run: {@code ./mvnw -Pjmh test-compile exec:exec -Djmh.args="StepCacheHitBenchmark -f 1 -wi 2
 * -i 3 -prof gc"}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class StepCacheHitBenchmark {

  private static final long ONE_GIB = 1L << 30;

  /** Samples × features of every cached block. */
  @Param({"2000x2000"})
  public String shape;

  /** Entries in the cache (all hold the same blocks). */
  @Param({"1", "64"})
  public int entries;

  /** {@code reference}: hand the cached blocks on; {@code copy}: copy them (naive cache). */
  @Param({"reference", "copy"})
  public String restore;

  private StepCache cache;
  private List<StepCacheKey> keys;
  private int next;

  /** Fills the cache outside the measurement. */
  @Setup(Level.Trial)
  public void setUp() {
    List<Block> blocks = BenchBlocks.randomList(shape, 4);
    CachedStepState state =
        CachedStepState.of(CachedStepState.Source.of(blocks, List.of("raw", "p1", "p2", "p3")));
    cache = new StepCache(ONE_GIB, Math.max(entries, 1), RemovalListener.none());
    keys = new ArrayList<>(entries);
    StepSelector selector = StepSelector.of(List.of(List.of("raw")));
    for (int e = 0; e < entries; e++) {
      StepCacheKey key =
          StepCacheKey.of("{\"class\":\"SNV\",\"variant\":" + e + "}", Fingerprint.ZERO, selector);
      cache.put(key, state);
      keys.add(key);
    }
  }

  /** One hit: the stored state's blocks, by reference or copied. */
  @Benchmark
  public void hit(Blackhole bh) {
    StepCacheKey key = keys.get(next);
    next = next + 1 == keys.size() ? 0 : next + 1;
    Optional<CachedStepState> state = cache.get(key);
    List<Block> blocks = state.orElseThrow().sources().get(0).blocks();
    if (restore.equals("copy")) {
      for (Block b : blocks) {
        bh.consume(b.copy());
      }
    } else {
      bh.consume(blocks);
    }
  }
}
