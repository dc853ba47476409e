package org.spectraflow.engine.pipeline;

import java.util.Optional;
import java.util.Set;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/**
 * A keyword step other than {@code model} and {@code branch}: {@code preprocessing}, {@code
 * y_processing}, {@code feature_augmentation} (+ {@code action}), {@code concat_transform}, {@code
 * sample_augmentation}, {@code split}, {@code merge}, {@code tag}, {@code exclude}, display steps
 * ({@code chart_2d}) and the other keywords of docs/pipeline-language.md §1.4. {@code node} is the
 * whole object, or the bare keyword string ({@code "chart_2d"}).
 */
public record KeywordStep(String keyword, JsonValue node) implements Step {

  /** Keywords this model recognises (besides {@code model} and {@code branch}). */
  public static final Set<String> KNOWN =
      Set.of(
          "preprocessing",
          Keywords.Y_PROCESSING,
          "feature_augmentation",
          "concat_transform",
          "sample_augmentation",
          "split",
          "merge",
          "tag",
          "exclude",
          "auto_transfer_preproc",
          "rep_to_sources",
          "rep_to_pp",
          "merge_sources",
          "merge_predictions",
          "sample_filter");

  /**
   * True for keywords with a data effect handled by the engine, or a {@code chart_*} display
   * keyword.
   */
  public static boolean isKnown(String keyword) {
    return KNOWN.contains(keyword) || isDisplay(keyword);
  }

  /** True for display-only keywords ({@code chart_2d}, {@code chart_3d}, ...). */
  public static boolean isDisplay(String keyword) {
    return keyword.startsWith("chart_");
  }

  /** The keyword's value (empty for a bare keyword string). */
  public Optional<JsonValue> value() {
    return node instanceof JsonObject o ? o.get(keyword) : Optional.empty();
  }

  /** The sibling keys ({@code action}, {@code group}, {@code mode}, ...). */
  public JsonObject siblings() {
    return node instanceof JsonObject o ? o.without(keyword) : JsonObject.EMPTY;
  }

  /** A copy with the keyword's value replaced in place. */
  public KeywordStep withValue(JsonValue value) {
    JsonObject base = node instanceof JsonObject o ? o : JsonObject.EMPTY;
    return new KeywordStep(keyword, base.with(keyword, value));
  }

  /** A copy with a sibling key set (e.g. {@code action: "extend"}). */
  public KeywordStep withSibling(String key, JsonValue value) {
    JsonObject base = node instanceof JsonObject o ? o : JsonObject.of(keyword, JsonObject.EMPTY);
    return new KeywordStep(keyword, base.with(key, value));
  }

  @Override
  public JsonValue toJson() {
    return node;
  }
}
