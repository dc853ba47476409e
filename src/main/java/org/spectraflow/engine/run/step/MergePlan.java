package org.spectraflow.engine.run.step;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.metric.Metric;
import org.spectraflow.engine.pipeline.DocumentPath;

/**
 * What a {@code merge} step collects (docs/compatibility.md, merge): the branches whose features go
 * side by side, then the models whose predictions become columns. The string forms are {@code
 * features}, {@code predictions} and {@code all} (every branch / every model); the object form
 * lists {@code features} branches by index and, per {@code predictions} entry, a branch and a
 * selection ({@code "all"}, {@code "best"}, {@code {"top_k": k}} or a list of model names), ranked
 * by each model's cross-validation score. {@code on_missing} ({@code error} by default, {@code
 * warn}, {@code skip}) decides what a missing branch or model does; {@code output_as} must be
 * {@code features}.
 *
 * @param features the branch contexts whose features are merged, in order
 * @param predictions the models whose predictions are merged, in order
 * @param concat true for {@code concat}: separation branches' rows put back in sample order
 */
record MergePlan(List<ExecutionContext> features, List<ModelResult> predictions, boolean concat) {

  private static final Set<String> KEYS =
      Set.of("features", "predictions", "output_as", "on_missing", "include_original", "unsafe");

  /** Copies the lists. */
  MergePlan {
    features = List.copyOf(features);
    predictions = List.copyOf(predictions);
  }

  /** The plan of merge value {@code value} (at {@code at}) over {@code branches}. */
  static MergePlan of(
      JsonValue value, List<ExecutionContext> branches, DocumentPath at, Consumer<String> warn) {
    boolean separated = !branches.isEmpty() && branches.get(0).members != null;
    if (value instanceof JsonValue.JsonBool b && b.value()) {
      value = JsonValue.string("auto");
    }
    if (value instanceof JsonValue.JsonString || value instanceof JsonValue.JsonNull) {
      String text = value.asString().orElse("features");
      if (text.equals("auto")) {
        text = separated ? "concat" : "features";
      }
      if (text.equals("concat")) {
        if (!separated) {
          throw new IllegalArgumentException(
              at
                  + ": merge \"concat\" puts separation branches "
                  + "back together; after duplication branches use \"features\"");
        }
        return new MergePlan(List.of(), List.of(), true);
      }
      MergeController.Mode mode = MergeController.Mode.parse(text, at.toString());
      List<ModelResult> models = new ArrayList<>();
      branches.forEach(c -> models.addAll(c.models));
      return new MergePlan(
          mode == MergeController.Mode.PREDICTIONS ? List.of() : branches,
          mode == MergeController.Mode.FEATURES ? List.of() : models,
          false);
    }
    if (!(value instanceof JsonObject o)) {
      throw new IllegalArgumentException(
          at
              + ": "
              + value
              + " is not a merge; use \"features\", "
              + "\"predictions\", \"all\" or an object {\"features\": [...], \"predictions\": [...]}");
    }
    for (String k : o.keys()) {
      if (!KEYS.contains(k)) {
        throw new IllegalArgumentException(
            at.key(k) + ": unknown merge key; known: " + String.join(", ", new TreeSet<>(KEYS)));
      }
    }
    String outputAs = o.get("output_as").flatMap(JsonValue::asString).orElse("features");
    if (!outputAs.equals("features")) {
      throw new IllegalArgumentException(
          at.key("output_as") + ": '" + outputAs + "' is not supported; use \"features\"");
    }
    for (String flag : List.of("include_original", "unsafe")) {
      if (o.get(flag).orElse(null) instanceof JsonValue.JsonBool b && b.value()) {
        throw new IllegalArgumentException(at.key(flag) + ": true is not supported; remove it");
      }
    }
    String onMissing = o.get("on_missing").flatMap(JsonValue::asString).orElse("error");
    Missing missing = new Missing(onMissing, at.key("on_missing"), warn);
    List<ExecutionContext> features = new ArrayList<>();
    o.get("features")
        .ifPresent(f -> features.addAll(branchList(f, branches, at.key("features"), missing)));
    List<ModelResult> models = new ArrayList<>();
    o.get("predictions")
        .ifPresent(p -> models.addAll(predictions(p, branches, at.key("predictions"), missing)));
    return new MergePlan(features, models, false);
  }

