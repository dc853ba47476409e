package org.spectraflow.engine.run.step;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.MetadataTable;
import org.spectraflow.engine.data.Partition;
import org.spectraflow.engine.data.SampleIndex;
import org.spectraflow.engine.data.SampleRecord;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.SampleFilterOperator;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.Operator;
import org.spectraflow.engine.plan.PlannedStep;
import org.spectraflow.engine.plan.Separation;

/**
 * Separation branches (docs/compatibility.md, separation branches): the base, non-excluded samples
 * of both partitions are split into groups {@code by_metadata} (a metadata column's values, or
 * named value sets), {@code by_tag} (a tag column's values, or named conditions) or {@code
 * by_filter} (a filter's passing and failing samples); each group is one branch whose steps see
 * only its samples (augmented copies follow their origin). A sample may fall in at most one group;
 * samples in none are in no branch. Stateless.
 */
final class SeparationBranches {

  /**
   * One branch: its name, steps and the base samples it holds.
   *
   * @param name the branch name
   * @param steps the steps the branch runs (possibly none)
   * @param members the base sample ids, ascending
   */
  record Group(String name, List<PlannedStep> steps, int[] members) {}

  private SeparationBranches() {}

  /** The groups of the separation object {@code spec} (at {@code at}) on {@code ds}, no steps. */
  static List<Group> groups(JsonObject spec, SpectroDataset ds, StepEnv env, DocumentPath at) {
    return groups(new Separation(spec, List.of(), Map.of()), ds, env, at);
  }

  /** The groups of the planned separation {@code sep} (at {@code at}) on {@code ds}. */
  static List<Group> groups(Separation sep, SpectroDataset ds, StepEnv env, DocumentPath at) {
    JsonObject spec = sep.selector();
    int[] candidates = candidates(ds);
    Map<String, int[]> named;
    if (spec.has("by_metadata")) {
      named = byMetadata(spec, ds, candidates, at);
    } else if (spec.has("by_tag")) {
      named = byTag(spec, ds, candidates, at);
    } else if (spec.has("by_filter")) {
      named = byFilter(spec, ds, candidates, env, at);
    } else {
      throw new IllegalArgumentException(
          at.key("by_source")
              + ": by_source separation branches "
              + "are not supported yet; use by_metadata, by_tag or by_filter");
    }
    requireDisjoint(named, at);
    List<Group> out = new ArrayList<>();
    named.forEach((name, members) -> out.add(new Group(name, sep.steps(name), members)));
    return out;
  }

  /** {@code index} with every base sample outside {@code members} (and its copies) excluded. */
  static SampleIndex restricted(SampleIndex index, int[] members, String branch) {
    SampleIndex out = index.copy();
    Set<Integer> keep = new TreeSet<>();
    Arrays.stream(members).forEach(keep::add);
    for (int id = 0; id < out.size(); id++) {
      SampleRecord r = out.sample(id);
      if (!r.excluded() && !keep.contains(r.origin())) {
        out.exclude(id, "outside branch " + branch);
      }
    }
    return out;
  }

  private static int[] candidates(SpectroDataset ds) {
    int[] train = ds.index().ids(Partition.TRAIN, false);
    int[] test = ds.index().ids(Partition.TEST, false);
    int[] all = Arrays.copyOf(train, train.length + test.length);
    System.arraycopy(test, 0, all, train.length, test.length);
    Arrays.sort(all);
    return all;
  }

