package org.spectraflow.bench.cache;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.spectraflow.bench.storage.BenchBlocks;
import org.spectraflow.engine.cache.CachedStepState;
import org.spectraflow.engine.cache.StepCacheKey;
import org.spectraflow.engine.cache.StepSelector;
import org.spectraflow.engine.cache.disk.DiskStepCache;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.data.Precision;

/**
 * Question: what does a disk-tier hit cost next to reading its bytes (docs/performance.md, target
 * below 2×)?
 *
 * <p>One entry of {@code shape} float32 (one block) is stored in a temporary folder. {@code hit} is
 * {@link DiskStepCache#load}: open, read the whole file, check both CRC32C checksums, the stamp and
 * key, build the block and touch the file. {@code readBytes} opens the same file and reads it into
 * a heap buffer, nothing else. Both read from the page cache (the file was just written), so the
 * ratio is the tier's own overhead.
 *
 * <p>Run: {@code ./mvnw -Pjmh test-compile exec:exec -Djmh.args="DiskTierHitBenchmark -f 1 -wi 3 -i
 * 5"}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class DiskTierHitBenchmark {

  /** Samples × features of the cached block. */
  @Param({"189x2151", "2000x2000"})
  public String shape;

  private Path folder;
  private DiskStepCache tier;
  private StepCacheKey key;
  private Path file;

  /** Writes the entry outside the measurement. */
  @Setup(Level.Trial)
  public void setUp() throws IOException {
    folder = Files.createTempDirectory("disk-tier-bench");
    tier = DiskStepCache.open(folder, 1L << 32, Precision.FLOAT32);
    Block block = BenchBlocks.randomList(shape, 1).get(0);
    key = StepCacheKey.of("{\"class\":\"SNV\"}", Fingerprint.ZERO, StepSelector.of(List.of()));
    tier.store(key, CachedStepState.of(CachedStepState.Source.of(List.of(block), List.of("raw"))));
    file = tier.fileOf(key);
  }

  /** Removes the folder. */
  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    try (Stream<Path> all = Files.walk(folder)) {
      for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }

  /** One disk-tier hit: the checked entry as a state. */
  @Benchmark
  public CachedStepState hit() {
    return tier.load(key).orElseThrow();
  }

  /** The baseline: the same file's bytes read into a heap buffer. */
  @Benchmark
  public ByteBuffer readBytes() throws IOException {
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
      ByteBuffer buf = ByteBuffer.allocate((int) ch.size());
      while (buf.hasRemaining() && ch.read(buf) >= 0) {
        // until full
      }
      return buf.flip();
    }
  }
}
