package org.spectraflow.engine.catalogue;

import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.json.PythonJson;

/**
 * One parameter value an operator refuses: which parameter, the value, what is wrong (with the
 * valid range) and what to do about it.
 *
 * @param param the parameter's name
 * @param value the value written (or the default)
 * @param problem what is wrong, e.g. {@code must be <= 200, the features at this step}
 * @param advice what to do, e.g. {@code use a shorter window}; may be empty
 */
public record ParamProblem(String param, JsonValue value, String problem, String advice) {

  /** {@code Op.param = value: problem}, as the editor lists it. */
  public String describe(String className) {
    return className + "." + param + " = " + PythonJson.displayRepr(value) + ": " + problem;
  }

  /** {@code Op.param = value: problem; advice}, as the engine reports it. */
  public String describeWithAdvice(String className) {
    return describe(className) + (advice.isEmpty() ? "" : "; " + advice);
  }
}