  private static Map<String, int[]> byMetadata(
      JsonObject spec, SpectroDataset ds, int[] candidates, DocumentPath at) {
    String column =
        spec.get("by_metadata")
            .flatMap(JsonValue::asString)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        at.key("by_metadata") + ": needs a metadata column name"));
    MetadataTable meta = ds.metadata();
    if (!meta.names().contains(column)) {
      throw new IllegalArgumentException(
          at.key("by_metadata")
              + ": the dataset has no metadata "
              + "column '"
              + column
              + "'; columns: "
              + meta.names());
    }
    String[] text = text(meta.column(column));
    Map<String, List<Integer>> groups = new LinkedHashMap<>();
    if (spec.get("values").orElse(null) instanceof JsonObject values) {
      values
          .members()
          .forEach(
              (name, allowed) -> {
                Set<String> set = new TreeSet<>();
                (allowed instanceof JsonArray a ? a.items() : List.of(allowed))
                    .forEach(v -> set.add(v.asString().orElse(v.toString())));
                List<Integer> ids = new ArrayList<>();
                for (int id : candidates) {
                  if (set.contains(text[id])) {
                    ids.add(id);
                  }
                }
                groups.put(name, ids);
              });
    } else {
      TreeMap<String, List<Integer>> sorted = new TreeMap<>();
      for (int id : candidates) {
        sorted.computeIfAbsent(text[id], k -> new ArrayList<>()).add(id);
      }
      groups.putAll(sorted);
    }
    int min =
        spec.get("min_samples").orElse(JsonValue.integer(1)) instanceof JsonValue.JsonInt i
            ? i.value().intValue()
            : 1;
    Map<String, int[]> out = new LinkedHashMap<>();
    groups.forEach(
        (k, v) -> {
          if (v.size() >= min) {
            out.put(k, v.stream().mapToInt(Integer::intValue).toArray());
          }
        });
    return out;
  }

  private static Map<String, int[]> byTag(
      JsonObject spec, SpectroDataset ds, int[] candidates, DocumentPath at) {
    String column =
        spec.get("by_tag")
            .flatMap(JsonValue::asString)
            .orElseThrow(
                () -> new IllegalArgumentException(at.key("by_tag") + ": needs a tag name"));
    if (!ds.index().tagColumns().contains(column)) {
      throw new IllegalArgumentException(
          at.key("by_tag")
              + ": no tag '"
              + column
              + "'; add a "
              + "{\"tag\": ...} step before the branch (tags so far: "
              + ds.index().tagColumns()
              + ")");
    }
    Map<String, int[]> out = new LinkedHashMap<>();
    if (spec.get("values").orElse(null) instanceof JsonObject values) {
      values
          .members()
          .forEach(
              (name, condition) ->
                  out.put(
                      name,
                      Arrays.stream(candidates)
                          .filter(
                              id ->
                                  TagCondition.matches(
                                      condition, ds.index().tag(id, column).orElse(null)))
                          .toArray()));
      return out;
    }
    TreeMap<String, List<Integer>> sorted = new TreeMap<>();
    for (int id : candidates) {
      sorted
          .computeIfAbsent(ds.index().tag(id, column).orElse("None"), k -> new ArrayList<>())
          .add(id);
    }
    sorted.forEach((k, v) -> out.put(k, v.stream().mapToInt(Integer::intValue).toArray()));
    return out;
  }

  private static Map<String, int[]> byFilter(
      JsonObject spec, SpectroDataset ds, int[] candidates, StepEnv env, DocumentPath at) {
    TransformOperator op =
        env.run()
            .resolver()
            .transform(new Operator(spec.get("by_filter").orElseThrow()), at.key("by_filter"));
    if (!(op instanceof SampleFilterOperator filter)) {
      throw new IllegalArgumentException(
          at.key("by_filter")
              + ": "
              + op.className()
              + " is not a sample filter; use YOutlierFilter or SpectralQualityFilter");
    }
    List<String> names = List.of("passing", "failing");
    if (spec.get("names").orElse(null) instanceof JsonArray a && a.size() == 2) {
      names = List.of(a.get(0).asString().orElse("passing"), a.get(1).asString().orElse("failing"));
    }
    int[] train = ds.index().ids(Partition.TRAIN, false);
    Block xTrain = ds.x(train);
    SampleFilterOperator.Fitted fitted =
        filter.fitFilter(xTrain, TagController.targets(ds, train, env));
    boolean[] keep = fitted.keep(ds.x(candidates), TagController.targets(ds, candidates, env));
    List<Integer> pass = new ArrayList<>();
    List<Integer> fail = new ArrayList<>();
    for (int i = 0; i < candidates.length; i++) {
      (keep[i] ? pass : fail).add(candidates[i]);
    }
    Map<String, int[]> out = new LinkedHashMap<>();
    out.put(names.get(0), pass.stream().mapToInt(Integer::intValue).toArray());
    out.put(names.get(1), fail.stream().mapToInt(Integer::intValue).toArray());
    return out;
  }

  private static void requireDisjoint(Map<String, int[]> groups, DocumentPath at) {
    Map<Integer, String> owner = new TreeMap<>();
    groups.forEach(
        (name, ids) -> {
          for (int id : ids) {
            String before = owner.put(id, name);
            if (before != null) {
              throw new IllegalArgumentException(
                  at
                      + ": sample "
                      + id
                      + " falls in both branch '"
                      + before
                      + "' and branch '"
                      + name
                      + "'; the branch conditions must not overlap");
            }
          }
        });
  }

  private static String[] text(MetadataTable.Column column) {
    return switch (column) {
      case MetadataTable.Numbers n ->
          Arrays.stream(n.values())
              .mapToObj(
                  v ->
                      v == Math.rint(v) && Math.abs(v) < 1e15
                          ? Long.toString((long) v)
                          : Double.toString(v))
              .toArray(String[]::new);
      case MetadataTable.Texts t -> t.values().toArray(String[]::new);
    };
  }

  /** A {@code by_tag} condition against a tag value (text, e.g. {@code True} or {@code 0.7}). */
  static final class TagCondition {

    private TagCondition() {}

    static boolean matches(JsonValue condition, String value) {
      if (value == null) {
        return false;
      }
      return switch (condition) {
        case JsonValue.JsonBool b -> value.equalsIgnoreCase(b.value() ? "True" : "False");
        case JsonArray a -> a.items().stream().anyMatch(c -> matches(c, value));
        case JsonValue.JsonString s -> text(s.value().trim(), value);
        default -> condition.isNumber() && number(value) == condition.asDouble();
      };
    }

    private static boolean text(String c, String value) {
      double v = number(value);
      if (c.contains("..")) {
        String lo = c.substring(0, c.indexOf("..")).trim();
        String hi = c.substring(c.indexOf("..") + 2).trim();
        return (lo.isEmpty() || v >= Double.parseDouble(lo))
            && (hi.isEmpty() || v <= Double.parseDouble(hi));
      }
      for (String op : List.of(">=", "<=", "==", "!=", ">", "<")) {
        if (c.startsWith(op)) {
          double t = Double.parseDouble(c.substring(op.length()).trim());
          return switch (op) {
            case ">=" -> v >= t;
            case "<=" -> v <= t;
            case "==" -> v == t;
            case "!=" -> v != t;
            case ">" -> v > t;
            default -> v < t;
          };
        }
      }
      try {
        return Double.parseDouble(c) == v;
      } catch (NumberFormatException e) {
        return c.equals(value)
            || c.toLowerCase(Locale.ROOT).equals(value.toLowerCase(Locale.ROOT))
                && (c.equalsIgnoreCase("true") || c.equalsIgnoreCase("false"));
      }
    }

    private static double number(String value) {
      if (value.equalsIgnoreCase("true")) {
        return 1;
      }
      if (value.equalsIgnoreCase("false")) {
        return 0;
      }
      try {
        return Double.parseDouble(value);
      } catch (NumberFormatException e) {
        return Double.NaN;
      }
    }
  }
}
