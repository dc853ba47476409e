package org.spectraflow.engine.run.step;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.DocumentPath;

/**
 * Multi-source keywords (docs/pipeline-language.md, multi-source): a {@code by_source} branch gives
 * each source its own lane, whose dataset holds that source only; {@code merge_sources} (or a
 * {@code merge} right after a {@code by_source} branch) puts the sources' features side by side, in
 * source order, as the dataset's one source, named after each source's last processing id joined by
 * {@code +}. Stateless.
 */
final class SourceLanes {

  private SourceLanes() {}

  /** The name of the lane of source {@code s}: {@code source_<s>}. */
  static String laneName(int s) {
    return "source_" + s;
  }

  /** True for a {@code branch} selector object holding {@code by_source}. */
  static boolean isBySource(JsonObject selector) {
    return selector.has("by_source");
  }

  /**
   * Refuses a {@code by_source} value other than {@code true} (or a non-empty text), naming {@code
   * at}.
   */
  static void requireSelector(JsonObject selector, DocumentPath at) {
    JsonValue v = selector.get("by_source").orElse(JsonValue.NULL);
    boolean ok =
        v instanceof JsonValue.JsonBool b && b.value()
            || v.asString().filter(t -> !t.isBlank()).isPresent();
    if (!ok) {
      throw new IllegalArgumentException(
          at.key("by_source")
              + ": "
              + v
              + " does not ask for one lane per source; write \"by_source\": true");
    }
  }

  /**
   * Refuses a per-lane {@code steps} key that names no lane of {@code sources} sources: lanes are
   * {@code source_<s>} or {@code "<s>"}, plus {@code default} / {@code *}.
   */
  static void requireLaneNames(java.util.Set<String> keys, int sources, DocumentPath at) {
    for (String key : keys) {
      boolean known = key.equals("default") || key.equals("*");
      for (int s = 0; s < sources && !known; s++) {
        known = key.equals(laneName(s)) || key.equals(Integer.toString(s));
      }
      if (!known) {
        throw new IllegalArgumentException(
            at.key("steps").key(key)
                + ": no by_source lane is named '"
                + key
                + "'; the "
                + sources
                + " lanes are source_0 .. source_"
                + (sources - 1)
                + " (or 0 .. "
                + (sources - 1)
                + "), and default or * for the others");
      }
    }
  }

  /** {@code ds} seen through source {@code s} only (the same source object, index and folds). */
  static SpectroDataset view(SpectroDataset ds, int s) {
    return ds.withSources(List.of(ds.source(s)));
  }

  /**
   * {@code parts} (one 2-D feature block per source or lane, in order) side by side as the one
   * source of {@code ds}, its processing named after {@code lastIds} joined by {@code +}.
   */
  static SpectroDataset merged(SpectroDataset ds, List<Block> parts, List<String> lastIds) {
    Block merged = ConcatTransformController.concatColumns(parts);
    FeatureSource source = FeatureSource.of(merged, Headers.absent());
    String name = lastIds.stream().collect(Collectors.joining("+"));
    source.replaceProcessing(FeatureSource.RAW, name.isEmpty() ? "merged" : name, merged);
    return ds.withSources(List.of(source));
  }

  /** Every stored sample id of {@code ds}, in storage order. */
  static int[] allRows(SpectroDataset ds) {
    int[] all = new int[ds.index().size()];
    for (int i = 0; i < all.length; i++) {
      all[i] = i;
    }
    return all;
  }

  /**
   * The sources of {@code ds} merged into one ({@code merge_sources} outside branch mode): each
   * source's features (all its processings) side by side; the last processing ids of {@code ctx}
   * name it.
   */
  static SpectroDataset mergeAll(SpectroDataset ds, ExecutionContext ctx) {
    int[] all = allRows(ds);
    List<Block> parts = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (int s = 0; s < ds.sources().size(); s++) {
      parts.add(view(ds, s).x(all));
      names.add(last(ctx.processing.get(s)));
    }
    return merged(ds, parts, names);
  }

  /** The last id of {@code ids}, or {@code merged}. */
  static String last(List<String> ids) {
    return ids.isEmpty() ? "merged" : ids.get(ids.size() - 1);
  }

  /**
   * True when the merge value asks for the lanes' features after a {@code by_source} branch: {@code
   * features}, {@code concat}, {@code auto}, {@code true}, nothing, or {@code {"sources":
   * "concat"}}.
   */
  static boolean featuresMerge(JsonValue value) {
    if (value instanceof JsonValue.JsonNull || value instanceof JsonValue.JsonBool b && b.value()) {
      return true;
    }
    if (value instanceof JsonObject o) {
      return o.keys().equals(java.util.Set.of("sources"))
          && o.get("sources").flatMap(JsonValue::asString).filter("concat"::equals).isPresent();
    }
    return value
        .asString()
        .filter(t -> t.equals("features") || t.equals("concat") || t.equals("auto"))
        .isPresent();
  }
}
