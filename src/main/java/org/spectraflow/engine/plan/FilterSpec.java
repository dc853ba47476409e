package org.spectraflow.engine.plan;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.SampleFilterOperator;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.Operator;

/**
 * The filters of an {@code exclude}, {@code tag} or legacy {@code sample_filter} step, read and
 * checked once: one filter or a list of them ({@code tag} also takes {@code {name: filter}}), each
 * an operator reference that must name a sample filter. Every error names the document path.
 *
 * @param filters the filters, by the tag column they write (their {@code tag_name}, or the key of a
 *     {@code tag} object), in document order
 * @param any true for {@code mode: "any"} (drop a sample any filter flags), false for {@code "all"}
 *     (drop only samples every filter flags)
 * @param cascade {@code cascade_to_augmented}: dropping a sample drops its augmented copies
 */
public record FilterSpec(Map<String, SampleFilterOperator> filters, boolean any, boolean cascade) {

  /** Copies the map (order kept). */
  public FilterSpec {
    filters = Collections.unmodifiableMap(new LinkedHashMap<>(filters));
  }

  /**
   * The filters of {@code value} (under {@code keyword} of the step at {@code step}, whose other
   * keys are {@code siblings}); {@code named} allows the {@code {name: filter}} form.
   */
  public static FilterSpec parse(
      JsonValue value,
      JsonObject siblings,
      DocumentPath step,
      String keyword,
      BiFunction<Operator, DocumentPath, TransformOperator> resolver,
      boolean named) {
    DocumentPath at = step.key(keyword);
    Map<String, SampleFilterOperator> out = new LinkedHashMap<>();
    if (value instanceof JsonArray a) {
      if (a.size() == 0) {
        throw new IllegalArgumentException(
            at
                + ": the filter list is empty; give at least one "
                + "filter, e.g. {\"class\": \"nirs4all.operators.filters.YOutlierFilter\"}");
      }
      for (int i = 0; i < a.size(); i++) {
        SampleFilterOperator f = filter(a.get(i), at.index(i), resolver);
        out.put(unique(out, f.tagName()), f);
      }
    } else if (named
        && value instanceof JsonObject o
        && o.keys().stream().noneMatch(Operator.REFERENCE_KEYS::contains)) {
      o.members().forEach((name, v) -> out.put(name, filter(v, at.key(name), resolver)));
    } else {
      SampleFilterOperator f = filter(value, at, resolver);
      out.put(f.tagName(), f);
    }
    String mode = siblings.get("mode").flatMap(JsonValue::asString).orElse("any");
    if (!mode.equals("any") && !mode.equals("all")) {
      throw new IllegalArgumentException(
          step.key("mode")
              + ": '"
              + mode
              + "' is not a mode; use \"any\" (drop a sample any filter flags) or \"all\"");
    }
    boolean cascade =
        !(siblings.get("cascade_to_augmented").orElse(null) instanceof JsonValue.JsonBool b)
            || b.value();
    return new FilterSpec(out, mode.equals("any"), cascade);
  }

  /** The filters as a list, in document order. */
  public List<SampleFilterOperator> list() {
    return new ArrayList<>(filters.values());
  }

  private static SampleFilterOperator filter(
      JsonValue v,
      DocumentPath at,
      BiFunction<Operator, DocumentPath, TransformOperator> resolver) {
    TransformOperator op = resolver.apply(new Operator(v), at);
    if (op instanceof SampleFilterOperator f) {
      return f;
    }
    throw new IllegalArgumentException(
        at
            + ": "
            + op.className()
            + " is not a sample filter; "
            + "use YOutlierFilter or SpectralQualityFilter");
  }

  private static String unique(Map<String, SampleFilterOperator> taken, String name) {
    String n = name;
    for (int i = 2; taken.containsKey(n); i++) {
      n = name + "_" + i;
    }
    return n;
  }
}
