package org.spectraflow.engine.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.Operator;

/**
 * A {@code sample_augmentation} step in standard mode, read and checked once
 * (docs/compatibility.md, sample augmentation): the transformers with their variation scope, the
 * copies per sample, the selection rule and the plan's seed. Every error names the document path.
 *
 * @param transformers the transformers in document order
 * @param count copies per base train sample (≥ 1)
 * @param random true for {@code selection: "random"}, false for {@code "all"} (round robin)
 * @param randomState the plan's seed, null when unset
 * @param canonical the step's JSON text (part of the copies' fingerprints)
 */
public record AugmentationSpec(
    List<Entry> transformers, int count, boolean random, Long randomState, String canonical) {

  private static final Set<String> KEYS =
      Set.of("transformers", "count", "selection", "random_state", "variation_scope");

  /**
   * One transformer of the step.
   *
   * @param operator the transformer
   * @param batch true for {@code variation_scope: "batch"}
   */
  public record Entry(TransformOperator operator, boolean batch) {}

  /** Copies the list. */
  public AugmentationSpec {
    transformers = List.copyOf(transformers);
  }

  /** Reads the keyword value {@code value} found at {@code at}. */
  public static AugmentationSpec parse(
      JsonValue value,
      DocumentPath at,
      BiFunction<Operator, DocumentPath, TransformOperator> resolver) {
    if (!(value instanceof JsonObject o)) {
      throw new IllegalArgumentException(
          at
              + ": sample_augmentation needs an object "
              + "{\"transformers\": [...], \"count\": n}, was "
              + value);
    }
    if (o.has("balance")) {
      throw new IllegalArgumentException(
          at.key("balance")
              + ": balanced sample augmentation is "
              + "not supported; remove 'balance' to augment every train sample (standard mode)");
    }
    for (String k : o.keys()) {
      if (!KEYS.contains(k)) {
        throw new IllegalArgumentException(
            at.key(k)
                + ": unknown sample_augmentation key; known: "
                + "transformers, count, selection, random_state, variation_scope");
      }
    }
    boolean batchDefault = scope(o.get("variation_scope").orElse(null), at.key("variation_scope"));
    List<Entry> entries =
        entries(o.get("transformers").orElse(null), at.key("transformers"), batchDefault, resolver);
    int count = positive(o.get("count").orElse(JsonValue.integer(1)), at.key("count"));
    String selection = o.get("selection").flatMap(JsonValue::asString).orElse("random");
    if (!selection.equals("random") && !selection.equals("all")) {
      throw new IllegalArgumentException(
          at.key("selection")
              + ": '"
              + selection
              + "' is not a selection; use \"random\" or \"all\"");
    }
    Long seed = seed(o.get("random_state").orElse(JsonValue.NULL), at.key("random_state"));
    return new AugmentationSpec(entries, count, selection.equals("random"), seed, o.toString());
  }

  private static List<Entry> entries(
      JsonValue v,
      DocumentPath at,
      boolean batchDefault,
      BiFunction<Operator, DocumentPath, TransformOperator> resolver) {
    if (!(v instanceof JsonArray a) || a.size() == 0) {
      throw new IllegalArgumentException(
          at
              + ": sample_augmentation needs a non-empty list of "
              + "transformers, e.g. [{\"class\": \"nirs4all.operators.transforms.GaussianAdditiveNoise\"}]");
    }
    List<Entry> out = new ArrayList<>();
    for (int i = 0; i < a.size(); i++) {
      JsonValue item = a.get(i);
      DocumentPath where = at.index(i);
      boolean batch = batchDefault;
      if (item instanceof JsonObject w && w.has("transformer")) {
        batch =
            w.has("variation_scope")
                ? scope(w.get("variation_scope").orElseThrow(), where.key("variation_scope"))
                : batch;
        item = w.get("transformer").orElseThrow();
        where = where.key("transformer");
      }
      out.add(new Entry(resolver.apply(new Operator(item), where), batch));
    }
    return out;
  }

  private static boolean scope(JsonValue v, DocumentPath at) {
    if (v == null) {
      return false;
    }
    String s = v.asString().orElse("");
    if (!s.equals("sample") && !s.equals("batch")) {
      throw new IllegalArgumentException(
          at + ": " + v + " is not a variation scope; use " + "\"sample\" or \"batch\"");
    }
    return s.equals("batch");
  }

  private static int positive(JsonValue v, DocumentPath at) {
    if (v instanceof JsonValue.JsonInt i && i.value().signum() > 0 && i.value().bitLength() < 20) {
      return i.value().intValue();
    }
    throw new IllegalArgumentException(
        at + ": " + v + " is not a copy count; use an integer " + "from 1 to 1000000");
  }

  private static Long seed(JsonValue v, DocumentPath at) {
    if (v instanceof JsonValue.JsonNull) {
      return null;
    }
    if (v instanceof JsonValue.JsonInt i && i.value().signum() >= 0 && i.value().bitLength() < 63) {
      return i.value().longValue();
    }
    throw new IllegalArgumentException(
        at + ": " + v + " is not a seed; use null or an integer " + ">= 0");
  }
}
