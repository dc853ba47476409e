package org.spectraflow.engine.pipeline;

import static org.spectraflow.engine.pipeline.Keywords.*;

import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.KeywordSpec.PaletteItem;
import org.spectraflow.engine.pipeline.KeywordSpec.Support;
import org.spectraflow.engine.pipeline.KeywordSpec.ValueShape;

/**
 * Every keyword of the pipeline language, declared once (docs/keywords.md is its table, see {@code
 * KeywordTableTest}). The parser ({@link StepParser}, {@link KeywordStep#isKnown}), the pre-run
 * checks ({@link KeywordSiblings}), the studio's palette and the docs read it; the planner maps
 * each runnable keyword to its typed step. Order: the palette's.
 */
public final class KeywordCatalogue {

  /** The palette group of keyword entries. */
  public static final String PALETTE_GROUP = "Structure";

  private static final String[] LAYOUT = {"fit_on_all", "force_layout", "na_policy", "fill_value"};

  private static final List<KeywordSpec> ALL =
      List.of(
          KeywordSpec.of(
                  BRANCH,
                  ValueShape.BRANCHES,
                  "duplication: a list or a named object; separation: `{\"by_metadata\"|\"by_tag\""
                      + "|\"by_filter\"|\"by_source\": ..., \"steps\": ...}` (`parallel`, `n_jobs`"
                      + " inside the object)",
                  "parallel lanes, each a copy of the data")
              .priority(8)
              .palette(
                  new PaletteItem(
                      BRANCH,
                      "parallel lanes, each a copy of the data",
                      JsonObject.of(BRANCH, JsonArray.of(JsonArray.EMPTY, JsonArray.EMPTY))),
                  new PaletteItem(
                      "separation branch",
                      "one lane per value of a metadata column (by_metadata; or by_tag, by_source)",
                      JsonObject.of(
                          BRANCH,
                          JsonObject.builder()
                              .put("by_metadata", JsonValue.string("group"))
                              .put(STEPS, JsonArray.EMPTY)
                              .build()))),
          KeywordSpec.of(
                  MERGE,
                  ValueShape.MERGE_MODE,
                  "`\"features\"`, `\"predictions\"`, `\"all\"`, `\"concat\"`, `\"auto\"` / `true`,"
                      + " or an object",
                  "join the lanes of the preceding branch")
              .palette(
                  new PaletteItem(
                      MERGE,
                      "join the lanes of the preceding branch",
                      JsonObject.of(MERGE, JsonValue.string("features"))),
                  new PaletteItem(
                      "merge predictions",
                      "stacking: the lanes' predictions become features for the next model"
                          + " (MetaModel)",
                      JsonObject.of(MERGE, JsonValue.string("predictions")))),
          KeywordSpec.of(
                  SAMPLE_AUGMENTATION,
                  ValueShape.AUGMENTATION,
                  "`{\"transformers\": [...], \"count\": n, \"selection\": \"random\"|\"all\","
                      + " \"random_state\": s}`, or a balanced form",
                  "add augmented copies of the training samples (kept out of test scoring)")
              .priority(7)
              .inPalette(
                  JsonObject.of(
                      SAMPLE_AUGMENTATION,
                      JsonObject.builder()
                          .put("transformers", JsonArray.of(op("GaussianAdditiveNoise")))
                          .put("count", JsonValue.integer(1))
                          .build())),
          KeywordSpec.of(
                  EXCLUDE,
                  ValueShape.FILTERS,
                  "a filter or a list of filters",
                  "leave out the samples the filters flag (outliers, bad spectra)")
              .siblings("mode", "cascade_to_augmented")
              .inPalette(
                  JsonObject.builder()
                      .put(EXCLUDE, JsonArray.of(op("YOutlierFilter")))
                      .put("mode", JsonValue.string("any"))
                      .build()),
          KeywordSpec.of(
                  TAG,
                  ValueShape.FILTERS,
                  "a filter, a list of filters, or `{tag_name: filter}`",
                  "mark the samples a filter flags, for a by_tag branch")
              .inPalette(JsonObject.of(TAG, op("YOutlierFilter"))),
          KeywordSpec.of(
                  FEATURE_AUGMENTATION,
                  ValueShape.OPERATORS,
                  "list of operations (operator, list = chain, `null` = skip)",
                  "add transformed copies of the spectra as extra sources")
              .siblings(ACTION)
              .priority(3)
              .inPalette(JsonObject.of(FEATURE_AUGMENTATION, JsonArray.EMPTY)),
          KeywordSpec.of(
                  Y_PROCESSING,
                  ValueShape.OPERATORS,
                  "a target transformer, or a list of them chained",
                  "transform the target (scaled back for predictions)")
              .priority(6)
              .inPalette(JsonObject.of(Y_PROCESSING, op("MinMaxScaler"))),
          KeywordSpec.of(
                  MODEL,
                  ValueShape.MODEL,
                  "a model operator (may be a generator)",
                  "train a model on the folds and score it")
              .siblings(NAME, FINETUNE_PARAMS, TRAIN_PARAMS, REFIT_PARAMS)
              .priority(1),
          KeywordSpec.of(
                  PREPROCESSING,
                  ValueShape.OPERATORS,
                  "a transformer (like a bare one)",
                  "apply a transformer to the features")
              .siblings(LAYOUT)
              .priority(2),
          KeywordSpec.of(
                  CONCAT_TRANSFORM,
                  ValueShape.OPERATORS,
                  "list of operations, or `{\"operations\": [...], \"name\": s,"
                      + " \"source_processing\": p}`",
                  "concatenate the outputs of several transforms into one processing")
              .priority(5),
          KeywordSpec.of(
                  SPLIT,
                  ValueShape.SPLITTER,
                  "a splitter",
                  "set the cross-validation folds; `group_by` and the dataset's repetition column"
                      + " keep samples together (`ignore_repetition`, `aggregation`,"
                      + " `y_aggregation`)")
              .siblings("group", "group_by", "ignore_repetition", "aggregation", "y_aggregation"),
          KeywordSpec.of(
                  SAMPLE_FILTER,
                  ValueShape.FILTERS,
                  "as `exclude`",
                  "old spelling of exclude (deprecation warning)")
              .support(Support.LEGACY)
              .unchecked(),
          notYet(AUTO_TRANSFER_PREPROC).priority(4),
          KeywordSpec.of(
                  REP_TO_SOURCES,
                  ValueShape.ANY,
                  "a metadata column naming each row's sample (or `{\"column\": name}`)",
                  "the repetitions of each sample (rows sharing the column's value) become"
                      + " sources, one sample per value")
              .inPalette(JsonObject.of(REP_TO_SOURCES, JsonValue.string("Sample_ID"))),
          KeywordSpec.of(
                  REP_TO_PP,
                  ValueShape.ANY,
                  "a metadata column naming each row's sample (or `{\"column\": name}`)",
                  "the repetitions of each sample become processings of its one source, one"
                      + " sample per value")
              .inPalette(JsonObject.of(REP_TO_PP, JsonValue.string("Sample_ID"))),
          KeywordSpec.of(
                  MERGE_SOURCES,
                  ValueShape.MERGE_MODE,
                  "`\"concat\"` (also `true`, `\"auto\"` or `{\"strategy\": \"concat\"}`)",
                  "concatenate the sources' features into one source, in source order (after a"
                      + " by_source branch: its lanes, ending branch mode)")
              .inPalette(JsonObject.of(MERGE_SOURCES, JsonValue.string("concat"))),
          notYet(MERGE_PREDICTIONS));

