package org.spectraflow.cli;

import java.util.Map;
import java.util.Optional;

/**
 * The whole numbers a numeric option accepts, and the one table of them: a value outside (or not a
 * number at all, or too large for its type) is one {@code error:} line naming the option and the
 * range, from the parser ({@link ParameterErrorLine}) or from the command ({@link #require}).
 *
 * @param option the option's name, e.g. {@code --threads}
 * @param min the smallest value accepted
 * @param max the largest value accepted
 * @param note what the bounds mean, or empty
 */
record OptionRange(String option, long min, long max, String note) {

  private static final Map<String, OptionRange> BY_OPTION =
      Map.ofEntries(
          entry(new OptionRange("--max-variants", 1, Long.MAX_VALUE, "")),
          entry(new OptionRange("--threads", 1, 4096, "1 runs the variants one after the other")),
          entry(new OptionRange("--repeat", 1, 100_000, "")),
          entry(new OptionRange("--warmup", 0, 100_000, "")),
          entry(new OptionRange("--components", 1, 10_000, "")),
          entry(new OptionRange("--python-repeat", 1, 100_000, "")),
          entry(new OptionRange("--fit-repeat", 1, 100_000, "")),
          entry(new OptionRange("--verbose", 0, 2, "0 quiet, 1 step cache, 2 every step")),
          entry(new OptionRange("--samples", 2, Integer.MAX_VALUE, "")),
          entry(new OptionRange("--wavelengths", 2, Integer.MAX_VALUE, "")),
          entry(new OptionRange("--seed", Long.MIN_VALUE, Long.MAX_VALUE, "")),
          entry(
              new OptionRange(
                  "--save-model-variant", 0, Integer.MAX_VALUE, "the # column of the table")));

  private static Map.Entry<String, OptionRange> entry(OptionRange range) {
    return Map.entry(range.option(), range);
  }

  /** The range of {@code option} (any of its names), if it is a numeric option of the table. */
  static Optional<OptionRange> of(String option) {
    return Optional.ofNullable(BY_OPTION.get(option.equals("-v") ? "--verbose" : option));
  }

  /** The declared range of {@code option}; an option missing from the table is a bug. */
  static OptionRange named(String option) {
    return of(option).orElseThrow(() -> new IllegalStateException("no range for " + option));
  }

  /** {@code value} when in range, else an {@link IllegalArgumentException} naming the range. */
  static long require(String option, long value) {
    OptionRange range = named(option);
    if (value < range.min() || value > range.max()) {
      throw new IllegalArgumentException(
          option + " must be " + range.describe() + ", was " + value);
    }
    return value;
  }

  /** {@code "a whole number from 1 to 4096 (1 runs ...)"}. */
  String describe() {
    return "a whole number from " + min + " to " + max + (note.isEmpty() ? "" : " (" + note + ")");
  }
}
