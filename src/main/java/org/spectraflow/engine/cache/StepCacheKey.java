package org.spectraflow.engine.cache;

import java.util.List;
import java.util.Objects;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Fingerprint;

/**
 * The identity of one step application: what the step is, what data it reads and through which
 * selector. Two applications with equal keys produce the same features, so the second may reuse the
 * first's output. Each part is a 128-bit {@link Fingerprint}; equality is on all three.
 *
 * <p>Cheap to compute: the data part combines the input blocks' fingerprints (each computed once
 * per block, at load for raw data or derived from operator config and inputs), never a pass over
 * the values.
 *
 * @param step fingerprint of the operator's canonical configuration (not of its position)
 * @param data fingerprint of the input blocks per source and of the sample-index state
 * @param selector fingerprint of the {@link StepSelector}
 */
public record StepCacheKey(Fingerprint step, Fingerprint data, Fingerprint selector) {

  private static final int SHOWN_HEX = 16;

  /** Requires the three parts. */
  public StepCacheKey {
    Objects.requireNonNull(step, "step");
    Objects.requireNonNull(data, "data");
    Objects.requireNonNull(selector, "selector");
  }

  /** The key of applying the operator with {@code canonicalStepConfig} to {@code data}. */
  public static StepCacheKey of(
      String canonicalStepConfig, Fingerprint data, StepSelector selector) {
    return new StepCacheKey(stepFingerprint(canonicalStepConfig), data, selector.fingerprint());
  }

  /** The fingerprint of an operator's canonical configuration string (e.g. sorted-key JSON). */
  public static Fingerprint stepFingerprint(String canonicalStepConfig) {
    return Fingerprint.derive("step:" + canonicalStepConfig);
  }

  /**
   * The fingerprint of a step's input: the block fingerprints per source (in processing order) and
   * {@code indexState}, a fingerprint of the sample index (exclusions, augmentation; use {@link
   * Fingerprint#ZERO} when the index cannot change). Source boundaries are part of it.
   */
  public static Fingerprint dataFingerprint(
      List<List<Fingerprint>> blocksPerSource, Fingerprint indexState) {
    Fingerprint[] parts = new Fingerprint[blocksPerSource.size() + 1];
    parts[0] = indexState;
    for (int s = 0; s < blocksPerSource.size(); s++) {
      parts[s + 1] =
          Fingerprint.derive("source", blocksPerSource.get(s).toArray(Fingerprint[]::new));
    }
    return Fingerprint.derive("data", parts);
  }

  /** {@link #dataFingerprint} of the blocks' own fingerprints. */
  public static Fingerprint dataFingerprintOfBlocks(
      List<List<Block>> blocksPerSource, Fingerprint indexState) {
    return dataFingerprint(
        blocksPerSource.stream().map(s -> s.stream().map(Block::fingerprint).toList()).toList(),
        indexState);
  }

  /** A readable form, {@code step:<16 hex>:<16 hex>:<16 hex>}, as nirs4all prints its keys. */
  @Override
  public String toString() {
    return "step:"
        + step.shortHex(SHOWN_HEX)
        + ":"
        + data.shortHex(SHOWN_HEX)
        + ":"
        + selector.shortHex(SHOWN_HEX);
  }
}