  private static final KeywordSpec DISPLAY =
      KeywordSpec.of(
              CHART_PREFIX + "*",
              ValueShape.ANY,
              "options or nothing (`chart_2d`, `chart_3d`, `chart_y`, ...; also `"
                  + FOLD_PREFIX
                  + "*` (`fold_chart`), "
                  + String.join(
                      ", ", new TreeSet<>(DISPLAY_NAMES).stream().map(n -> "`" + n + "`").toList())
                  + ")",
              "nirs4all's in-pipeline charts: accepted, skipped with a warning (display only, no"
                  + " effect on the data); draw charts with the studio or `run --plot`")
          .support(Support.DISPLAY)
          .unchecked();

  private KeywordCatalogue() {}

  private static KeywordSpec notYet(String name) {
    return KeywordSpec.of(name, ValueShape.ANY, "—", "a nirs4all keyword SpectraFlow does not run")
        .support(Support.NOT_YET)
        .unchecked();
  }

  /** An operator reference by class name, resolved by the palette. */
  private static JsonValue op(String className) {
    return JsonValue.string(className);
  }

  /**
   * Every declared keyword, in palette order (display keywords are a pattern, see {@link #find}).
   */
  public static List<KeywordSpec> all() {
    return ALL;
  }

  /** The entry of {@code keyword}, a display keyword ({@link #isDisplay}) included. */
  public static Optional<KeywordSpec> find(String keyword) {
    if (isDisplay(keyword)) {
      return Optional.of(DISPLAY);
    }
    return ALL.stream().filter(k -> k.name().equals(keyword)).findFirst();
  }

