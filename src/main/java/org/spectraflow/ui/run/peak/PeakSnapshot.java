package org.spectraflow.ui.run.peak;

import java.util.List;

/**
 * The live bytes at the run's peak resident set: when it happened, in which variant and step, the
 * process' RSS then and the groups of bytes that were live. The groups' bytes need not add up to
 * the RSS: a cache entry holds the same immutable blocks as the variant that computed it, and the
 * process also holds the JVM, the code and garbage, shown as the rest.
 *
 * @param seconds seconds since the run began
 * @param variant the variant whose step reached the peak
 * @param step the step that reached it, {@code 3 [0] SNV}
 * @param rssBytes the process' resident set at the peak
 * @param groups the live bytes by kind
 */
public record PeakSnapshot(
    double seconds, int variant, String step, long rssBytes, List<PeakGroup> groups) {

  /** Copies the groups. */
  public PeakSnapshot {
    groups = List.copyOf(groups);
  }

  /** The group labelled {@code label}, or an empty one. */
  public PeakGroup group(String label) {
    return groups.stream()
        .filter(g -> g.label().equals(label))
        .findFirst()
        .orElse(new PeakGroup(label, 0, List.of()));
  }
}
