package org.spectraflow.engine.generate;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.GeneratorSyntax;
import org.spectraflow.engine.pipeline.Keywords;
import org.spectraflow.engine.pipeline.Operator;

/**
 * The "generated branches" rule (docs/compatibility.md, nirs4all's pipeline language): in a
 * document that is not expanded into variants, generators inside a duplication branch become extra
 * branches of that one variant.
 *
 * <ul>
 *   <li>{@code {"branch": {"_or_": [A, B]}}}: one branch per alternative, named after its operator;
 *   <li>named form: a generator value gives {@code <name>_<operator>} branches; a list holding
 *       generators gives the Cartesian product, named {@code <name>_0, <name>_1, ...} (just {@code
 *       <name>} when one results);
 *   <li>list form: {@code {"name", "steps"}} items expand like the named form; a bare generator
 *       item gives one branch per alternative; a nested list with generators gives {@code
 *       branch_<i>_<j>}.
 * </ul>
 *
 * Separation branches are left alone. Stateless apart from the expansion seed.
 */
final class GeneratedBranches {

  private final Expander expander;

  GeneratedBranches(Optional<BigInteger> seed) {
    this.expander = new Expander(seed);
  }

  /** The steps with every duplication branch's generators turned into branches (recursively). */
  JsonArray expand(JsonArray steps) {
    return JsonArray.of(steps.items().stream().map(this::step).toList());
  }

  private JsonValue step(JsonValue step) {
    return switch (step) {
      case JsonArray a -> expand(a);
      case JsonObject o
          when o.has(Keywords.BRANCH)
              && !GeneratorSyntax.isSeparation(o.get(Keywords.BRANCH).orElseThrow())
              && GeneratorSyntax.containsGenerator(o.get(Keywords.BRANCH).orElseThrow()) ->
          o.with(Keywords.BRANCH, branch(o.get(Keywords.BRANCH).orElseThrow()));
      default -> step;
    };
  }

  private JsonValue branch(JsonValue value) {
    return switch (value) {
      case JsonObject o when !GeneratorSyntax.strategiesIn(o).isEmpty() ->
          named(alternativesByOperator("", o));
      case JsonObject o -> namedForm(o);
      case JsonArray a -> listForm(a);
      default -> value;
    };
  }

  private JsonObject namedForm(JsonObject o) {
    JsonObject.Builder out = JsonObject.builder();
    o.members()
        .forEach(
            (name, steps) -> {
              if (name.startsWith("_") || !GeneratorSyntax.containsGenerator(steps)) {
                out.put(name, steps instanceof JsonArray a ? expand(a) : steps);
                return;
              }
              for (Named n : expandNamed(name, steps)) {
                out.put(n.name(), n.steps());
              }
            });
    return out.build();
  }

  private JsonArray listForm(JsonArray items) {
    List<JsonValue> out = new ArrayList<>();
    for (int i = 0; i < items.size(); i++) {
      JsonValue item = items.get(i);
      if (!GeneratorSyntax.containsGenerator(item)) {
        out.add(item);
      } else if (item instanceof JsonObject o
          && o.has("steps")
          && o.get("name").flatMap(JsonValue::asString).isPresent()) {
        String name = o.get("name").flatMap(JsonValue::asString).orElseThrow();
        List<Named> named = expandNamed(name, o.get("steps").orElseThrow());
        for (int j = 0; j < named.size(); j++) {
          String suffix = named.size() == 1 ? name : name + "_" + j;
          out.add(o.with("name", JsonValue.string(suffix)).with("steps", named.get(j).steps()));
        }
      } else if (item instanceof JsonObject o && !GeneratorSyntax.strategiesIn(o).isEmpty()) {
        alternativesByOperator("", o).forEach(n -> out.add(listItem(n)));
      } else {
        List<JsonValue> alts = expander.alternatives(item);
        for (int j = 0; j < alts.size(); j++) {
          out.add(listItem(new Named("branch_" + i + "_" + j, stepsOf(alts.get(j)))));
        }
      }
    }
    return JsonArray.of(out);
  }

  private List<Named> expandNamed(String name, JsonValue steps) {
    if (steps instanceof JsonObject o && !GeneratorSyntax.strategiesIn(o).isEmpty()) {
      return alternativesByOperator(name + "_", o);
    }
    List<JsonValue> alts = expander.alternatives(steps);
    List<Named> out = new ArrayList<>();
    for (int j = 0; j < alts.size(); j++) {
      out.add(new Named(alts.size() == 1 ? name : name + "_" + j, stepsOf(alts.get(j))));
    }
    return out;
  }

  /** One branch per alternative of a generator node, named {@code prefix + operator} (unique). */
  private List<Named> alternativesByOperator(String prefix, JsonObject generator) {
    List<Named> out = new ArrayList<>();
    Set<String> used = new HashSet<>();
    for (JsonValue alt : expander.alternatives(generator)) {
      String base = prefix + operatorName(alt);
      String name = base;
      for (int k = 2; !used.add(name); k++) {
        name = base + "_" + k;
      }
      out.add(new Named(name, stepsOf(alt)));
    }
    return out;
  }

  private static String operatorName(JsonValue alt) {
    return switch (alt) {
      case JsonArray a ->
          String.join("_", a.items().stream().map(GeneratedBranches::operatorName).toList());
      case JsonObject o when o.has("model") ->
          new Operator(o.get("model").orElseThrow()).simpleName();
      case JsonValue.JsonNull n -> "None";
      default -> new Operator(alt).simpleName();
    };
  }

  private static JsonArray stepsOf(JsonValue alt) {
    return alt instanceof JsonArray a ? a : JsonArray.of(alt);
  }

  private static JsonObject named(List<Named> branches) {
    JsonObject.Builder out = JsonObject.builder();
    branches.forEach(n -> out.put(n.name(), n.steps()));
    return out.build();
  }

  private static JsonObject listItem(Named n) {
    return JsonObject.builder()
        .put("name", JsonValue.string(n.name()))
        .put("steps", n.steps())
        .build();
  }

  /** A branch's name and steps. */
  private record Named(String name, JsonArray steps) {}
}
