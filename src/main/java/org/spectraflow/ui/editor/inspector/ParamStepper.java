package org.spectraflow.ui.editor.inspector;

import java.util.Optional;
import org.spectraflow.engine.catalogue.ParamSpec;

/**
 * The − / + buttons of a number field: the value one unit below or above the field's current value
 * (its default when unset), kept inside the declared range. Only plain int and float parameters
 * step; sweeps, choices and undeclared parameters do not.
 */
public final class ParamStepper {

  private ParamStepper() {}

  /** True if the field shows − / + buttons. */
  public static boolean steps(ParamField f) {
    return f.spec() != null
        && !f.swept()
        && (f.spec().type() == ParamSpec.Type.INT || f.spec().type() == ParamSpec.Type.FLOAT);
  }

  /**
   * The text one step ({@code direction} −1 or +1) from the field's value, or empty if it cannot
   * step.
   */
  public static Optional<String> step(ParamField f, int direction) {
    if (!steps(f)) {
      return Optional.empty();
    }
    Optional<Double> current = number(f.isDefault() ? f.defaultText() : f.text());
    return current.map(
        v -> {
          double next = clamp(f.spec(), v + Integer.signum(direction));
          return f.spec().type() == ParamSpec.Type.INT
              ? Long.toString(Math.round(next))
              : Double.toString(next);
        });
  }

  private static Optional<Double> number(String text) {
    try {
      return Optional.of(Double.parseDouble(text.trim()));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  private static double clamp(ParamSpec spec, double v) {
    double lo = spec.minimum().orElse(Double.NEGATIVE_INFINITY);
    double hi = spec.maximum().orElse(Double.POSITIVE_INFINITY);
    return Math.max(lo, Math.min(hi, v));
  }
}
