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
import org.spectraflow.engine.pipeline.BranchStep;
import org.spectraflow.engine.pipeline.PipelineDocument;

/**
 * A rough peak-memory estimate made before a run, from the dataset's shape, the precision, the
 * widest branch step and the step-cache budget: the process's current footprint, plus the raw
 * features, plus per branch one processed copy (two without copy-on-write, which deep-copies the
 * snapshot), plus the cache filled up to the smaller of its byte budget and entries × features.
 * A folder's features are estimated from its {@code X*} files at about 8 characters per value.
 *
 * @param featureBytes bytes of the raw feature matrix
 * @param workingBytes bytes of the processed copies branches hold at once
 * @param cacheBytes bytes the step cache may retain
 * @param baselineBytes the process's resident memory before the run
 * @param thresholdBytes the configured warning threshold
 * @param machineBytes the machine's physical memory (0 when unknown)
 */
public record MemoryEstimate(long featureBytes, long workingBytes, long cacheBytes,
    long baselineBytes, long thresholdBytes, long machineBytes) {

  private static final int CHARS_PER_VALUE = 8;

  /** Estimates a run of {@code document} on {@code dataset} with {@code config}. */
  public static MemoryEstimate of(DatasetChoice dataset, Precision precision,
      PipelineDocument document, CacheConfig config, long baselineBytes, long machineBytes) {
    long features = featureValues(dataset) * precision.bytesPerValue();
    int branches = widestBranch(document);
    long working = features * branches * (config.useCowSnapshots() ? 1 : 2);
    long cache = config.stepCacheEnabled() ? Math.min(config.stepCacheMaxBytes(),
        features * config.stepCacheMaxEntries()) : 0;
    return new MemoryEstimate(features, working, cache, baselineBytes,
        config.memoryWarningThresholdBytes(), machineBytes);
  }

  /** The estimated peak resident memory. */
  public long peakBytes() {
    return baselineBytes + featureBytes + workingBytes + cacheBytes;
  }

  /** A warning when the peak passes the threshold or the machine's memory, else empty. */
  public String warning() {
    if (machineBytes > 0 && peakBytes() > machineBytes) {
      return "estimated peak " + ByteFormat.format(peakBytes()) + " exceeds this machine's "
          + ByteFormat.format(machineBytes) + " of memory";
    }
    if (peakBytes() > thresholdBytes) {
      return "estimated peak " + ByteFormat.format(peakBytes()) + " passes the warning threshold "
          + ByteFormat.format(thresholdBytes);
    }
    return "";
  }

  /** {@code ≈ 412.0 MB peak (features 1.2 MB, branches 2.4 MB, cache 0 B)}. */
  public String describe() {
    return "≈ " + ByteFormat.format(peakBytes()) + " peak (features "
        + ByteFormat.format(featureBytes) + ", branches " + ByteFormat.format(workingBytes)
        + ", cache " + ByteFormat.format(cacheBytes) + ")";
  }

  private static long featureValues(DatasetChoice dataset) {
    if (dataset.isDemo()) {
      return (long) dataset.samples() * dataset.wavelengths();
    }
    try (Stream<Path> files = Files.list(Path.of(dataset.folder()))) {
      return files.filter(f -> f.getFileName().toString().toUpperCase(Locale.ROOT)
          .startsWith("X")).mapToLong(MemoryEstimate::size).sum() / CHARS_PER_VALUE;
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
    return document.steps().stream().filter(BranchStep.class::isInstance)
        .mapToInt(s -> ((BranchStep) s).branches().size()).max().orElse(1);
  }
}
