package org.spectraflow.engine.pipeline;

import java.util.List;
import java.util.Optional;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/**
 * The two parameter-sweep sugar forms of docs/pipeline-language.md §2.6, rewritten into the direct
 * nested form: a sibling {@code param} sweep, and a {@code _grid_}/{@code _zip_} map next to an
 * operator without {@code params}. Shapes that do not match are returned unchanged (the reference's
 * silent no-ops); {@link #isIgnoredGenerator} recognises them so they can be reported.
 */
public final class ParamSweep {

  private static final List<String> OPERATOR_KEYS = List.of("model", Keywords.Y_PROCESSING);

  private ParamSweep() {}

  /** The object with a sweep moved into its operator's params, or the object itself. */
  public static JsonObject normalise(JsonObject o) {
    List<String> gens = GeneratorSyntax.strategiesIn(o);
    if (gens.size() != 1) {
      return o;
    }
    String g = gens.get(0);
    Optional<String> param = o.get("param").flatMap(JsonValue::asString);
    boolean map =
        param.isEmpty()
            && !o.has("param")
            && (g.equals("_grid_") || g.equals("_zip_"))
            && o.get(g).orElseThrow() instanceof JsonObject;
    if (param.isEmpty() && !map) {
      return o;
    }
    Optional<String> holder = operatorHolder(o);
    if (holder.isEmpty()) {
      return o;
    }
    JsonObject operator =
        holder.get().isEmpty() ? o : (JsonObject) o.get(holder.get()).orElseThrow();
    if (map && operator.has("params")) {
      return o;
    }
    JsonObject spec = generatorSpec(o, g);
    JsonObject params = map ? spec : paramsOf(operator).with(param.orElseThrow(), spec);
    JsonObject rest =
        o.filterKeys(
            k -> !k.equals(g) && !k.equals("param") && !k.equals("count") && !k.equals("_seed_"));
    return holder.get().isEmpty()
        ? rest.with("params", params)
        : rest.with(holder.get(), operator.with("params", params));
  }

  /**
   * True when the object carries a strategy keyword that expansion will ignore: not a pure
   * generator, no {@code _or_}, and no sweep shape (docs/pipeline-language.md §2.6 silent no-ops).
   */
  public static boolean isIgnoredGenerator(JsonObject o) {
    List<String> gens = GeneratorSyntax.strategiesIn(o);
    if (gens.isEmpty() || o.has("_or_") || normalise(o) != o) {
      return false;
    }
    return !GeneratorSyntax.ALLOWED.get(gens.get(0)).containsAll(o.keys());
  }

  /** "" when the object itself is the operator, else the key holding it; empty if none. */
  private static Optional<String> operatorHolder(JsonObject o) {
    if (o.has("class")) {
      return Optional.of("");
    }
    return OPERATOR_KEYS.stream()
        .filter(k -> o.get(k).orElse(null) instanceof JsonObject op && op.has("class"))
        .findFirst();
  }

  private static JsonObject generatorSpec(JsonObject o, String g) {
    JsonObject.Builder spec = JsonObject.builder().put(g, o.get(g).orElseThrow());
    o.get("count").ifPresent(v -> spec.put("count", v));
    o.get("_seed_").ifPresent(v -> spec.put("_seed_", v));
    return spec.build();
  }

  private static JsonObject paramsOf(JsonObject operator) {
    return operator.get("params").orElse(null) instanceof JsonObject p ? p : JsonObject.EMPTY;
  }
}