  /** The entry of the display keywords ({@link #isDisplay}), for the docs. */
  public static KeywordSpec display() {
    return DISPLAY;
  }

  /**
   * True for nirs4all's display-only keywords: {@code chart_*} ({@code chart_2d}, {@code chart_y},
   * ...), {@code fold_*} ({@code fold_chart}, {@code fold_<column>}) and {@link
   * Keywords#DISPLAY_NAMES} ({@code y_chart}, {@code spectral_distribution}, ...).
   */
  public static boolean isDisplay(String keyword) {
    return keyword.startsWith(CHART_PREFIX)
        || keyword.startsWith(FOLD_PREFIX)
        || DISPLAY_NAMES.contains(keyword);
  }

  /** Keywords that win over document order when a step object holds several, best first. */
  public static List<String> priority() {
    return ALL.stream()
        .filter(k -> k.priority() > 0)
        .sorted(Comparator.comparingInt(KeywordSpec::priority))
        .map(KeywordSpec::name)
        .toList();
  }

  /** Keywords the engine parses but refuses before a run. */
  public static Set<String> notYetSupported() {
    return names(Support.NOT_YET);
  }

  /**
   * Sibling keys that are never keywords (docs/pipeline-language.md §1.3 rule 5): {@code params},
   * {@code metadata}, {@code steps} and the siblings of {@code model} and {@code preprocessing}.
   */
  public static Set<String> reservedKeys() {
    Set<String> keys = new HashSet<>(Set.of(PARAMS, METADATA, STEPS));
    find(MODEL).ifPresent(k -> keys.addAll(k.siblings()));
    find(PREPROCESSING).ifPresent(k -> keys.addAll(k.siblings()));
    return Set.copyOf(keys);
  }

  /**
   * The known keywords for a message: {@code model, branch}, the others sorted, then {@code
   * chart_*}.
   */
  public static String knownText() {
    Set<String> rest = new TreeSet<>();
    ALL.forEach(k -> rest.add(k.name()));
    rest.remove(MODEL);
    rest.remove(BRANCH);
    return MODEL + ", " + BRANCH + ", " + String.join(", ", rest) + ", " + CHART_PREFIX + "*";
  }

  private static Set<String> names(Support support) {
    Set<String> out = new HashSet<>();
    ALL.stream().filter(k -> k.support() == support).forEach(k -> out.add(k.name()));
    return Set.copyOf(out);
  }
}
