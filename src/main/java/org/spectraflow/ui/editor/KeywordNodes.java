package org.spectraflow.ui.editor;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import org.spectraflow.engine.generate.VariantCounter;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.json.PythonJson;
import org.spectraflow.engine.pipeline.GeneratorSyntax;
import org.spectraflow.engine.pipeline.Keywords;
import org.spectraflow.engine.pipeline.Operator;
import org.spectraflow.ui.editor.StepTree.Role;
import org.spectraflow.ui.editor.StepTree.Shape;

/**
 * The canvas trees of the keywords that are more than one box (docs/pipeline-language.md §4.12): a
 * separation branch (its selector, one lane per value it names), a generated branch (its generator,
 * one lane per branch it yields, and the count), {@code sample_augmentation} and {@code exclude}
 * (their augmenters or filters stacked in a frame, with count and mode), a stacking {@code merge}
 * (which lanes' predictions and features feed the next model). Children are built by the {@link
 * StepTreeBuilder} this belongs to. Pure.
 */
final class KeywordNodes {

  private static final List<String> SELECTORS =
      List.of("by_metadata", "by_tag", "by_filter", "by_source");

  private final BiFunction<JsonValue, StepPath, StepTree> child;

  /** Keyword trees whose children {@code child} builds from their JSON and path. */
  KeywordNodes(BiFunction<JsonValue, StepPath, StepTree> child) {
    this.child = child;
  }

  /** A separation branch: frame titled by its selector, one lane per named value. */
  StepTree separation(JsonObject o, StepPath path) {
    String selector = SELECTORS.stream().filter(o::has).findFirst().orElse("by_metadata");
    JsonValue selected = o.get(selector).orElseThrow();
    String what =
        selector.equals("by_source")
            ? "by source"
            : selector.replace('_', ' ')
                + " "
                + (selected instanceof JsonObject f
                    ? new Operator(f).simpleName()
                    : text(selected));
    StepPath value = path.key(Keywords.BRANCH);
    JsonValue steps = o.get("steps").orElse(JsonArray.EMPTY);
    List<String> names = laneNames(o, selector, steps);
    List<StepTree> lanes = new ArrayList<>();
    if (names.isEmpty()) {
      String each = selector.equals("by_source") ? "each source" : "each value (from the data)";
      lanes.add(lane(value.key("steps"), each, steps));
    }
    for (String name : names) {
      lanes.add(laneFor(value, name, steps));
    }
    String detail =
        names.isEmpty()
            ? "one lane per value found in the data"
            : names.size()
                + " lanes"
                + (o.has("min_samples")
                    ? ", min " + o.get("min_samples").orElseThrow() + " samples"
                    : "");
    return branchFrame(path, "branch " + what, detail, lanes);
  }

  private static List<String> laneNames(JsonObject o, String selector, JsonValue steps) {
    if (o.get("values").orElse(null) instanceof JsonObject values) {
      return List.copyOf(values.keys());
    }
    if (selector.equals("by_filter")) {
      return o.get("names").orElse(null) instanceof JsonArray a && a.size() == 2
          ? a.items().stream().map(KeywordNodes::text).toList()
          : List.of("passing", "failing");
    }
    if (steps instanceof JsonObject byName) {
      return List.copyOf(byName.keys());
    }
    return List.of();
  }

  private StepTree laneFor(StepPath value, String name, JsonValue steps) {
    if (steps instanceof JsonObject byName) {
      Optional<String> key = List.of(name, "default", "*").stream().filter(byName::has).findFirst();
      return key.map(k -> lane(value.key("steps").key(k), name, byName.get(k).orElseThrow()))
          .orElseGet(
              () ->
                  new StepTree(
                      value.key("steps").key(name),
                      Shape.LANE,
                      Role.STRUCTURE,
                      name + " (no step)",
                      "",
                      List.of(),
                      List.of(),
                      Optional.empty()));
    }
    return lane(value.key("steps"), name, steps);
  }