  private static List<ExecutionContext> branchList(
      JsonValue v, List<ExecutionContext> branches, DocumentPath at, Missing missing) {
    if (v.asString().filter("all"::equals).isPresent()) {
      return branches;
    }
    if (!(v instanceof JsonArray a)) {
      throw new IllegalArgumentException(
          at
              + ": "
              + v
              + " is not a branch list; use \"all\" or "
              + "a list of branch indices, e.g. [0, 2]");
    }
    List<ExecutionContext> out = new ArrayList<>();
    for (int i = 0; i < a.size(); i++) {
      ExecutionContext ctx = branch(a.get(i), branches, at.index(i), missing);
      if (ctx != null) {
        out.add(ctx);
      }
    }
    return out;
  }

  private static List<ModelResult> predictions(
      JsonValue v, List<ExecutionContext> branches, DocumentPath at, Missing missing) {
    if (v.asString().filter("all"::equals).isPresent()) {
      List<ModelResult> all = new ArrayList<>();
      branches.forEach(c -> all.addAll(c.models));
      return all;
    }
    if (!(v instanceof JsonArray a)) {
      throw new IllegalArgumentException(
          at
              + ": "
              + v
              + " is not a list of prediction "
              + "selections, e.g. [{\"branch\": 0, \"select\": \"best\"}]");
    }
    List<ModelResult> out = new ArrayList<>();
    for (int i = 0; i < a.size(); i++) {
      JsonValue item = a.get(i);
      DocumentPath where = at.index(i);
      if (item instanceof JsonObject e) {
        ExecutionContext ctx =
            branch(e.get("branch").orElse(JsonValue.NULL), branches, where.key("branch"), missing);
        if (ctx != null) {
          out.addAll(
              select(
                  ctx.models,
                  e.get("select").orElse(JsonValue.string("all")),
                  where.key("select"),
                  missing));
        }
      } else {
        ExecutionContext ctx = branch(item, branches, where, missing);
        if (ctx != null) {
          out.addAll(ctx.models);
        }
      }
    }
    return out;
  }

  private static ExecutionContext branch(
      JsonValue v, List<ExecutionContext> branches, DocumentPath at, Missing missing) {
    if (v instanceof JsonValue.JsonInt i
        && i.value().signum() >= 0
        && i.value().intValue() < branches.size()) {
      return branches.get(i.value().intValue());
    }
    if (v instanceof JsonValue.JsonString s) {
      for (ExecutionContext c : branches) {
        if (s.value().equals(c.branchName)) {
          return c;
        }
      }
    }
    missing.report(
        at
            + ": no branch "
            + v
            + " (the branch step made "
            + branches.size()
            + " branches, numbered from 0)");
    return null;
  }

  private static List<ModelResult> select(
      List<ModelResult> models, JsonValue select, DocumentPath at, Missing missing) {
    List<ModelResult> ranked = new ArrayList<>(models);
    if (!ranked.isEmpty()) {
      Metric metric = ranked.get(0).report().scoreNames().primary();
      Comparator<ModelResult> byScore =
          Comparator.comparingDouble(m -> m.report().selectionScore());
      ranked.sort(metric.higherIsBetter() ? byScore.reversed() : byScore);
    }
    if (select.asString().filter("all"::equals).isPresent()) {
      return models;
    }
    if (select.asString().filter("best"::equals).isPresent()) {
      return ranked.isEmpty() ? List.of() : List.of(ranked.get(0));
    }
    if (select instanceof JsonObject o
        && o.get("top_k").orElse(null) instanceof JsonValue.JsonInt k
        && k.value().signum() > 0) {
      return ranked.subList(0, Math.min(ranked.size(), k.value().intValue()));
    }
    if (select instanceof JsonArray names) {
      List<ModelResult> out = new ArrayList<>();
      for (int i = 0; i < names.size(); i++) {
        String n = names.get(i).asString().orElse("");
        List<ModelResult> hit = models.stream().filter(m -> m.report().name().equals(n)).toList();
        if (hit.isEmpty()) {
          missing.report(at.index(i) + ": no model named '" + n + "' in this branch");
        }
        out.addAll(hit);
      }
      return out;
    }
    throw new IllegalArgumentException(
        at
            + ": "
            + select
            + " is not a selection; use \"all\", "
            + "\"best\", {\"top_k\": k} or a list of model names");
  }

  /** The {@code on_missing} policy. */
  private record Missing(String policy, DocumentPath at, Consumer<String> warn) {
    Missing {
      if (!Set.of("error", "warn", "skip").contains(policy)) {
        throw new IllegalArgumentException(
            at + ": '" + policy + "' is not a policy; use " + "\"error\", \"warn\" or \"skip\"");
      }
    }

    void report(String problem) {
      switch (policy) {
        case "error" -> throw new IllegalArgumentException(problem);
        case "warn" -> warn.accept(problem);
        default -> {}
      }
    }
  }
}
