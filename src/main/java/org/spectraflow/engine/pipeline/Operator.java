package org.spectraflow.engine.pipeline;

import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/**
 * An operator reference as written in a document (docs/pipeline-language.md §1.2): a dotted class
 * path string, or an object with {@code class} (or {@code function}, ...) and optional {@code
 * params}. A view over the JSON node; edits return new operators and keep the other keys.
 */
public record Operator(JsonValue node) {

  /** Keys that make an object an operator reference (docs/pipeline-language.md §1.3 rule 4). */
  public static final Set<String> REFERENCE_KEYS =
      Set.of("class", "function", "module", "object", "pipeline", "instance");

  /** Rejects null. */
  public Operator {
    Objects.requireNonNull(node, "node");
  }

  /** An operator with default parameters, written as a bare path string. */
  public static Operator of(String path) {
    return new Operator(JsonValue.string(path));
  }

  /**
   * The reference string: the path string itself, or the {@code class}/{@code function}/... value.
   */
  public Optional<String> reference() {
    return switch (node) {
      case JsonValue.JsonString s -> Optional.of(s.value());
      case JsonObject o ->
          REFERENCE_KEYS.stream()
              .map(o::get)
              .flatMap(Optional::stream)
              .flatMap(v -> v.asString().stream())
              .findFirst();
      default -> Optional.empty();
    };
  }

  /** The last dotted segment of the reference ({@code PLSRegression}), or {@code ?}. */
  public String simpleName() {
    String ref = reference().orElse("?");
    return ref.substring(ref.lastIndexOf('.') + 1);
  }

  /** The constructor parameters written in the document (empty when none). */
  public JsonObject params() {
    return node instanceof JsonObject o && o.get("params").orElse(null) instanceof JsonObject p
        ? p
        : JsonObject.EMPTY;
  }

  /** A copy with one parameter set; a bare string becomes {@code {"class": .., "params": {..}}}. */
  public Operator withParam(String name, JsonValue value) {
    return withParams(params().with(name, value));
  }

  /** A copy with all parameters replaced. */
  public Operator withParams(JsonObject params) {
    JsonObject base =
        switch (node) {
          case JsonObject o -> o;
          case JsonValue.JsonString s -> JsonObject.of("class", s);
          default -> throw new IllegalStateException("not an operator reference: " + node);
        };
    return new Operator(params.size() == 0 ? base.without("params") : base.with("params", params));
  }

  /** True if the node is itself a generator ({@code {"_or_": [...]}}) rather than one operator. */
  public boolean isGenerator() {
    return node instanceof JsonObject o && !GeneratorSyntax.strategiesIn(o).isEmpty();
  }
}
