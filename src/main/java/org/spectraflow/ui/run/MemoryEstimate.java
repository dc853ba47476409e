package org.spectraflow.ui.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.observe.ByteFormat;
import org.spectraflow.engine.pipeline.BranchStep;
import org.spectraflow.engine.pipeline.GeneratorStep;
import org.spectraflow.engine.pipeline.OperatorStep;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.Step;

/**
 * A model of a run's peak memory, made before the run from the document, the dataset's shape, the
 * precision and the CacheConfig, and independent of the JVM's heap at the time: the raw feature
 * block (always live), the processed block a transformer step puts in its place (one at a time:
 * each step's output replaces its input), the branch snapshot and the lane working on it
 * (copy-on-write shares the snapshot, a deep copy duplicates it), and the step cache's retained
 * outputs: one block per distinct transformer output the variants compute (counted by expanding up
 * to {@value #EXPANDED} variants and collecting their distinct chains of top-level transformer
 * steps), bounded by the entry limit and the byte budget. The data part is compared with the run's
 * measured peak of block bytes (steady bytes plus the cache's peak); the process baseline (the
 * studio's resident set when it started) is added only for the warning against the RSS threshold. A
 * folder's features are estimated from its {@code X*} files at about 8 characters per value.
 *
 * @param featureBytes bytes of the raw feature matrix
 * @param stepBytes bytes of the processed block live beside the raw one (0 without transformers)
 * @param branchBytes bytes branches add: the snapshot's lane copy (twice without copy-on-write)
 * @param cacheBytes bytes the step cache may retain
 * @param baselineBytes the studio's resident memory when it started (fixed for the session)
 * @param thresholdBytes the configured warning threshold
 * @param machineBytes the machine's physical memory (0 when unknown)
 */
public record MemoryEstimate(
    long featureBytes,
    long stepBytes,
    long branchBytes,
    long cacheBytes,
    long baselineBytes,
    long thresholdBytes,
    long machineBytes) {

  private static final int CHARS_PER_VALUE = 8;
  private static final int EXPANDED = 2_000;

  /** Estimates a run of {@code document} on {@code dataset} with {@code config}. */
  public static MemoryEstimate of(
      DatasetChoice dataset,
      Precision precision,
      PipelineDocument document,
      CacheConfig config,
      long baselineBytes,
      long machineBytes) {
    long raw = featureValues(dataset) * precision.bytesPerValue();
    boolean transforms =
        document.steps().stream()
            .anyMatch(s -> s instanceof OperatorStep || s instanceof GeneratorStep);
    boolean branched = widestBranch(document) > 1;
    long branches = branched ? raw * (config.useCowSnapshots() ? 1 : 2) : 0;
    long entries = Math.min(config.stepCacheMaxEntries(), distinctOutputs(document));
    long cache =
        config.stepCacheEnabled() ? Math.min(config.stepCacheMaxBytes(), raw * entries) : 0;
    return new MemoryEstimate(
        raw,
        transforms ? raw : 0,
        branches,
        cache,
        baselineBytes,
        config.memoryWarningThresholdBytes(),
        machineBytes);
  }

  /** The modelled peak of the run's own bytes: blocks plus cache. */
  public long dataPeakBytes() {
    return featureBytes + stepBytes + branchBytes + cacheBytes;
  }

  /** The estimated peak resident memory: the baseline plus {@link #dataPeakBytes()}. */
  public long peakBytes() {
    return baselineBytes + dataPeakBytes();
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

  /** {@code ≈ 3.1 MB data peak (raw 1.0 MB, step 1.0 MB, branches 0 B, cache 1.0 MB)}. */
  public String describe() {
    return "≈ "
        + ByteFormat.format(dataPeakBytes())
        + " data peak (raw "
        + ByteFormat.format(featureBytes)
        + ", step "
        + ByteFormat.format(stepBytes)
        + ", branches "
        + ByteFormat.format(branchBytes)
        + ", cache "
        + ByteFormat.format(cacheBytes)
        + ")";
  }

  /** The formula with this estimate's numbers, one term per line (the label's tooltip). */
  public String formula() {
    return String.join(
        "\n",
        "data peak = raw + step + branches + cache",
        "  raw      = samples × wavelengths × bytes per value = " + ByteFormat.format(featureBytes),
        "  step     = one processed block beside the raw one = " + ByteFormat.format(stepBytes),
        "  branches = snapshot lane copy (× 2 without copy-on-write) = "
            + ByteFormat.format(branchBytes),
        "  cache    = min(step_cache_max_mb, min(step_cache_max_entries, distinct outputs) × raw) = "
            + ByteFormat.format(cacheBytes),
        "RSS peak ≈ baseline "
            + ByteFormat.format(baselineBytes)
            + " + data peak = "
            + ByteFormat.format(peakBytes()),
        "warning threshold " + ByteFormat.format(thresholdBytes));
  }

  /**
   * The estimate beside what the run measured: {@code measuredBytes} is the largest block bytes a
   * step saw plus the step cache's peak.
   */
  public String versus(long measuredBytes) {
    return "estimate "
        + ByteFormat.format(dataPeakBytes())
        + " vs measured "
        + ByteFormat.format(measuredBytes)
        + " data peak";
  }

  /**
   * Distinct chains of top-level transformer steps over the first variants: the cacheable outputs.
   */
  private static long distinctOutputs(PipelineDocument document) {
    Set<String> chains = new HashSet<>();
    try (Stream<Variant> variants = VariantExpansion.standard().expand(document, EXPANDED)) {
      variants.forEach(
          v -> {
            StringBuilder chain = new StringBuilder();
            for (Step step : v.pipeline().steps()) {
              if (step instanceof OperatorStep || step instanceof GeneratorStep) {
                chains.add(chain.append(step.toJson()).append('|').toString());
              }
            }
          });
    } catch (RuntimeException e) {
      // a document that does not expand cannot run either; validation reports it, and the
      // estimate falls back to the entry limit
      return Long.MAX_VALUE;
    }
    return chains.size();
  }

  private static long featureValues(DatasetChoice dataset) {
    if (dataset.isDemo()) {
      return (long) dataset.samples() * dataset.wavelengths();
    }
    try (Stream<Path> files = Files.list(Path.of(dataset.folder()))) {
      return files
              .filter(f -> f.getFileName().toString().toUpperCase(Locale.ROOT).startsWith("X"))
              .mapToLong(MemoryEstimate::size)
              .sum()
          / CHARS_PER_VALUE;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list dataset folder " + dataset.folder(), e);
    }
  }

  private static long size(Path file) {
    try {
      return Files.size(file);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the size of " + file, e);
    }
  }

  private static int widestBranch(PipelineDocument document) {
    return document.steps().stream()
        .filter(BranchStep.class::isInstance)
        .mapToInt(s -> ((BranchStep) s).branches().size())
        .max()
        .orElse(1);
  }
}
