package org.spectraflow.engine.cache.disk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.cache.CachedStepState;
import org.spectraflow.engine.cache.StepCache;
import org.spectraflow.engine.cache.StepCacheKey;
import org.spectraflow.engine.cache.StepSelector;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.data.Precision;

/**
 * The disk tier (docs/caching.md §3.11): bit-identical round trips; truncated, damaged, stale and
 * foreign entries are a miss with one warning and a removed file; the folder stays within its
 * bound, least recently used first; instances sharing a folder never read a wrong value.
 */
class DiskStepCacheTest {

  private static final long BIG = 1L << 30;

  @TempDir Path dir;
  private final List<String> warnings = new ArrayList<>();

  private DiskStepCache open(long maxBytes) {
    DiskStepCache c = DiskStepCache.open(dir, maxBytes, Precision.FLOAT32);
    c.beginRun(warnings::add);
    return c;
  }

  static StepCacheKey key(int i) {
    return StepCacheKey.of("op" + i, Fingerprint.ofString("data" + i), StepSelector.of(List.of()));
  }

  static Block block(Precision p, int rows, int cols, long seed) {
    Random r = new Random(seed);
    Block.Writer w = Block.writer(p, rows, cols);
    for (int i = 0; i < rows * cols; i++) {
      w.setFlat(i, r.nextGaussian() * 1e3);
    }
    w.setFlat(0, Double.NaN);
    return w.build();
  }

  static CachedStepState state(long seed) {
    Block raw = block(Precision.FLOAT32, 7, 5, seed);
    Block snv = block(Precision.FLOAT32, 7, 5, seed + 1).withFingerprint(Fingerprint.ofString("d"));
    return new CachedStepState(
        List.of(
            new CachedStepState.Source(
                List.of(raw, snv, raw),
                List.of("raw", "raw_SNV_1", "raw_copy"),
                List.of("1000", "1002", "1004", "1006", "1008"),
                "nm"),
            CachedStepState.Source.of(
                List.of(block(Precision.FLOAT32, 7, 3, seed + 2)), List.of("raw"))));
  }

  static void assertSameState(CachedStepState got, CachedStepState want) {
    assertThat(got.sources()).hasSameSizeAs(want.sources());
    for (int s = 0; s < want.sources().size(); s++) {
      CachedStepState.Source g = got.sources().get(s);
      CachedStepState.Source w = want.sources().get(s);
      assertThat(g.processingIds()).isEqualTo(w.processingIds());
      assertThat(g.headers()).isEqualTo(w.headers());
      assertThat(g.headerUnit()).isEqualTo(w.headerUnit());
      for (int b = 0; b < w.blocks().size(); b++) {
        assertThat(g.blocks().get(b).contentEquals(w.blocks().get(b))).isTrue();
        assertThat(g.blocks().get(b).fingerprint()).isEqualTo(w.blocks().get(b).fingerprint());
      }
    }
    assertThat(got.distinctBlocks()).hasSameSizeAs(want.distinctBlocks());
  }

  @Test
  void aStoredStateReadsBackBitForBitWithItsFingerprintsIdsAndHeaders() {
    DiskStepCache c = open(BIG);
    CachedStepState s = state(1);
    c.store(key(1), s);
    assertSameState(c.load(key(1)).orElseThrow(), s);
    // another instance (another process) reads the same bits
    DiskStepCache other = DiskStepCache.open(dir, BIG, Precision.FLOAT32);
    assertSameState(other.load(key(1)).orElseThrow(), s);
    assertThat(c.stats().writes()).isEqualTo(1);
    assertThat(c.stats().hits()).isEqualTo(1);
    assertThat(c.stats().bytesRead()).isEqualTo(c.stats().bytesWritten()).isPositive();
    assertThat(warnings).isEmpty();
  }

  @Test
  void float64StatesRoundTripAndAreNotSeenByAFloat32Cache() {
    DiskStepCache c64 = DiskStepCache.open(dir, BIG, Precision.FLOAT64);
    Block b = block(Precision.FLOAT64, 4, 9, 3);
    CachedStepState s = CachedStepState.of(CachedStepState.Source.of(List.of(b), List.of("raw")));
    c64.store(key(2), s);
    assertSameState(c64.load(key(2)).orElseThrow(), s);
    assertThat(open(BIG).load(key(2))).isEmpty();
    assertThat(warnings).isEmpty();
  }

