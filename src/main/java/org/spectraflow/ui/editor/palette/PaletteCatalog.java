package org.spectraflow.ui.editor.palette;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.KeywordCatalogue;
import org.spectraflow.engine.pipeline.KeywordSpec;
import org.spectraflow.engine.pipeline.Keywords;
import org.spectraflow.ui.editor.palette.PaletteEntry.Kind;

/**
 * Everything the palette offers, in display order: the registry's operators by category, then the
 * structure keywords of {@link KeywordCatalogue} (branch, merge, ..., and a pass-through None) and
 * the generator keywords. Immutable.
 */
public final class PaletteCatalog {

  /** The group of structure keywords. */
  public static final String STRUCTURE = KeywordCatalogue.PALETTE_GROUP;

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
            ? JsonObject.of(Keywords.MODEL, JsonObject.of("class", ref))
            : ref;
    return new PaletteEntry(
        spec.className(),
        spec.category().label(),
        spec.description(),
        Kind.STEP,
        template,
        spec.aliases());
  }

  /** One entry per palette item of {@link KeywordCatalogue}, then a pass-through None. */
  private static List<PaletteEntry> structure(OperatorRegistry registry) {
    List<PaletteEntry> out = new ArrayList<>();
    for (KeywordSpec keyword : KeywordCatalogue.all()) {
      for (KeywordSpec.PaletteItem item : keyword.palette()) {
        out.add(
            step(item.label(), STRUCTURE, item.description(), resolve(registry, item.template())));
      }
    }
    out.add(
        new PaletteEntry(
            "None",
            STRUCTURE,
            "pass-through: a step or alternative that does nothing",
            Kind.STEP,
            JsonValue.NULL,
            List.of("null", "skip")));
    return out;
  }

  /** {@code template} with each operator class name replaced by the registry's path. */
  private static JsonValue resolve(OperatorRegistry registry, JsonValue template) {
    return switch (template) {
      case JsonValue.JsonString s ->
          registry
              .byClassName(s.value())
              .<JsonValue>map(spec -> JsonValue.string(spec.canonicalPath()))
              .orElse(s);
      case JsonArray a -> JsonArray.of(a.items().stream().map(v -> resolve(registry, v)).toList());
      case JsonObject o -> {
        JsonObject.Builder b = JsonObject.builder();
        o.members().forEach((k, v) -> b.put(k, resolve(registry, v)));
        yield b.build();
      }
      default -> template;
    };
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

  /**
   * Entries matching a query, grouped: the group with the best match first, each group once, its
   * entries best first (stable within a rank); empty query gives all.
   */
  public List<PaletteEntry> search(String query) {
    List<PaletteEntry> found = entries.stream().filter(e -> e.match(query) > 0).toList();
    Map<String, Integer> groupBest = new HashMap<>();
    for (PaletteEntry e : found) {
      groupBest.merge(e.group(), e.match(query), Math::max);
    }
    List<String> groupOrder =
        found.stream()
            .map(PaletteEntry::group)
            .distinct()
            .sorted(Comparator.comparingInt((String g) -> -groupBest.get(g)))
            .toList();
    return found.stream()
        .sorted(
            Comparator.comparingInt((PaletteEntry e) -> groupOrder.indexOf(e.group()))
                .thenComparingInt(e -> -e.match(query)))
        .toList();
  }
}
