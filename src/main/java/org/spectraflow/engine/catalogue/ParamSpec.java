package org.spectraflow.engine.catalogue;

import java.util.List;
import java.util.Optional;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.json.PythonJson;

/**
 * One constructor parameter of a catalogued operator: name, type, default, valid range or choices,
 * unit and a one-line help text. The engine's document check, the editor's forms and validation and
 * the operator table of {@code docs/operators.md} all read it.
 *
 * <p>Every numeric parameter carries both bounds, so that a value that would exhaust memory or time
 * (a window of 2^31-1 points, 2^70 components) is refused before any work starts.
 *
 * @param min inclusive lower bound for numbers, or null
 * @param max inclusive upper bound for numbers, or null
 * @param choices allowed values for {@link Type#CHOICE}, else empty
 * @param unit unit of measure ("points", "columns", ...) or empty
 */
public record ParamSpec(
    String name,
    Type type,
    JsonValue defaultValue,
    Double min,
    Double max,
    List<JsonValue> choices,
    String unit,
    String description) {

  /** The {@code copy} flag most nirs4all and scikit-learn operators accept. */
  public static final ParamSpec COPY =
      bool("copy", true, "work on a copy (never changes the numbers)");

  /** Parameter value types, in Python terms. */
  public enum Type {
    /** A Python int. */
    INT,
    /** An int or None. */
    INT_OR_NULL,
    /** A Python float (ints accepted). */
    FLOAT,
    /** A float, an int count, or None (e.g. {@code test_size}). */
    FLOAT_OR_INT_OR_NULL,
    /** True or False. */
    BOOL,
    /** One of {@link ParamSpec#choices()}. */
    CHOICE,
    /** A two-number pair {@code [a, b]} (a Python tuple). */
    PAIR,
    /** A list of integers (e.g. PredefinedSplit's {@code test_fold}). */
    INT_LIST,
    /** A text (a name); required when the default is None. */
    TEXT,
    /** A list of values (texts or numbers), one value, or None (the default). */
    VALUE_LIST,
    /** A non-empty list of operator references ({@code "Name"} or {@code {"class": ...}}). */
    OPERATOR_LIST,
    /** A list of numbers (e.g. Resampler's {@code target_wavelengths}). */
    FLOAT_LIST,
    /** A number or one of {@link ParamSpec#choices()} (e.g. {@code fill_value='extrapolate'}). */
    FLOAT_OR_CHOICE
  }

  /** Copies the choices. */
  public ParamSpec {
    choices = List.copyOf(choices);
    unit = unit == null ? "" : unit;
  }

  /** An integer parameter within {@code [min, max]}. */
  public static ParamSpec integer(
      String name, long def, long min, long max, String unit, String description) {
    return new ParamSpec(
        name,
        Type.INT,
        JsonValue.integer(def),
        (double) min,
        (double) max,
        List.of(),
        unit,
        description);
  }

  /** An integer-or-None parameter (default None) within {@code [min, max]}. */
  public static ParamSpec intOrNull(
      String name, long min, long max, String unit, String description) {
    return new ParamSpec(
        name,
        Type.INT_OR_NULL,
        JsonValue.NULL,
        (double) min,
        (double) max,
        List.of(),
        unit,
        description);
  }

  /** A real parameter within {@code [min, max]}. */
  public static ParamSpec floating(
      String name, double def, double min, double max, String unit, String description) {
    return new ParamSpec(
        name, Type.FLOAT, JsonValue.of(def), min, max, List.of(), unit, description);
  }

  /** A size: a fraction (float), a count (int) or None (default), within {@code [0, max]}. */
  public static ParamSpec sizeOrNull(String name, double max, String description) {
    return new ParamSpec(
        name, Type.FLOAT_OR_INT_OR_NULL, JsonValue.NULL, 0.0, max, List.of(), "", description);
  }

  /** A True/False parameter. */
  public static ParamSpec bool(String name, boolean def, String description) {
    return new ParamSpec(
        name, Type.BOOL, JsonValue.of(def), null, null, List.of(), "", description);
  }

  /** A parameter taking one of {@code choices}. */
  public static ParamSpec choice(String name, Object def, List<?> choices, String description) {
    return new ParamSpec(
        name,
        Type.CHOICE,
        JsonValue.of(def),
        null,
        null,
        choices.stream().map(JsonValue::of).toList(),
        "",
        description);
  }

  /** A pair of numbers {@code (a, b)} with integer defaults. */
  public static ParamSpec pair(String name, long a, long b, String description) {
    return new ParamSpec(
        name,
        Type.PAIR,
        JsonArray.of(JsonValue.integer(a), JsonValue.integer(b)),
        null,
        null,
        List.of(),
        "",
        description);
  }

  /** A list-of-integers parameter whose default is the empty list. */
  public static ParamSpec intList(String name, String description) {
    return new ParamSpec(
        name, Type.INT_LIST, JsonArray.of(), null, null, List.of(), "", description);
  }

  /**
   * A text parameter (e.g. a metadata column name); {@code def} null means the parameter has no
   * default and must be given ({@link #required()}).
   */
  public static ParamSpec text(String name, String def, String description) {
    return new ParamSpec(
        name,
        Type.TEXT,
        def == null ? JsonValue.NULL : JsonValue.of(def),
        null,
        null,
        List.of(),
        "",
        description);
  }

  /** A list-of-numbers parameter without a default (None: the operator asks for it). */
  public static ParamSpec floatList(String name, String description) {
    return new ParamSpec(
        name, Type.FLOAT_LIST, JsonValue.NULL, null, null, List.of(), "", description);
  }

  /** A parameter taking a number within {@code [min, max]} or one of {@code choices}. */
  public static ParamSpec floatOrChoice(
      String name, Object def, double min, double max, List<?> choices, String description) {
    return new ParamSpec(
        name,
        Type.FLOAT_OR_CHOICE,
        JsonValue.of(def),
        min,
        max,
        choices.stream().map(JsonValue::of).toList(),
        "",
        description);
  }

  /** A pair of numbers {@code (a, b)} or None (the default). */
  public static ParamSpec pairOrNull(String name, String description) {
    return new ParamSpec(name, Type.PAIR, JsonValue.NULL, null, null, List.of(), "", description);
  }

  /** A list of values (texts or numbers, or one value) whose default is None. */
  public static ParamSpec valueList(String name, String description) {
    return new ParamSpec(
        name, Type.VALUE_LIST, JsonValue.NULL, null, null, List.of(), "", description);
  }

  /** A required, non-empty list of operator references (the default, empty, is not valid). */
  public static ParamSpec operatorList(String name, String description) {
    return new ParamSpec(
        name, Type.OPERATOR_LIST, JsonArray.of(), null, null, List.of(), "", description);
  }

  /**
   * True when the parameter has no usable default and a document must give it: a {@link Type#TEXT}
   * or {@link Type#FLOAT_LIST} whose default is None, or an {@link Type#OPERATOR_LIST}.
   */
  public boolean required() {
    return (type == Type.TEXT || type == Type.FLOAT_LIST)
            && defaultValue instanceof JsonValue.JsonNull
        || type == Type.OPERATOR_LIST;
  }

  /** Inclusive lower bound, if any. */
  public Optional<Double> minimum() {
    return Optional.ofNullable(min);
  }

  /** Inclusive upper bound, if any. */
  public Optional<Double> maximum() {
    return Optional.ofNullable(max);
  }

  /** True for the numeric types, whose values the bounds limit. */
  public boolean numeric() {
    return type == Type.INT
        || type == Type.INT_OR_NULL
        || type == Type.FLOAT
        || type == Type.FLOAT_OR_INT_OR_NULL;
  }

  /** What is wrong with {@code v} for this parameter (type, range, choices), if anything. */
  public Optional<String> problem(JsonValue v) {
    boolean isNull = v instanceof JsonValue.JsonNull;
    return switch (type) {
      case INT ->
          v instanceof JsonValue.JsonInt ? range(v) : Optional.of("must be an integer" + bounds());
      case INT_OR_NULL ->
          isNull
              ? Optional.empty()
              : v instanceof JsonValue.JsonInt
                  ? range(v)
                  : Optional.of("must be an integer or None" + bounds());
      case FLOAT -> v.isNumber() ? range(v) : Optional.of("must be a number" + bounds());
      case FLOAT_OR_INT_OR_NULL ->
          isNull
              ? Optional.empty()
              : v.isNumber() ? range(v) : Optional.of("must be a number or None");
      case BOOL ->
          v instanceof JsonValue.JsonBool ? Optional.empty() : Optional.of("must be True or False");
      case CHOICE ->
          choices.contains(v)
              ? Optional.empty()
              : Optional.of(
                  "must be one of " + choices.stream().map(PythonJson::displayRepr).toList());
      case PAIR ->
          (isNull && defaultValue instanceof JsonValue.JsonNull)
                  || (v instanceof JsonArray a
                      && a.size() == 2
                      && a.get(0).isNumber()
                      && a.get(1).isNumber())
              ? Optional.empty()
              : Optional.of("must be a pair of numbers [a, b]");
      case INT_LIST ->
          v instanceof JsonArray a
                  && a.items().stream().allMatch(e -> e instanceof JsonValue.JsonInt)
              ? Optional.empty()
              : Optional.of("must be a list of integers");
      case TEXT ->
          v instanceof JsonValue.JsonString t && !t.value().isBlank()
              ? Optional.empty()
              : Optional.of(required() ? "must be given as a text (required)" : "must be a text");
      case VALUE_LIST ->
          isNull
                  || value(v)
                  || v instanceof JsonArray a && a.items().stream().allMatch(ParamSpec::value)
              ? Optional.empty()
              : Optional.of("must be a list of texts or numbers, one of them, or None");
      case OPERATOR_LIST ->
          v instanceof JsonArray a
                  && !a.items().isEmpty()
                  && a.items().stream().allMatch(ParamSpec::reference)
              ? Optional.empty()
              : Optional.of(
                  "must be a non-empty list of operator references (\"Name\" or {\"class\": ...})");
      case FLOAT_LIST ->
          v instanceof JsonArray a
                  && a.size() > 0
                  && a.items().stream().allMatch(JsonValue::isNumber)
              ? Optional.empty()
              : Optional.of("must be a non-empty list of numbers");
      case FLOAT_OR_CHOICE ->
          v.isNumber()
              ? range(v)
              : choices.contains(v)
                  ? Optional.empty()
                  : Optional.of(
                      "must be a number or one of "
                          + choices.stream().map(PythonJson::displayRepr).toList());
    };
  }

  private static boolean value(JsonValue v) {
    return v instanceof JsonValue.JsonString || v.isNumber() || v instanceof JsonValue.JsonBool;
  }

  private static boolean reference(JsonValue v) {
    return v instanceof JsonValue.JsonString s && !s.value().isBlank()
        || v instanceof JsonObject o && o.get("class").flatMap(JsonValue::asString).isPresent();
  }

  /** True when the number {@code v} lies within the declared bounds (NaN never does). */
  public boolean withinBounds(JsonValue v) {
    double d = v.asDouble();
    return !Double.isNaN(d) && (min == null || d >= min) && (max == null || d <= max);
  }

  /** True when the number {@code v} exceeds the declared upper bound. */
  public boolean aboveMaximum(JsonValue v) {
    return max != null && v.isNumber() && v.asDouble() > max;
  }

  /** The valid range as text, e.g. {@code " >= 1 and <= 10001"} (empty when unbounded). */
  public String bounds() {
    String lo = minimum().map(m -> " >= " + number(m)).orElse("");
    String hi = maximum().map(m -> " <= " + number(m)).orElse("");
    return lo.isEmpty() && hi.isEmpty()
        ? ""
        : lo + (lo.isEmpty() || hi.isEmpty() ? "" : " and") + hi;
  }

  private Optional<String> range(JsonValue v) {
    return withinBounds(v) ? Optional.empty() : Optional.of("out of range, valid" + bounds());
  }

  private static String number(double d) {
    return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d);
  }
}