  @Test
  void anAbsentEntryIsAQuietMiss() {
    assertThat(open(BIG).load(key(9))).isEmpty();
    assertThat(warnings).isEmpty();
  }

  @Test
  void aTruncatedEntryIsAMissWithOneWarningAndIsRemoved() throws IOException {
    DiskStepCache c = open(BIG);
    c.store(key(1), state(1));
    Path file = c.fileOf(key(1));
    for (long keep : new long[] {0, 5, 40, Files.size(file) - 1}) {
      c.store(key(1), state(1));
      truncate(file, keep);
      assertThat(c.load(key(1))).as("truncated to " + keep).isEmpty();
      assertThat(file).doesNotExist();
    }
    assertThat(warnings).hasSize(4).allMatch(w -> w.contains(file.toString()));
    assertThat(c.stats().damaged()).isEqualTo(4);
  }

  @Test
  void everyFlippedBitIsCaughtByTheChecksums() throws IOException {
    DiskStepCache c = open(BIG);
    c.store(key(1), state(1));
    Path file = c.fileOf(key(1));
    byte[] good = Files.readAllBytes(file);
    Random r = new Random(7);
    for (int trial = 0; trial < 60; trial++) {
      byte[] bad = good.clone();
      int at = trial < 30 ? r.nextInt(200) : r.nextInt(bad.length); // header, then anywhere
      bad[at] ^= (byte) (1 << r.nextInt(8));
      Files.write(file, bad);
      assertThat(c.load(key(1))).as("bit flipped at byte " + at).isEmpty();
      assertThat(file).doesNotExist();
    }
    assertThat(warnings).hasSize(60);
    assertThat(c.stats().hits()).isZero();
  }

  @Test
  void anEntryOfAnotherEngineOrFormatIsAMissWithAWarning() throws IOException {
    DiskStepCache older =
        DiskStepCache.open(dir, BIG, Precision.FLOAT32, "SpectraFlow 0.9 numerics 0");
    older.store(key(1), state(1));
    DiskStepCache c = open(BIG);
    assertThat(c.load(key(1))).isEmpty();
    assertThat(warnings).singleElement().asString().contains("another engine");
    // a later format: the version field says so
    c.store(key(1), state(1));
    Path file = c.fileOf(key(1));
    byte[] bytes = Files.readAllBytes(file);
    bytes[EntryCodec.MAGIC.length] = (byte) (EntryCodec.FORMAT + 1);
    Files.write(file, bytes);
    assertThat(c.load(key(1))).isEmpty();
    assertThat(warnings).hasSize(2).last().asString().contains("format");
    // once rewritten by this engine the entry is read again
    c.store(key(1), state(1));
    assertSameState(c.load(key(1)).orElseThrow(), state(1));
  }

  @Test
  void aFileHoldingAnotherKeyIsAMissNotItsValues() throws IOException {
    DiskStepCache c = open(BIG);
    c.store(key(1), state(1));
    Files.copy(c.fileOf(key(1)), c.fileOf(key(2)), StandardCopyOption.REPLACE_EXISTING);
    assertThat(c.load(key(2))).isEmpty();
    assertThat(warnings).singleElement().asString().contains("another key");
    assertSameState(c.load(key(1)).orElseThrow(), state(1));
  }

  @Test
  void theFolderNeverExceedsItsBoundAndTheLeastRecentlyUsedLeaveFirst() throws IOException {
    DiskStepCache probe = DiskStepCache.open(dir.resolve("probe"), BIG, Precision.FLOAT32);
    probe.store(key(0), state(0));
    long entry = Files.size(probe.fileOf(key(0)));
    long bound = entry * 3 + entry / 2; // room for three entries
    DiskStepCache c = open(bound);
    for (int i = 0; i < 3; i++) {
      c.store(key(i), state(i));
      Files.setLastModifiedTime(c.fileOf(key(i)), FileTime.from(Instant.ofEpochSecond(1000 + i)));
    }
    assertThat(c.load(key(0))).isPresent(); // key 0 becomes the most recently used
    for (int i = 3; i < 12; i++) {
      c.store(key(i), state(i));
      assertThat(entryBytes()).isLessThanOrEqualTo(bound);
      if (i == 3) {
        assertThat(c.fileOf(key(1))).doesNotExist(); // the least recently used left first
        assertThat(c.fileOf(key(0))).exists();
      }
    }
    assertThat(c.stats().evictions()).isEqualTo(9);
    assertThat(c.stats().sizeBytes()).isEqualTo(entryBytes()).isLessThanOrEqualTo(bound);
    // an entry larger than the whole bound is never written
    DiskStepCache tiny = open(entry / 2);
    tiny.store(key(50), state(50));
    assertThat(tiny.fileOf(key(50))).doesNotExist();
  }

