package org.spectraflow.engine.catalogue;

import java.util.Optional;
import java.util.OptionalLong;

/** The common {@link ShapeRule}s, ready to declare. */
public final class ShapeRules {

  private ShapeRules() {}

  /** {@code name} must be odd (the editor suggests the next odd value). */
  public static ShapeRule odd(String name) {
    return (values, shape) -> {
      OptionalLong v = values.integer(name);
      return v.isPresent() && v.getAsLong() % 2 == 0
          ? values.problem(
              name, "must be odd (try " + (v.getAsLong() + 1) + ")", "use an odd value")
          : Optional.empty();
    };
  }

  /** {@code name} must be greater than {@code other}. */
  public static ShapeRule greaterThan(String name, String other) {
    return (values, shape) -> {
      OptionalLong v = values.integer(name);
      OptionalLong o = values.integer(other);
      return v.isPresent() && o.isPresent() && v.getAsLong() <= o.getAsLong()
          ? values.problem(
              name,
              "must be greater than " + other + " = " + o.getAsLong(),
              "raise " + name + " or lower " + other)
          : Optional.empty();
    };
  }

  /** {@code name} must not exceed the number of features at the step. */
  public static ShapeRule atMostFeatures(String name, String advice) {
    return (values, shape) ->
        shape.knowsFeatures()
            ? atMost(
                values, name, shape.features(), shape.features() + " features at this step", advice)
            : Optional.empty();
  }

  /** {@code name} must not exceed the number of training samples. */
  public static ShapeRule atMostSamples(String name, String advice) {
    return (values, shape) ->
        shape.knowsSamples()
            ? atMost(values, name, shape.samples(), shape.samples() + " training samples", advice)
            : Optional.empty();
  }

  /** {@code name} must not exceed min(training samples, features at the step). */
  public static ShapeRule atMostSamplesAndFeatures(String name, String advice) {
    return (values, shape) -> {
      if (!shape.knowsSamples() || !shape.knowsFeatures()) {
        return Optional.empty();
      }
      int limit = Math.min(shape.samples(), shape.features());
      return atMost(
          values,
          name,
          limit,
          "min("
              + shape.samples()
              + " training samples, "
              + shape.features()
              + " features at this step)",
          advice);
    };
  }

  private static Optional<ParamProblem> atMost(
      ResolvedParams values, String name, long limit, String what, String advice) {
    OptionalLong v = values.integer(name);
    if (v.isEmpty() || v.getAsLong() <= limit) {
      return Optional.empty();
    }
    long min = values.minimum(name, 0);
    return values.problem(
        name,
        "must be at most the " + what + " (valid " + min + " <= " + name + " <= " + limit + ")",
        advice);
  }
}
