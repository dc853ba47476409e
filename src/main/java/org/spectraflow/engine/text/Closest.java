package org.spectraflow.engine.text;

import java.util.Collection;
import java.util.Optional;

/**
 * The known name closest to a misspelt one, for "did you mean" hints: the smallest edit distance
 * (case-insensitive), if it is at most a third of the name's length (and at least 1). Names longer
 * than {@value #MAX_NAME_CHARS} characters get no hint, and a known name whose length differs by
 * more than the allowed distance is not compared, so a 10 MB name costs no more than a short one.
 */
public final class Closest {

  /** Longer names are not typos of a known name; they get no hint. */
  public static final int MAX_NAME_CHARS = 256;

  private Closest() {}

  /** The closest of {@code known} to {@code name}, when close enough to be a likely typo. */
  public static Optional<String> to(String name, Collection<String> known) {
    if (name.length() > MAX_NAME_CHARS) {
      return Optional.empty();
    }
    int allowed = Math.max(1, name.length() / 3);
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String k : known) {
      if (Math.abs(k.length() - name.length()) > allowed) {
        continue;
      }
      int d = distance(name.toLowerCase(), k.toLowerCase());
      if (d < bestDistance) {
        best = k;
        bestDistance = d;
      }
    }
    return bestDistance <= allowed ? Optional.ofNullable(best) : Optional.empty();
  }

  /** A " (did you mean 'x'?)" suffix, or empty. */
  public static String hint(String name, Collection<String> known) {
    return to(name, known).map(k -> " (did you mean '" + k + "'?)").orElse("");
  }

  private static int distance(String a, String b) {
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      prev[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int substitute = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        cur[j] = Math.min(substitute, Math.min(prev[j], cur[j - 1]) + 1);
      }
      int[] t = prev;
      prev = cur;
      cur = t;
    }
    return prev[b.length()];
  }
}