  @Test
  void twoCachesOnOneFolderFromTwoThreadsNeverReadAWrongValue() throws Exception {
    DiskStepCache probe = DiskStepCache.open(dir.resolve("probe"), BIG, Precision.FLOAT32);
    probe.store(key(0), state(0));
    long bound = Files.size(probe.fileOf(key(0))) * 5;
    ConcurrentLinkedQueue<Throwable> failures = new ConcurrentLinkedQueue<>();
    ConcurrentLinkedQueue<String> shared = new ConcurrentLinkedQueue<>();
    Thread[] workers = new Thread[2];
    for (int t = 0; t < workers.length; t++) {
      DiskStepCache c = DiskStepCache.open(dir, bound, Precision.FLOAT32);
      c.beginRun(shared::add);
      int seed = t;
      workers[t] =
          new Thread(
              () -> {
                Random r = new Random(seed);
                try {
                  for (int n = 0; n < 150; n++) {
                    int k = r.nextInt(12);
                    Optional<CachedStepState> got = c.load(key(k));
                    if (got.isPresent()) {
                      assertSameState(got.get(), state(k));
                    } else {
                      c.store(key(k), state(k));
                    }
                  }
                } catch (Throwable e) {
                  failures.add(e);
                }
              });
      workers[t].start();
    }
    for (Thread w : workers) {
      w.join();
    }
    assertThat(failures).isEmpty();
    assertThat(shared).isEmpty();
    assertThat(entryBytes()).isLessThanOrEqualTo(bound);
  }

  @Test
  void aStepCacheAsksTheDiskTierOnAMemoryMissAndCountsTheHit() {
    DiskStepCache tier = open(BIG);
    StepCache first = new StepCache(BIG, 10, (k, s, b, c) -> {}, tier);
    assertThat(first.get(key(1))).isEmpty();
    first.put(key(1), state(1));
    StepCache second =
        new StepCache(BIG, 10, (k, s, b, c) -> {}, DiskStepCache.open(dir, BIG, Precision.FLOAT32));
    assertSameState(second.get(key(1)).orElseThrow(), state(1));
    assertThat(second.stats().hits()).isEqualTo(1);
    assertThat(second.stats().disk().hits()).isEqualTo(1);
    assertThat(second.stats().entries()).isEqualTo(1); // loaded into memory: the next get is there
    assertThat(second.get(key(1))).isPresent();
    assertThat(second.stats().disk().hits()).isEqualTo(1);
    assertThat(second.stats().asMap()).containsKey("disk");
  }

  @Test
  void aWriteThatFailsIsAWarningAndTheRunGoesOn() throws IOException {
    Path sub = Files.createDirectory(dir.resolve("sub"));
    DiskStepCache c = DiskStepCache.open(sub, BIG, Precision.FLOAT32);
    c.beginRun(warnings::add);
    Files.delete(sub);
    Files.writeString(sub, "now a file");
    c.store(key(1), state(1));
    assertThat(warnings).singleElement().asString().contains("cannot keep an entry");
    assertThat(c.stats().writes()).isZero();
    // reading through a folder that is now a file is a miss with a warning, not an exception
    assertThat(c.load(key(1))).isEmpty();
    assertThat(warnings).hasSize(2).last().asString().contains("cannot be read");
  }

  @Test
  void aFolderThatIsAFileIsRefusedWithItsName() throws IOException {
    Path file = Files.writeString(dir.resolve("not-a-folder"), "x");
    assertThatThrownBy(() -> DiskStepCache.open(file, BIG, Precision.FLOAT32))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(file.toString())
        .hasMessageContaining("is a file");
  }

  private long entryBytes() throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files
          .filter(f -> f.toString().endsWith(FolderBound.SUFFIX))
          .mapToLong(f -> f.toFile().length())
          .sum();
    }
  }

  private static void truncate(Path file, long keep) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    Files.write(file, java.util.Arrays.copyOf(bytes, (int) Math.min(keep, bytes.length)));
  }
}