  /** A branch whose value is a generator: one lane per alternative, titled with the count. */
  StepTree generated(JsonObject o, StepPath path) {
    List<String> strategies = GeneratorSyntax.strategiesIn(o);
    String keyword = strategies.getFirst();
    BigInteger n = VariantCounter.count(o);
    StepPath value = path.key(Keywords.BRANCH);
    List<StepTree> lanes = new ArrayList<>();
    if (keyword.equals("_or_")
        && o.size() == 1
        && o.get("_or_").orElseThrow() instanceof JsonArray items) {
      for (int i = 0; i < items.size(); i++) {
        JsonValue item = items.get(i);
        lanes.add(lane(value.key("_or_").index(i), laneName(item, i), item));
      }
    } else {
      lanes.add(lane(value, keyword, o));
    }
    return branchFrame(
        path,
        "branch generated by " + keyword,
        n + (n.equals(BigInteger.ONE) ? " branch" : " branches"),
        lanes);
  }

  private static String laneName(JsonValue item, int i) {
    JsonValue first = item instanceof JsonArray a && a.size() > 0 ? a.get(0) : item;
    return switch (first) {
      case JsonValue.JsonString s -> s.value().substring(s.value().lastIndexOf('.') + 1);
      case JsonObject ob when ob.keys().stream().anyMatch(Operator.REFERENCE_KEYS::contains) ->
          new Operator(ob).simpleName();
      default -> "branch " + (i + 1);
    };
  }

  /**
   * {@code sample_augmentation} or {@code exclude}/{@code sample_filter}: a frame holding its
   * operators (the {@code transformers} or {@code filters} list, or the value itself: {@code
   * {"exclude": [filters], "mode": "any"}}), its options (inside the value, or beside the keyword)
   * as detail.
   */
  StepTree operatorGroup(String keyword, JsonValue value, JsonObject siblings, StepPath path) {
    String listKey = keyword.equals(Keywords.SAMPLE_AUGMENTATION) ? "transformers" : "filters";
    StepPath base = path.key(keyword);
    StepPath list;
    JsonArray items;
    String detail;
    if (value instanceof JsonObject o && o.get(listKey).orElse(null) instanceof JsonArray a) {
      list = base.key(listKey);
      items = a;
      detail = options(o, listKey);
    } else if (value instanceof JsonArray a) {
      list = base;
      items = a;
      detail = options(siblings, keyword);
    } else {
      return new StepTree(
          path,
          Shape.GROUP,
          Role.KEYWORD,
          title(keyword),
          options(siblings, keyword),
          List.of(),
          List.of(child.apply(value, base)),
          Optional.empty());
    }
    List<StepTree> children = new ArrayList<>();
    for (int i = 0; i < items.size(); i++) {
      children.add(child.apply(items.get(i), list.index(i)));
    }
    if (keyword.equals(Keywords.SAMPLE_AUGMENTATION)) {
      detail = augmentationSummary(value, items.size(), detail);
    }
    return new StepTree(
        path,
        Shape.GROUP,
        Role.KEYWORD,
        title(keyword),
        detail,
        List.of(),
        children,
        Optional.of(list));
  }

  private static String title(String keyword) {
    return keyword.equals(Keywords.SAMPLE_FILTER) ? "sample_filter (exclude)" : keyword;
  }

  private static String augmentationSummary(JsonValue value, int augmenters, String rest) {
    JsonValue count = value instanceof JsonObject o ? o.get("count").orElse(null) : null;
    String copies =
        count == null
            ? "1 copy per sample"
            : GeneratorSyntax.containsGenerator(count)
                ? "copies swept"
                : "×" + PythonJson.displayRepr(count) + " copies per sample";
    return copies
        + " from "
        + augmenters
        + " augmenter"
        + (augmenters == 1 ? "" : "s")
        + (rest.isEmpty() ? "" : " · " + rest.replaceFirst("count=[^,]*(, )?", ""));
  }

  private static String options(JsonObject o, String listKey) {
    List<String> parts = new ArrayList<>();
    o.members()
        .forEach(
            (k, v) -> {
              if (!k.equals(listKey)) {
                parts.add(k + "=" + PythonJson.displayRepr(v));
              }
            });
    return String.join(", ", parts);
  }

