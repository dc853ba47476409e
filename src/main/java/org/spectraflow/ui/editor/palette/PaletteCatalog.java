package org.spectraflow.ui.editor.palette;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.Keywords;
import org.spectraflow.ui.editor.palette.PaletteEntry.Kind;

/**
 * Everything the palette offers, in display order: the registry's operators by category, then the
 * structure keywords (branch, merge, feature_augmentation, y_processing, a pass-through None) and
 * the generator keywords. Immutable.
 */
public final class PaletteCatalog {

  /** The group of structure keywords. */
  public static final String STRUCTURE = "Structure";

  /** The group of generator keywords. */
  public static final String GENERATORS = "Generators";

  private final List<PaletteEntry> entries;

  private PaletteCatalog(List<PaletteEntry> entries) {
    this.entries = List.copyOf(entries);
  }

  /** The catalogue built from a registry. */
  public static PaletteCatalog of(OperatorRegistry registry) {
    List<PaletteEntry> out = new ArrayList<>();
    for (OperatorSpec.Category category : OperatorSpec.Category.values()) {
      registry.all().stream()
          .filter(s -> s.category() == category)
          .forEach(s -> out.add(operator(s)));
    }
    out.addAll(structure(registry));
    out.addAll(generators());
    return new PaletteCatalog(out);
  }

  private static PaletteEntry operator(OperatorSpec spec) {
    JsonValue ref = JsonValue.string(spec.canonicalPath());
    JsonValue template =
        spec.kind() == OperatorSpec.Kind.MODEL
            ? JsonObject.of("model", JsonObject.of("class", ref))
            : ref;
    return new PaletteEntry(
        spec.className(),
        spec.category().label(),
        spec.description(),
        Kind.STEP,
        template,
        spec.aliases());
  }

  private static List<PaletteEntry> structure(OperatorRegistry registry) {
    String minMax =
        registry
            .byClassName("MinMaxScaler")
            .map(OperatorSpec::canonicalPath)
            .orElse("sklearn.preprocessing.MinMaxScaler");
    return List.of(
        step(
            "branch",
            STRUCTURE,
            "parallel lanes, each a copy of the data",
            JsonObject.of("branch", JsonArray.of(JsonArray.EMPTY, JsonArray.EMPTY))),
        step(
            "merge",
            STRUCTURE,
            "join the lanes of the preceding branch",
            JsonObject.of("merge", JsonValue.string("features"))),
        step(
            "separation branch",
            STRUCTURE,
            "one lane per value of a metadata column (by_metadata; or by_tag, by_source)",
            JsonObject.of(
                "branch",
                JsonObject.builder()
                    .put("by_metadata", JsonValue.string("group"))
                    .put("steps", JsonArray.EMPTY)
                    .build())),
        step(
            "merge predictions",
            STRUCTURE,
            "stacking: the lanes' predictions become features for the next model (MetaModel)",
            JsonObject.of("merge", JsonValue.string("predictions"))),
        step(
            "sample_augmentation",
            STRUCTURE,
            "add augmented copies of the training samples (kept out of test scoring)",
            JsonObject.of(
                "sample_augmentation",
                JsonObject.builder()
                    .put("transformers", JsonArray.of(path(registry, "GaussianAdditiveNoise")))
                    .put("count", JsonValue.integer(1))
                    .build())),
        step(
            "exclude",
            STRUCTURE,
            "leave out the samples the filters flag (outliers, bad spectra)",
            JsonObject.builder()
                .put("exclude", JsonArray.of(path(registry, "YOutlierFilter")))
                .put("mode", JsonValue.string("any"))
                .build()),
        step(
            "tag",
            STRUCTURE,
            "mark the samples a filter flags, for a by_tag branch",
            JsonObject.of("tag", path(registry, "YOutlierFilter"))),
        step(
            "feature_augmentation",
            STRUCTURE,
            "add transformed copies of the spectra as extra sources",
            JsonObject.of("feature_augmentation", JsonArray.EMPTY)),
        step(
            Keywords.Y_PROCESSING,
            STRUCTURE,
            "transform the target (scaled back for predictions)",
            JsonObject.of(Keywords.Y_PROCESSING, JsonValue.string(minMax))),
        new PaletteEntry(
            "None",
            STRUCTURE,
            "pass-through: a step or alternative that does nothing",
            Kind.STEP,
            JsonValue.NULL,
            List.of("null", "skip")));
  }

  /** The registry's path of {@code className} (it declares every operator the palette names). */
  private static JsonValue path(OperatorRegistry registry, String className) {
    return JsonValue.string(
        registry
            .byClassName(className)
            .map(OperatorSpec::canonicalPath)
            .orElseThrow(() -> new IllegalStateException("no " + className + " in the registry")));
  }

  private static List<PaletteEntry> generators() {
    return List.of(
        step(
            "_or_",
            GENERATORS,
            "one of several alternatives per variant",
            JsonObject.of("_or_", JsonArray.of(JsonValue.NULL))),
        step(
            "_cartesian_",
            GENERATORS,
            "every combination of its stages' choices",
            JsonObject.of("_cartesian_", JsonArray.EMPTY)),
        step(
            "_chain_",
            GENERATORS,
            "alternatives kept in order",
            JsonObject.of("_chain_", JsonArray.of(JsonValue.NULL))),
        new PaletteEntry(
            "_range_",
            GENERATORS,
            "sweep an integer parameter: from..to step",
            Kind.SWEEP,
            JsonValue.string("_range_"),
            List.of("range")),
        new PaletteEntry(
            "_log_range_",
            GENERATORS,
            "sweep a number on a log scale",
            Kind.SWEEP,
            JsonValue.string("_log_range_"),
            List.of("log")),
        step(
            "_grid_", GENERATORS, "every combination of parameter values", PaletteTemplates.grid()),
        step(
            "_zip_",
            GENERATORS,
            "parameter values paired position by position",
            PaletteTemplates.zip()),
        step(
            "_sample_",
            GENERATORS,
            "random parameter values from a distribution",
            PaletteTemplates.sample()));
  }

  private static PaletteEntry step(
      String label, String group, String description, JsonValue template) {
    return new PaletteEntry(label, group, description, Kind.STEP, template, List.of());
  }

  /** All entries in display order. */
  public List<PaletteEntry> entries() {
    return entries;
  }

  /** The groups in display order. */
  public List<String> groups() {
    return entries.stream().map(PaletteEntry::group).distinct().toList();
  }

  /** Entries matching a query, best first (stable within a rank); empty query gives all. */
  public List<PaletteEntry> search(String query) {
    return entries.stream()
        .filter(e -> e.match(query) > 0)
        .sorted(Comparator.comparingInt((PaletteEntry e) -> -e.match(query)))
        .toList();
  }
}
