package org.spectraflow.engine.catalogue;

import java.util.Optional;
import java.util.OptionalLong;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.GeneratorSyntax;

/**
 * The parameters written on one operator, with the declared defaults filling the others: what a
 * {@link ShapeRule} reads. Immutable.
 */
public final class ResolvedParams {

  private final OperatorSpec spec;
  private final JsonObject written;

  /** The values {@code written} (JSON {@code params}) of an operator declared by {@code spec}. */
  public ResolvedParams(OperatorSpec spec, JsonObject written) {
    this.spec = spec;
    this.written = written;
  }

  /** The operator's declaration. */
  public OperatorSpec spec() {
    return spec;
  }

  /** The value written, else the declared default, else None. */
  public JsonValue get(String name) {
    return written
        .get(name)
        .orElseGet(() -> spec.param(name).map(ParamSpec::defaultValue).orElse(JsonValue.NULL));
  }

  /** The integer value, empty when it is None, not an integer, too large or still a generator. */
  public OptionalLong integer(String name) {
    JsonValue v = get(name);
    if (v instanceof JsonValue.JsonInt i
        && i.value().bitLength() < 63
        && !GeneratorSyntax.containsGenerator(v)) {
      return OptionalLong.of(i.value().longValue());
    }
    return OptionalLong.empty();
  }

  /** The declared lower bound of an integer parameter, or {@code fallback}. */
  public long minimum(String name, long fallback) {
    return spec.param(name).flatMap(ParamSpec::minimum).map(Double::longValue).orElse(fallback);
  }

  /** A problem with the value of {@code name}. */
  public Optional<ParamProblem> problem(String name, String problem, String advice) {
    return Optional.of(new ParamProblem(name, get(name), problem, advice));
  }
}
