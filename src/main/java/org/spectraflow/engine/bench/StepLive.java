package org.spectraflow.engine.bench;

/**
 * The live heap of one untimed full-cache run, read after a collection at the end of every step.
 *
 * @param baselineBytes the heap live before the run (the JVM's own objects, every loaded dataset)
 * @param peakBytes the largest live heap at the end of any step
 * @param datasetBytes the bytes of the workload's input dataset (live before and during the run)
 */
public record StepLive(long baselineBytes, long peakBytes, long datasetBytes) {

  /** Nothing measured. */
  public static final StepLive NONE = new StepLive(0, 0, 0);

  /**
   * The run's own live peak: the peak minus what was live before the run, plus the input dataset
   * (which the run reads and the steady bytes count).
   */
  public long runBytes() {
    return Math.max(0, peakBytes - baselineBytes) + datasetBytes;
  }
}