  /**
   * A merge step. With predictions it is drawn as the stacking it sets up: a frame holding one box
   * per source (the lane, by the name {@code lanes} gives its index, and what it contributes:
   * {@code predictions, best by rmse}, {@code features}).
   */
  StepTree merge(JsonValue value, StepPath path, List<String> lanes) {
    StepPath base = path.key(Keywords.MERGE);
    List<StepTree> sources = new ArrayList<>();
    if (value instanceof JsonObject o && o.has("predictions")) {
      sources.addAll(
          contributions(
              o.get("predictions").orElseThrow(), base.key("predictions"), "predictions", lanes));
      o.get("features")
          .ifPresent(
              f -> sources.addAll(contributions(f, base.key("features"), "features", lanes)));
      List<String> rest = new ArrayList<>();
      o.get("output_as").ifPresent(v -> rest.add("as " + text(v)));
      o.get("on_missing").ifPresent(v -> rest.add("on missing: " + text(v)));
      return stack(path, String.join(", ", rest), sources);
    }
    if (value instanceof JsonValue.JsonString s && s.value().equals("predictions")) {
      for (int i = 0; i < lanes.size(); i++) {
        sources.add(source(base, lanes.get(i), "predictions"));
      }
      return sources.isEmpty()
          ? leaf(path, "merge · stacking", "predictions of every lane as features")
          : stack(path, "predictions of every lane as features", sources);
    }
    return leaf(path, Keywords.MERGE, PythonJson.displayRepr(value));
  }

  private static StepTree stack(StepPath path, String detail, List<StepTree> sources) {
    return new StepTree(
        path,
        Shape.GROUP,
        Role.KEYWORD,
        "merge · stacking",
        detail,
        List.of(),
        sources,
        Optional.empty());
  }

  private static List<StepTree> contributions(
      JsonValue v, StepPath at, String what, List<String> lanes) {
    List<StepTree> out = new ArrayList<>();
    if (v instanceof JsonArray a) {
      for (int i = 0; i < a.size(); i++) {
        out.add(contribution(a.get(i), at.index(i), what, lanes));
      }
    } else {
      out.add(source(at, "every lane", what + " " + text(v)));
    }
    return out;
  }

  private static StepTree contribution(JsonValue v, StepPath at, String what, List<String> lanes) {
    JsonValue lane = v instanceof JsonObject o ? o.get(Keywords.BRANCH).orElse(JsonValue.NULL) : v;
    String name =
        lane instanceof JsonValue.JsonInt i
                && i.value().signum() >= 0
                && i.value().intValue() < lanes.size()
            ? lanes.get(i.value().intValue())
            : "lane " + text(lane);
    if (!(v instanceof JsonObject o)) {
      return source(at, name, what);
    }
    String select =
        o.get("select")
            .map(
                s ->
                    s instanceof JsonObject so && so.has("top_k")
                        ? "top " + text(so.get("top_k").orElseThrow())
                        : text(s))
            .orElse("all");
    String metric = o.get("metric").map(m -> " by " + text(m)).orElse("");
    return source(at, name, what + ", " + select + (select.equals("all") ? "" : metric));
  }

  private StepTree lane(StepPath path, String name, JsonValue steps) {
    List<StepTree> out = new ArrayList<>();
    if (steps instanceof JsonArray a) {
      for (int i = 0; i < a.size(); i++) {
        out.add(child.apply(a.get(i), path.index(i)));
      }
    } else {
      out.add(child.apply(steps, path));
    }
    return new StepTree(
        path, Shape.LANE, Role.STRUCTURE, name, "", List.of(), out, Optional.of(path));
  }

  private static StepTree branchFrame(
      StepPath path, String title, String detail, List<StepTree> lanes) {
    return new StepTree(
        path, Shape.BRANCH, Role.STRUCTURE, title, detail, List.of(), lanes, Optional.empty());
  }

  /** What one lane contributes to a stacking merge: not a step, so nothing checks it as one. */
  private static StepTree source(StepPath path, String lane, String what) {
    return new StepTree(
        path, Shape.STEP, Role.NONE, lane, what, List.of(), List.of(), Optional.empty());
  }

  private static StepTree leaf(StepPath path, String title, String detail) {
    return new StepTree(
        path, Shape.STEP, Role.KEYWORD, title, detail, List.of(), List.of(), Optional.empty());
  }

  private static String text(JsonValue v) {
    return v instanceof JsonValue.JsonString s ? s.value() : PythonJson.displayRepr(v);
  }
}
