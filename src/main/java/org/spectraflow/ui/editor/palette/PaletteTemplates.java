package org.spectraflow.ui.editor.palette;

import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/** Starting points for generator steps that need a body: small, valid, and meant to be edited. */
final class PaletteTemplates {

  private static final String PLS = "sklearn.cross_decomposition._pls.PLSRegression";
  private static final String RIDGE = "sklearn.linear_model._ridge.Ridge";

  private PaletteTemplates() {}

  /** A PLS model over a grid of component counts and scaling (4 variants). */
  static JsonObject grid() {
    return JsonObject.builder()
        .put(
            "_grid_",
            JsonObject.builder()
                .put("n_components", JsonArray.of(JsonValue.integer(5), JsonValue.integer(10)))
                .put("scale", JsonArray.of(JsonValue.of(true), JsonValue.of(false)))
                .build())
        .put("model", JsonObject.of("class", JsonValue.string(PLS)))
        .build();
  }

  /** A PLS model with component counts and scaling paired (2 variants). */
  static JsonObject zip() {
    return JsonObject.builder()
        .put(
            "_zip_",
            JsonObject.builder()
                .put("n_components", JsonArray.of(JsonValue.integer(5), JsonValue.integer(10)))
                .put("scale", JsonArray.of(JsonValue.of(true), JsonValue.of(false)))
                .build())
        .put("model", JsonObject.of("class", JsonValue.string(PLS)))
        .build();
  }

  /** A Ridge model with 5 log-uniform random alphas. */
  static JsonObject sample() {
    JsonObject dist =
        JsonObject.builder()
            .put("distribution", "log_uniform")
            .put("from", 0.001)
            .put("to", 1.0)
            .put("num", 5)
            .build();
    return JsonObject.builder()
        .put("_sample_", dist)
        .put("param", "alpha")
        .put("model", JsonObject.of("class", JsonValue.string(RIDGE)))
        .build();
  }
}
