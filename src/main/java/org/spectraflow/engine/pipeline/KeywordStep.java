package org.spectraflow.engine.pipeline;

import java.util.Optional;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/**
 * A keyword step other than {@code model} and {@code branch}: one of {@link KeywordCatalogue}
 * ({@code preprocessing}, {@code y_processing}, {@code feature_augmentation}, ...), display steps
 * ({@code chart_2d}) included. {@code node} is the whole object, or the bare keyword string ({@code
 * "chart_2d"}).
 */
public record KeywordStep(String keyword, JsonValue node) implements Step {

  /**
   * True for every keyword of {@link KeywordCatalogue} and the {@code chart_*} display keywords.
   * That includes the legacy {@code sample_filter} and the nirs4all keywords SpectraFlow does not
   * run yet ({@link KeywordSpec.Support#NOT_YET}: {@code auto_transfer_preproc}, {@code
   * rep_to_sources}, {@code rep_to_pp}, {@code merge_sources}, {@code merge_predictions}): they are
   * parsed as keyword steps so that the pre-run check refuses them by name as not supported, rather
   * than as unknown keys. {@code model} and {@code branch} have their own step records.
   */
  public static boolean isKnown(String keyword) {
    return KeywordCatalogue.find(keyword).isPresent();
  }

  /** True for display-only keywords ({@code chart_2d}, {@code chart_3d}, ...). */
  public static boolean isDisplay(String keyword) {
    return KeywordCatalogue.isDisplay(keyword);
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
