package org.spectraflow.ui.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.stream.Stream;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.observe.ByteFormat;
import org.spectraflow.engine.pipeline.PipelineDocument;

/**
 * A model of a run's peak memory, made before the run from the document, the dataset's shape, the
 * precision and the CacheConfig, and independent of the JVM's heap at the time. Its terms, in
 * feature blocks the size of the raw one (docs/internals.md, §3): the raw features, held by the
 * run's input for the whole run; the datasets a variant holds at once, one per branch context
 * ({@link RunShape#contexts()}: the executor keeps every context's features until the variant ends
 * or a merge joins them), each the size of the raw block since a transformer step's output replaces
 * its input; of those, the blocks written anew ({@link RunShape#writtenBlocks()}: copy-on-write
 * lanes that write nothing share their parent's block, deep-copy lanes each hold a copy, and a
 * detach copies references only); and the step cache's retained outputs: one block per distinct
 * transformer output the variants compute, bounded by the entry limit and the byte budget. {@link
 * #dataPeakBytes()} counts what the engine reports (every held context's dataset bytes, the sum of
 * the steady bytes of the contexts alive together, plus the step cache's peak) and is the figure
 * compared with the run's measured peak ({@link HeldBytes}); {@link #peakBytes()} counts each block
 * once, adds the process baseline (the studio's resident set when it started) and is compared with
 * the RSS threshold. A folder's features are estimated from its {@code X*} files at about 8
 * characters per value.
 *
 * @param featureBytes bytes of the raw feature matrix
 * @param workers variants running at once: the run's threads, at most the variants, ≥ 1
 * @param contexts datasets a variant holds at once (branch contexts), ≥ 1
 * @param writtenBlocks of those, the raw-sized blocks written anew (0 without transformers)
 * @param cacheBytes bytes the step cache may retain
 * @param baselineBytes the studio's resident memory when it started (fixed for the session)
 * @param thresholdBytes the configured warning threshold
 * @param machineBytes the machine's physical memory (0 when unknown)
 */
public record MemoryEstimate(
    long featureBytes,
    long workers,
    long contexts,
    long writtenBlocks,
    long cacheBytes,
    long baselineBytes,
    long thresholdBytes,
    long machineBytes) {

  private static final int CHARS_PER_VALUE = 8;

  /**
   * Estimates a run of {@code document} on {@code dataset} with {@code config} on {@code threads}
   * workers.
   */
  public static MemoryEstimate of(
      DatasetChoice dataset,
      Precision precision,
      PipelineDocument document,
      CacheConfig config,
      int threads,
      long baselineBytes,
      long machineBytes) {
    long raw = featureValues(dataset) * precision.bytesPerValue();
    RunShape shape = RunShape.of(document, config.useCowSnapshots());
    long entries = Math.min(config.stepCacheMaxEntries(), shape.distinctOutputs());
    long cache =
        config.stepCacheEnabled() ? Math.min(config.stepCacheMaxBytes(), raw * entries) : 0;
    return new MemoryEstimate(
        raw,
        Math.max(1, Math.min(threads, shape.variants())),
        shape.contexts(),
        shape.writtenBlocks(),
        cache,
        baselineBytes,
        config.memoryWarningThresholdBytes(),
        machineBytes);
  }

  /**
   * The modelled peak of the engine's own accounting: the dataset bytes of the contexts the
   * variants in flight hold, plus the step cache (blocks a context and the cache share are counted
   * in both, as the engine reports them).
   */
  public long dataPeakBytes() {
    return workers * contexts * featureBytes + cacheBytes;
  }

  /** The bytes of the blocks the run writes and keeps: written blocks and the step cache. */
  public long addedBytes() {
    return workers * writtenBlocks * featureBytes + cacheBytes;
  }

  /**
   * The estimated peak resident memory: the baseline, the raw features and {@link #addedBytes()}.
   */
  public long peakBytes() {
    return baselineBytes + featureBytes + addedBytes();
  }

  /** A warning when the peak passes the threshold or the machine's memory, else empty. */
  public String warning() {
    if (machineBytes > 0 && peakBytes() > machineBytes) {
      return "estimated peak "
          + ByteFormat.format(peakBytes())
          + " exceeds this machine's "
          + ByteFormat.format(machineBytes)
          + " of memory";
    }
    if (peakBytes() > thresholdBytes) {
      return "estimated peak "
          + ByteFormat.format(peakBytes())
          + " passes the warning threshold "
          + ByteFormat.format(thresholdBytes);
    }
    return "";
  }

  /** {@code ≈ 7.6 MB data peak (raw 1.3 MB, 1 worker × 6 contexts, 6 written, cache 0 B)}. */
  public String describe() {
    return "≈ "
        + ByteFormat.format(dataPeakBytes())
        + " data peak (raw "
        + ByteFormat.format(featureBytes)
        + ", "
        + workers
        + (workers == 1 ? " worker × " : " workers × ")
        + contexts
        + (contexts == 1 ? " context, " : " contexts, ")
        + writtenBlocks
        + " written, cache "
        + ByteFormat.format(cacheBytes)
        + ")";
  }

  /** The formula with this estimate's numbers, one term per line (the label's tooltip). */
  public String formula() {
    return String.join(
        "\n",
        "data peak = workers × contexts × raw + cache = " + ByteFormat.format(dataPeakBytes()),
        "  raw      = samples × wavelengths × bytes per value = " + ByteFormat.format(featureBytes),
        "  contexts = datasets a variant holds at once (one per branch lane, kept until the"
            + " variant ends or a merge) = "
            + contexts,
        "  workers  = variants running at once (threads, at most the variants) = " + workers,
        "  cache    = min(step_cache_max_mb, min(step_cache_max_entries, distinct outputs) × raw) = "
            + ByteFormat.format(cacheBytes),
        "added = workers × written × raw + cache = " + ByteFormat.format(addedBytes()),
        "  written  = blocks transformer steps write and keep (a copy-on-write lane that writes"
            + " nothing shares its parent's; a detach copies references only) = "
            + writtenBlocks,
        "RSS peak ≈ baseline "
            + ByteFormat.format(baselineBytes)
            + " + raw + added = "
            + ByteFormat.format(peakBytes()),
        "warning threshold " + ByteFormat.format(thresholdBytes));
  }

  /**
   * The estimate beside what the run measured: {@code measuredBytes} is the largest sum of the
   * dataset bytes of the branch contexts held together plus the step cache's peak ({@link
   * HeldBytes}).
   */
  public String versus(long measuredBytes) {
    return "estimate "
        + ByteFormat.format(dataPeakBytes())
        + " vs measured "
        + ByteFormat.format(measuredBytes)
        + " data peak";
  }

  private static long featureValues(DatasetChoice dataset) {
    if (dataset.isDemo()) {
      return (long) dataset.samples() * dataset.wavelengths();
    }
    if (!dataset.isFolder()) {
      return size(Path.of(dataset.path())) / CHARS_PER_VALUE;
    }
    try (Stream<Path> files = Files.list(Path.of(dataset.path()))) {
      return files
              .filter(f -> f.getFileName().toString().toUpperCase(Locale.ROOT).startsWith("X"))
              .mapToLong(MemoryEstimate::size)
              .sum()
          / CHARS_PER_VALUE;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list dataset folder " + dataset.path(), e);
    }
  }

  private static long size(Path file) {
    try {
      return Files.size(file);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the size of " + file, e);
    }
  }
}
