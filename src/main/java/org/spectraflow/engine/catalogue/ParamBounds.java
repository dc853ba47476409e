package org.spectraflow.engine.catalogue;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.pipeline.GeneratorSyntax;

/**
 * Checks the numbers written on an operator against its declared bounds, without building it:
 * constant work per parameter, so a value meant to exhaust memory or time (a window of 2^31-1
 * points, 2^70 components) is refused before anything depends on it. Types are left to the
 * operator's builder, generators to expansion.
 */
public final class ParamBounds {

  private ParamBounds() {}

  /** Every numeric parameter of {@code written} above its declared maximum. */
  public static List<ParamProblem> aboveMaximum(OperatorSpec spec, JsonObject written) {
    return check(spec, written, true);
  }

  /** Every numeric parameter of {@code written} outside its declared bounds. */
  public static List<ParamProblem> outOfBounds(OperatorSpec spec, JsonObject written) {
    return check(spec, written, false);
  }

  private static List<ParamProblem> check(
      OperatorSpec spec, JsonObject written, boolean upperOnly) {
    List<ParamProblem> out = new ArrayList<>();
    written
        .members()
        .forEach(
            (name, value) ->
                spec.param(name)
                    .ifPresent(
                        p -> {
                          boolean number =
                              p.numeric()
                                  && value.isNumber()
                                  && !GeneratorSyntax.containsGenerator(value);
                          if (number
                              && (upperOnly ? p.aboveMaximum(value) : !p.withinBounds(value))) {
                            out.add(
                                new ParamProblem(
                                    name,
                                    value,
                                    "out of range, valid" + p.bounds(),
                                    "choose a value in that range"));
                          }
                        }));
    return out;
  }

  /** The problems found by the declaration's rules on {@code written} and data of {@code shape}. */
  public static List<ParamProblem> ruleProblems(
      OperatorSpec spec, JsonObject written, DataShape shape) {
    ResolvedParams values = new ResolvedParams(spec, written);
    List<ParamProblem> out = new ArrayList<>();
    for (ShapeRule rule : spec.rules()) {
      rule.check(values, shape).ifPresent(out::add);
    }
    return out;
  }
}
