package org.spectraflow.ui.editor.validation;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.spectraflow.engine.catalogue.DataShape;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamBounds;
import org.spectraflow.engine.catalogue.ParamProblem;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.json.PythonJson;
import org.spectraflow.engine.pipeline.GeneratorSyntax;
import org.spectraflow.engine.pipeline.Operator;

/**
 * Checks the parameters written on one operator against its catalogue declaration: each value's
 * type, range and choices ({@link ParamSpec#problem}), then the declaration's rules across
 * parameters (e.g. a Savitzky-Golay window odd and greater than the polynomial order), one message
 * per parameter. Swept (generator) values are left to expansion; rules on the data's shape wait for
 * the run, which knows the data.
 */
final class ParameterRules {

  private ParameterRules() {}

  /** Messages for every invalid parameter of {@code op}. */
  static List<String> check(Operator op, OperatorSpec spec) {
    List<String> out = new ArrayList<>();
    Set<String> flagged = new HashSet<>();
    op.params()
        .members()
        .forEach(
            (name, value) -> {
              if (!GeneratorSyntax.containsGenerator(value)) {
                spec.param(name)
                    .flatMap(p -> problem(p, value))
                    .ifPresent(
                        m -> {
                          flagged.add(name);
                          out.add(
                              spec.className()
                                  + "."
                                  + name
                                  + " = "
                                  + PythonJson.displayRepr(value)
                                  + ": "
                                  + m);
                        });
              }
            });
    for (ParamProblem p : ParamBounds.ruleProblems(spec, op.params(), DataShape.UNKNOWN)) {
      if (flagged.add(p.param())) {
        out.add(p.describe(spec.className()));
      }
    }
    return out;
  }

  /** What is wrong with one value, if anything. */
  static Optional<String> problem(ParamSpec p, JsonValue v) {
    return p.problem(v);
  }
}
