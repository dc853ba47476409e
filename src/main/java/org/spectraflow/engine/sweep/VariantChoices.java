package org.spectraflow.engine.sweep;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SequencedMap;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.generate.VariantNames;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.ModelStep;
import org.spectraflow.engine.pipeline.NullStep;
import org.spectraflow.engine.pipeline.Operator;
import org.spectraflow.engine.pipeline.OperatorStep;
import org.spectraflow.engine.pipeline.Step;
import org.spectraflow.engine.pipeline.SubPipeline;

/**
 * What one variant holds at each place of its template: for every step, the template place it was
 * expanded from (its template step id, docs/internals.md, with the choice index of an {@code _or_}
 * cut off, so every choice of one generator shares a place) and the step's label, class and
 * parameters. Variants of one template compared place by place tell the sweep's axes ({@link
 * SweepEffects}).
 *
 * @param variant the variant index
 * @param places per template place, in document order, what the variant holds there
 */
public record VariantChoices(int variant, SequencedMap<String, Held> places) {

  /**
   * What a variant holds at one place.
   *
   * @param label the steps' labels joined by {@code " > "}, {@code none} for an empty choice
   * @param className the operator's class when the place holds one operator or model, else null
   * @param params that operator's parameters as written (empty otherwise)
   * @param templateId the template step id of the place's first step (the chosen alternative,
   *     {@code /pipeline/0/_cartesian_/1/_or_/2}), null for a place the variant does not hold
   */
  public record Held(
      String label, String className, Map<String, JsonValue> params, String templateId) {

    /** Copies the parameters. */
    public Held {
      params = Map.copyOf(params);
    }
  }

  /** The empty choice's label. */
  public static final String NONE = "none";

  /** Copies the places. */
  public VariantChoices {
    places = java.util.Collections.unmodifiableSequencedMap(new LinkedHashMap<>(places));
  }

  /** The places of {@code v}, labelled by {@code names}. */
  public static VariantChoices of(Variant v, VariantNames names) {
    Map<String, List<Step>> byPlace = new LinkedHashMap<>();
    Map<String, String> firstIds = new LinkedHashMap<>();
    collect(v.pipeline().steps(), "/pipeline", v, byPlace, firstIds);
    SequencedMap<String, Held> places = new LinkedHashMap<>();
    byPlace.forEach((place, steps) -> places.put(place, held(steps, names, firstIds.get(place))));
    return new VariantChoices((int) v.index(), places);
  }

  private static void collect(
      List<Step> steps,
      String pointer,
      Variant v,
      Map<String, List<Step>> out,
      Map<String, String> firstIds) {
    for (int i = 0; i < steps.size(); i++) {
      String at = pointer + "/" + i;
      Step s = steps.get(i);
      if (s instanceof SubPipeline p) {
        collect(p.steps(), at, v, out, firstIds);
        continue;
      }
      String id = v.stepIds().of(at);
      out.computeIfAbsent(place(id), k -> new ArrayList<>()).add(s);
      firstIds.putIfAbsent(place(id), id);
    }
  }

  /** The template id up to its first {@code _or_} (all choices of it share the place). */
  static String place(String id) {
    int or = id.indexOf("/_or_");
    return or < 0 ? id : id.substring(0, or + "/_or_".length());
  }

  private static Held held(List<Step> steps, VariantNames names, String id) {
    List<String> labels = new ArrayList<>();
    for (Step s : steps) {
      String l = s instanceof NullStep ? null : names.label(s);
      if (l != null && !l.isEmpty()) {
        labels.add(l);
      }
    }
    String label = labels.isEmpty() ? NONE : String.join(" > ", labels);
    if (steps.size() == 1) {
      Operator op =
          switch (steps.get(0)) {
            case OperatorStep o -> o.operator();
            case ModelStep m -> m.operator();
            default -> null;
          };
      if (op != null && op.reference().isPresent()) {
        return new Held(label, op.reference().get(), op.params().members(), id);
      }
    }
    return new Held(label, null, Map.of(), id);
  }
}
