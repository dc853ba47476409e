package org.spectraflow.engine.run.step;

import java.util.List;

/**
 * Seeds for random draws nirs4all takes from OS entropy (augmenters without a {@code random_state},
 * an augmentation plan without one): derived from the document's {@code random_state} (0 when
 * unset), the step number, the branch path and the draw's position, so the same document and seed
 * give the same numbers in every run, cached or not (docs/compatibility.md, sample augmentation).
 * Stateless.
 */
final class StepSeeds {

  private StepSeeds() {}

  /** A non-negative seed for the draw at {@code position} of step {@code step}. */
  static long derive(long runSeed, int step, List<Integer> branchPath, long... position) {
    long h = mix(runSeed ^ 0x5deece66dL);
    h = mix(h ^ step);
    for (int b : branchPath) {
      h = mix(h ^ (b + 0x100L));
    }
    for (long p : position) {
      h = mix(h ^ p);
    }
    return h & Long.MAX_VALUE;
  }

  /** SplitMix64's finaliser (Steele, Lea and Flood, 2014). */
  private static long mix(long z) {
    z += 0x9e3779b97f4a7c15L;
    z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
    z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
    return z ^ (z >>> 31);
  }
}
