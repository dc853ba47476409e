package org.spectraflow.engine.pipeline;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.PipelineFormatException.SourceLocation;

/**
 * The generator keywords of the pipeline language (docs/pipeline-language.md §2.1, §2.3) and the
 * checks of their shapes (arity, types, zero steps, impossible {@code pick} sizes) with document
 * paths.
 */
public final class GeneratorSyntax {

  /** Strategy keywords by descending priority (docs/pipeline-language.md §2.3). */
  public static final List<String> STRATEGIES =
      List.of(
          "_cartesian_",
          "_grid_",
          "_zip_",
          "_chain_",
          "_log_range_",
          "_sample_",
          "_range_",
          "_or_");

  private static final Set<String> COMMON = Set.of("count", "_seed_", "_tags_", "_metadata_");
  private static final Set<String> CONSTRAINTS = Set.of("_mutex_", "_requires_", "_exclude_");

  /** Keys allowed in a pure node of each strategy (docs/pipeline-language.md §2.3). */
  public static final Map<String, Set<String>> ALLOWED =
      Map.of(
          "_cartesian_", union(Set.of("_cartesian_", "pick", "arrange"), CONSTRAINTS),
          "_grid_", union(Set.of("_grid_"), Set.of()),
          "_zip_", union(Set.of("_zip_"), Set.of()),
          "_chain_", union(Set.of("_chain_"), Set.of()),
          "_log_range_", union(Set.of("_log_range_"), Set.of()),
          "_sample_", union(Set.of("_sample_"), Set.of()),
          "_range_", union(Set.of("_range_"), Set.of()),
          "_or_",
              union(
                  Set.of("_or_", "pick", "arrange", "then_pick", "then_arrange", "_weights_"),
                  CONSTRAINTS));

  /**
   * Keys whose presence anywhere triggers expansion (docs/pipeline-language.md §2.1), modifiers
   * included.
   */
  public static final Set<String> TRIGGERS =
      Set.of(
          "_or_",
          "_range_",
          "_log_range_",
          "_grid_",
          "_zip_",
          "_chain_",
          "_sample_",
          "_cartesian_",
          "count",
          "pick",
          "arrange",
          "then_pick",
          "then_arrange",
          "_seed_",
          "_weights_",
          "_tags_",
          "_metadata_",
          "_mutex_",
          "_requires_",
          "_depends_on_",
          "_exclude_");

  private static final Set<String> SEPARATION =
      Set.of("by_metadata", "by_tag", "by_filter", "by_source");

  private GeneratorSyntax() {}

  private static Set<String> union(Set<String> a, Set<String> b) {
    HashSet<String> all = new HashSet<>(a);
    all.addAll(b);
    all.addAll(COMMON);
    return Set.copyOf(all);
  }

  /** The strategy keywords present in an object, by descending priority. */
  public static List<String> strategiesIn(JsonObject node) {
    return STRATEGIES.stream().filter(node::has).toList();
  }

  /** True if the object's own keys include a trigger key (docs/pipeline-language.md §2.1). */
  public static boolean hasTriggerKey(JsonObject node) {
    return node.keys().stream().anyMatch(TRIGGERS::contains);
  }

  /** True if any object in the tree has a trigger key (branch contents included). */
  public static boolean containsGenerator(JsonValue value) {
    return switch (value) {
      case JsonObject o ->
          hasTriggerKey(o)
              || o.members().values().stream().anyMatch(GeneratorSyntax::containsGenerator);
      case JsonArray a -> a.items().stream().anyMatch(GeneratorSyntax::containsGenerator);
      default -> false;
    };
  }

  /**
   * Whether a document's steps trigger expansion at all: like {@link #containsGenerator} but
   * ignoring the contents of duplication branches (docs/pipeline-language.md §2.1 QUIRK).
   */
  public static boolean triggersExpansion(JsonValue value) {
    return switch (value) {
      case JsonObject o ->
          hasTriggerKey(o)
              || o.members().entrySet().stream()
                  .anyMatch(
                      e ->
                          !(e.getKey().equals(Keywords.BRANCH) && !isSeparation(e.getValue()))
                              && triggersExpansion(e.getValue()));
      case JsonArray a -> a.items().stream().anyMatch(GeneratorSyntax::triggersExpansion);
      default -> false;
    };
  }

  /** True for a separation-branch object ({@code by_metadata}, {@code by_tag}, ...). */
  public static boolean isSeparation(JsonValue branchValue) {
    return branchValue instanceof JsonObject o && o.keys().stream().anyMatch(SEPARATION::contains);
  }

  /**
   * Checks every generator node of a tree; throws {@link PipelineFormatException} naming the path
   * (and the source location of the node when {@code locator} knows it).
   */
  public static void validate(
      JsonValue value, DocumentPath path, Function<JsonValue, SourceLocation> locator) {
    try {
      switch (value) {
        case JsonObject o -> {
          if (!strategiesIn(o).isEmpty()) {
            GeneratorChecks.check(o, path);
          }
          o.members().forEach((k, v) -> validate(v, path.key(k), locator));
        }
        case JsonArray a -> {
          for (int i = 0; i < a.size(); i++) {
            validate(a.get(i), path.index(i), locator);
          }
        }
        default -> {}
      }
    } catch (PipelineFormatException e) {
      SourceLocation at = locator.apply(value);
      throw e.location().isPresent() || at == null ? e : e.locatedAt(at);
    }
  }
}
