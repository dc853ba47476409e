package org.spectraflow.engine.operators.split.groups;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.DocumentPath;

/**
 * The repetition and aggregation keys of a {@code split} step (docs/pipeline-language.md §4.5):
 * whether the dataset's repetition column is left out of the groups ({@code ignore_repetition}),
 * how a group's spectra become its representative ({@code aggregation}: mean or median, per
 * feature) and how its targets do ({@code y_aggregation}: mean when null, else mean, median or
 * mode). The representatives only matter for splitters that are not group splitters, which split
 * one representative per group.
 *
 * @param ignoreRepetition true to group by the {@code group_by} columns only
 * @param aggregation the representative spectrum of a group
 * @param yAggregation the representative target of a group
 */
public record GroupOptions(
    boolean ignoreRepetition, Aggregation aggregation, TargetAggregation yAggregation) {

  /** The defaults: repetitions kept together, mean spectrum, mean target. */
  public static final GroupOptions DEFAULT =
      new GroupOptions(false, Aggregation.MEAN, TargetAggregation.MEAN);

  /** The keys read here, in document order. */
  public static final List<String> KEYS =
      List.of("ignore_repetition", "aggregation", "y_aggregation");

  /** Checks the references. */
  public GroupOptions {
    Objects.requireNonNull(aggregation, "aggregation");
    Objects.requireNonNull(yAggregation, "yAggregation");
  }

  /** How a group's spectra become one representative spectrum (feature by feature). */
  public enum Aggregation {
    /** The mean of the group's rows. */
    MEAN,
    /** The median of the group's rows (the mean of the two middle values for an even count). */
    MEDIAN;

    /** The document spelling. */
    public String id() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** How a group's targets become one representative target. */
  public enum TargetAggregation {
    /** The mean (also what {@code y_aggregation: null} means). */
    MEAN,
    /** The median. */
    MEDIAN,
    /** The most frequent value, the smallest among equally frequent ones (class labels). */
    MODE;

    /** The document spelling. */
    public String id() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /**
   * Reads the keys beside {@code split} in the step at {@code step}; absent keys take the defaults.
   *
   * @throws IllegalArgumentException naming the key, the step and the allowed values
   */
  public static GroupOptions read(JsonObject siblings, DocumentPath step) {
    boolean ignore = false;
    Optional<JsonValue> ig = siblings.get("ignore_repetition");
    if (ig.isPresent() && !(ig.get() instanceof JsonValue.JsonNull)) {
      if (!(ig.get() instanceof JsonValue.JsonBool b)) {
        throw new IllegalArgumentException(
            step.key("ignore_repetition")
                + ": must be true or false, was "
                + ig.get()
                + " (true splits by the group_by columns only, ignoring the dataset's repetition"
                + " column)");
      }
      ignore = b.value();
    }
    Aggregation x =
        choice(
            siblings,
            step,
            "aggregation",
            Aggregation.values(),
            Aggregation.MEAN,
            "how a group's spectra become its representative");
    TargetAggregation y =
        choice(
            siblings,
            step,
            "y_aggregation",
            TargetAggregation.values(),
            TargetAggregation.MEAN,
            "how a group's targets become its representative; null means mean");
    return new GroupOptions(ignore, x, y);
  }

  private static <E extends Enum<E>> E choice(
      JsonObject siblings, DocumentPath step, String key, E[] values, E absent, String meaning) {
    Optional<JsonValue> v = siblings.get(key);
    if (v.isEmpty() || v.get() instanceof JsonValue.JsonNull) {
      return absent;
    }
    String allowed =
        String.join(
            ", ", Arrays.stream(values).map(e -> e.name().toLowerCase(Locale.ROOT)).toList());
    String text = v.get().asString().orElse(null);
    for (E e : values) {
      if (e.name().toLowerCase(Locale.ROOT).equals(text)) {
        return e;
      }
    }
    throw new IllegalArgumentException(
        step.key(key)
            + ": "
            + v.get()
            + " is not allowed; use one of "
            + allowed
            + " ("
            + meaning
            + ")");
  }
}
