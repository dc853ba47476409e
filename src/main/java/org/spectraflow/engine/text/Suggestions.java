package org.spectraflow.engine.text;

import java.util.Collection;
import java.util.Comparator;
import java.util.Locale;
import java.util.Optional;

/**
 * "Did you mean" for misspelt keys and names: the known word nearest to a typo by edit distance
 * (insertions, deletions, substitutions and swaps of neighbours), if it is close enough to be a
 * typo rather than another word (at most 2 edits, and fewer edits than half the word). Only words
 * within 2 characters of the typo's length are compared, so a 10 MB typo costs no more than a short
 * one.
 */
public final class Suggestions {

  private static final int MAX_EDITS = 2;

  private Suggestions() {}

  /** The nearest of {@code known} to {@code typo}, when it is plausibly what was meant. */
  public static Optional<String> nearest(String typo, Collection<String> known) {
    if (typo.length() > Closest.MAX_NAME_CHARS) {
      return Optional.empty();
    }
    String t = typo.toLowerCase(Locale.ROOT);
    return known.stream()
        .filter(k -> !k.equals(typo) && Math.abs(k.length() - typo.length()) <= MAX_EDITS)
        .map(k -> new Scored(k, distance(t, k.toLowerCase(Locale.ROOT))))
        .filter(
            s ->
                s.distance() <= MAX_EDITS
                    && s.distance() * 2 < Math.max(typo.length(), s.word().length()))
        .min(Comparator.comparingInt(Scored::distance).thenComparing(Scored::word))
        .map(Scored::word);
  }

  /** {@code "; did you mean 'x'?"} or nothing. */
  public static String hint(String typo, Collection<String> known) {
    return nearest(typo, known).map(k -> "; did you mean '" + k + "'?").orElse("");
  }

  /**
   * Optimal-string-alignment distance (Damerau-Levenshtein without repeated edits of one
   * substring).
   */
  static int distance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1
            && j > 1
            && a.charAt(i - 1) == b.charAt(j - 2)
            && a.charAt(i - 2) == b.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[a.length()][b.length()];
  }

  private record Scored(String word, int distance) {}
}
