package org.spectraflow.engine.pipeline;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/**
 * A whole pipeline document (docs/pipeline-language.md §1.1): the steps plus the top-level header
 * ({@code name}, {@code description}, {@code random_state} and any other key, kept in order).
 * Immutable; every {@code withX} returns a new document and keeps everything else byte-for-byte.
 *
 * @param layout how the steps are held: a bare array, or under {@code pipeline} / {@code steps}
 * @param header the top-level object with the steps key holding an empty placeholder array ({@link
 *     JsonObject#EMPTY} for the array layout)
 * @param steps the steps
 */
public record PipelineDocument(Layout layout, JsonObject header, List<Step> steps) {

  /** Where the step list lives in the document. */
  public enum Layout {
    /** The document is a bare JSON array of steps. */
    ARRAY,
    /** An object with the steps under {@code "pipeline"} (preferred). */
    PIPELINE_KEY,
    /** An object with the steps under {@code "steps"}. */
    STEPS_KEY
  }

  /** Copies the steps and checks that the header matches the layout. */
  public PipelineDocument {
    steps = List.copyOf(steps);
    if (layout != Layout.ARRAY && !header.has(stepsKey(layout))) {
      header = header.with(stepsKey(layout), JsonArray.EMPTY);
    }
  }

  /** A document {@code {"pipeline": [...]}} holding the given steps. */
  public static PipelineDocument of(List<Step> steps) {
    return new PipelineDocument(Layout.PIPELINE_KEY, JsonObject.EMPTY, steps);
  }

  private static String stepsKey(Layout layout) {
    return layout == Layout.STEPS_KEY ? "steps" : "pipeline";
  }

  /** The document's name, if any. */
  public Optional<String> name() {
    return header.get("name").flatMap(JsonValue::asString);
  }

  /** The description, if any. */
  public Optional<String> description() {
    return header.get("description").flatMap(JsonValue::asString);
  }

  /**
   * The generator seed ({@code random_state}); a boolean value is ignored
   * (docs/pipeline-language.md §1.1).
   */
  public Optional<BigInteger> randomState() {
    return header.get("random_state").orElse(null) instanceof JsonValue.JsonInt i
        ? Optional.of(i.value())
        : Optional.empty();
  }

  /**
   * Top-level keys other than the steps, {@code name}, {@code description} and {@code
   * random_state}.
   */
  public JsonObject extras() {
    return header.filterKeys(
        k -> !List.of(stepsKey(layout), "name", "description", "random_state").contains(k));
  }

  /** The steps as one JSON array. */
  public JsonArray stepsJson() {
    return JsonArray.of(steps.stream().map(Step::toJson).toList());
  }

  /** The whole document as written. */
  public JsonValue toJson() {
    return layout == Layout.ARRAY ? stepsJson() : header.with(stepsKey(layout), stepsJson());
  }

  /** A copy with other steps. */
  public PipelineDocument withSteps(List<Step> newSteps) {
    return new PipelineDocument(layout, header, newSteps);
  }

  /** A copy with step {@code i} replaced. */
  public PipelineDocument withStep(int i, Step step) {
    List<Step> copy = new ArrayList<>(steps);
    copy.set(i, step);
    return withSteps(copy);
  }

  /** A copy with a header key set (an array document becomes a {@code pipeline} object). */
  public PipelineDocument withHeader(String key, JsonValue value) {
    Layout l = layout == Layout.ARRAY ? Layout.PIPELINE_KEY : layout;
    return new PipelineDocument(l, header.with(key, value), steps);
  }

  /** A copy with the name set. */
  public PipelineDocument withName(String name) {
    return withHeader("name", JsonValue.string(name));
  }

  /** A copy with the description set. */
  public PipelineDocument withDescription(String description) {
    return withHeader("description", JsonValue.string(description));
  }

  /** A copy with the generator seed set. */
  public PipelineDocument withRandomState(long seed) {
    return withHeader("random_state", JsonValue.integer(seed));
  }
}
