package org.spectraflow.engine.data.builder;

/**
 * How the builder divides the matched samples into calibration (train) and validation (test).
 * Fractions are in (0, 1). Immutable.
 */
public sealed interface SplitChoice {

  /** Kennard-Stone on the spectra; {@code testFraction} of the samples go to validation. */
  record KennardStone(double testFraction) implements SplitChoice {}

  /** SPXY (Kennard-Stone on spectra and the first target). */
  record Spxy(double testFraction) implements SplitChoice {}

  /** A seeded random permutation (scikit-learn ShuffleSplit's). */
  record Random(double testFraction, long seed) implements SplitChoice {}

  /** A reference-table column whose cells say train/cal or test/val for each sample. */
  record Column(String name) implements SplitChoice {}

  /**
   * The choice {@code text} names: {@code kennard-stone}, {@code spxy}, {@code random} or {@code
   * column:NAME}.
   *
   * @throws IllegalArgumentException naming the text and the choices
   */
  static SplitChoice parse(String text, double testFraction, long seed) {
    if (!(testFraction > 0 && testFraction < 1)) {
      throw new IllegalArgumentException(
          "--test-fraction: " + testFraction + " must be a fraction between 0 and 1 (e.g. 0.25)");
    }
    String t = text.trim();
    if (t.regionMatches(true, 0, "column:", 0, 7) && t.length() > 7) {
      return new Column(t.substring(7));
    }
    return switch (t.toLowerCase(java.util.Locale.ROOT)) {
      case "kennard-stone", "kennard_stone", "ks" -> new KennardStone(testFraction);
      case "spxy" -> new Spxy(testFraction);
      case "random" -> new Random(testFraction, seed);
      default ->
          throw new IllegalArgumentException(
              "--split: '"
                  + text
                  + "' is not a split; give kennard-stone, spxy, random or column:NAME");
    };
  }
}
