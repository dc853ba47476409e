package org.spectraflow.ui.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.json.PythonJson;
import org.spectraflow.engine.pipeline.BranchStep;
import org.spectraflow.engine.pipeline.CommentStep;
import org.spectraflow.engine.pipeline.GeneratorStep;
import org.spectraflow.engine.pipeline.GeneratorSyntax;
import org.spectraflow.engine.pipeline.KeywordStep;
import org.spectraflow.engine.pipeline.Keywords;
import org.spectraflow.engine.pipeline.ModelStep;
import org.spectraflow.engine.pipeline.NullStep;
import org.spectraflow.engine.pipeline.Operator;
import org.spectraflow.engine.pipeline.OperatorStep;
import org.spectraflow.engine.pipeline.ParamSweep;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.Step;
import org.spectraflow.engine.pipeline.SubPipeline;
import org.spectraflow.engine.pipeline.UnknownStep;
import org.spectraflow.ui.editor.StepTree.Role;
import org.spectraflow.ui.editor.StepTree.Shape;

/** Derives the {@link StepTree} of a document, resolving operators through the registry. */
public final class StepTreeBuilder {

  private final OperatorRegistry registry;

  /** Keywords drawn as a frame of the operators they hold. */
  private static final List<String> GROUPS =
      List.of(Keywords.SAMPLE_AUGMENTATION, Keywords.EXCLUDE, Keywords.SAMPLE_FILTER);

  private final KeywordNodes keywords = new KeywordNodes(this::node);

  /** A builder naming operators and hiding default parameters with this registry. */
  public StepTreeBuilder(OperatorRegistry registry) {
    this.registry = registry;
  }

  /** The tree of a whole document. */
  public StepTree build(PipelineDocument document) {
    List<StepTree> steps = new ArrayList<>();
    List<String> lanes = List.of();
    for (int i = 0; i < document.steps().size(); i++) {
      Step step = document.steps().get(i);
      StepPath path = StepPath.step(i);
      StepTree node =
          step instanceof KeywordStep k
                  && k.keyword().equals(Keywords.MERGE)
                  && k.value().isPresent()
              ? keywords.merge(k.value().get(), path, lanes)
              : node(step, path);
      if (node.shape() == Shape.BRANCH) {
        lanes = node.children().stream().map(StepTree::title).toList();
      }
      steps.add(node);
    }
    return container(StepPath.ROOT, Shape.PIPELINE, "pipeline", steps, StepPath.ROOT);
  }

  /** The tree of one JSON value standing where a step stands. */
  public StepTree node(JsonValue json, StepPath path) {
    return node(Step.of(json), path);
  }

  private StepTree node(Step step, StepPath path) {
    return switch (step) {
      case NullStep n -> leaf(path, Shape.EMPTY, Role.NONE, "None", "pass-through", List.of());
      case OperatorStep s -> operator(s.operator(), path, Role.TRANSFORM);
      case ModelStep m -> model(m, path);
      case SubPipeline p -> lane(path, "steps", p.toJson());
      case BranchStep b -> branch(b, path);
      case KeywordStep k when GROUPS.contains(k.keyword()) && k.value().isPresent() ->
          keywords.operatorGroup(k.keyword(), k.value().get(), k.siblings(), path);
      case KeywordStep k when k.keyword().equals(Keywords.MERGE) && k.value().isPresent() ->
          keywords.merge(k.value().get(), path, List.of());
      case KeywordStep k ->
          leaf(
              path,
              Shape.STEP,
              Role.KEYWORD,
              k.keyword(),
              k.value().map(StepTreeBuilder::keywordDetail).orElse(""),
              List.of());
      case GeneratorStep g -> generator(g.node(), path);
      case CommentStep c ->
          leaf(path, Shape.STEP, Role.NONE, "comment", c.comment().orElse(""), List.of());
      case UnknownStep u ->
          leaf(path, Shape.STEP, Role.UNKNOWN, u.keyword(), "unknown step", List.of());
    };
  }

  /**
   * What a keyword step holds, as a scientist reads it: the operators it names ({@code
   * StandardScaler}, {@code PCA, TruncatedSVD}), else its value.
   */
  private static String keywordDetail(JsonValue value) {
    if (OperatorSite.isOperator(value)) {
      return new Operator(value).simpleName();
    }
    if (value instanceof JsonArray a
        && !a.items().isEmpty()
        && a.items().stream().allMatch(OperatorSite::isOperator)) {
      return String.join(", ", a.items().stream().map(v -> new Operator(v).simpleName()).toList());
    }
    if (value instanceof JsonObject o
        && o.members().values().stream()
            .noneMatch(v -> v instanceof JsonObject || v instanceof JsonArray)) {
      return String.join(
          ", ",
          o.members().entrySet().stream()
              .map(e -> e.getKey() + "=" + PythonJson.displayRepr(e.getValue()))
              .toList());
    }
    return PythonJson.displayRepr(value);
  }

  private StepTree operator(Operator op, StepPath path, Role fallback) {
    Optional<OperatorSpec> spec = registry.resolve(op);
    Role role = spec.map(StepTreeBuilder::role).orElse(Role.UNKNOWN);
    List<String> badges = new ArrayList<>();
    List<String> plain = new ArrayList<>();
    for (Map.Entry<String, JsonValue> e : op.params().members().entrySet()) {
      if (GeneratorSyntax.containsGenerator(e.getValue())) {
        badges.add(e.getKey() + ": " + SweepExpression.badge(e.getValue()));
      } else if (spec.isEmpty() || !spec.get().isDefault(e.getKey(), e.getValue())) {
        plain.add(e.getKey() + "=" + PythonJson.displayRepr(e.getValue()));
      }
    }
    return leaf(
        path,
        Shape.STEP,
        spec.isPresent() ? role : (role == Role.UNKNOWN ? Role.UNKNOWN : fallback),
        op.simpleName(),
        String.join(", ", plain),
        badges);
  }

  private static Role role(OperatorSpec spec) {
    return switch (spec.kind()) {
      case MODEL -> Role.MODEL;
      case SPLITTER -> Role.SPLITTER;
      default -> Role.TRANSFORM;
    };
  }

  private StepTree model(ModelStep m, StepPath path) {
    Operator op = m.operator();
    if (op.isGenerator() && op.node() instanceof JsonObject g && g.has("_or_") && g.size() == 1) {
      return alternatives(path.key("model").key("_or_"), path, "model: _or_", g);
    }
    StepTree inner = stacking(op).orElseGet(() -> operator(op, path, Role.MODEL));
    Role role = inner.role() == Role.UNKNOWN ? Role.UNKNOWN : Role.MODEL;
    String detail =
        m.name()
            .map(n -> n + (inner.detail().isEmpty() ? "" : " · " + inner.detail()))
            .orElse(inner.detail());
    return leaf(path, Shape.STEP, role, inner.title(), detail, inner.badges());
  }

  /**
   * nirs4all's MetaModel, read as the stacking it does: its final estimator and the source models
   * whose predictions it learns from.
   */
  private Optional<StepTree> stacking(Operator op) {
    if (!op.simpleName().equals("MetaModel")) {
      return Optional.empty();
    }
    JsonObject p = op.params();
    String learner =
        p.get("model")
            .filter(OperatorSite::isOperator)
            .map(m -> operator(new Operator(m), StepPath.ROOT, Role.MODEL))
            .map(t -> t.title() + (t.detail().isEmpty() ? "" : "(" + t.detail() + ")"))
            .orElse("Ridge");
    String sources = p.get("source_models").map(PythonJson::displayRepr).orElse("'all'");
    return Optional.of(
        leaf(
            StepPath.ROOT,
            Shape.STEP,
            Role.MODEL,
            "MetaModel · stacking",
            learner + " on predictions of " + sources.replace("'", "") + " source models",
            List.of()));
  }

  private StepTree generator(JsonObject o, StepPath path) {
    JsonObject normal = ParamSweep.normalise(o);
    if (normal != o) {
      StepTree sugar = node(Step.of(normal), path);
      return leaf(path, sugar.shape(), sugar.role(), sugar.title(), sugar.detail(), sugar.badges());
    }
    List<String> strategies = GeneratorSyntax.strategiesIn(o);
    String keyword = strategies.getFirst();
    if ((keyword.equals("_or_") || keyword.equals("_chain_"))
        && o.get(keyword).orElseThrow() instanceof JsonArray) {
      return alternatives(path.key(keyword), path, keyword + modifiers(o, keyword), o);
    }
    if (keyword.equals("_cartesian_") && o.get(keyword).orElseThrow() instanceof JsonArray stages) {
      List<StepTree> children = new ArrayList<>();
      for (int i = 0; i < stages.size(); i++) {
        children.add(node(stages.get(i), path.key(keyword).index(i)));
      }
      return container(
          path, Shape.STAGES, keyword + modifiers(o, keyword), children, path.key(keyword));
    }
    return leaf(
        path,
        Shape.GENERATOR,
        Role.STRUCTURE,
        keyword,
        SweepExpression.badge(o.get(keyword).orElseThrow()),
        List.of());
  }

  private StepTree alternatives(StepPath list, StepPath path, String title, JsonObject o) {
    JsonArray items =
        (JsonArray)
            o.get(list.segments().getLast() instanceof StepPath.Key k ? k.name() : "_or_")
                .orElseThrow();
    List<StepTree> children = new ArrayList<>();
    for (int i = 0; i < items.size(); i++) {
      children.add(node(items.get(i), list.index(i)));
    }
    return container(path, Shape.ALTERNATIVES, title, children, list);
  }

  private static String modifiers(JsonObject o, String keyword) {
    List<String> mods =
        o.keys().stream()
            .filter(k -> !k.equals(keyword))
            .map(k -> k + "=" + PythonJson.displayRepr(o.get(k).orElseThrow()))
            .toList();
    return mods.isEmpty() ? "" : " (" + String.join(", ", mods) + ")";
  }

  private StepTree branch(BranchStep b, StepPath path) {
    if (b.isSeparation()) {
      return keywords.separation((JsonObject) b.value(), path);
    }
    if (b.isGenerated()) {
      return keywords.generated((JsonObject) b.value(), path);
    }
    List<StepTree> lanes = new ArrayList<>();
    StepPath value = path.key(Keywords.BRANCH);
    switch (b.value()) {
      case JsonArray a -> {
        for (int i = 0; i < a.size(); i++) {
          JsonValue item = a.get(i);
          boolean named = BranchStep.isNamedLane(item);
          String name =
              named
                  ? ((JsonObject) item)
                      .get("name")
                      .flatMap(JsonValue::asString)
                      .orElse("lane " + (i + 1))
                  : "lane " + (i + 1);
          StepPath lanePath = named ? value.index(i).key("steps") : value.index(i);
          lanes.add(
              lane(lanePath, name, named ? ((JsonObject) item).get("steps").orElseThrow() : item));
        }
      }
      case JsonObject o ->
          o.members()
              .forEach(
                  (k, v) -> {
                    if (BranchStep.isLaneKey(k)) {
                      lanes.add(lane(value.key(k), k, v));
                    }
                  });
      default -> {}
    }
    return new StepTree(
        path,
        Shape.BRANCH,
        Role.STRUCTURE,
        Keywords.BRANCH,
        lanes.size() + " lanes",
        List.of(),
        lanes,
        Optional.empty());
  }

  private StepTree lane(StepPath path, String name, JsonValue value) {
    List<StepTree> steps = new ArrayList<>();
    if (value instanceof JsonArray a) {
      for (int i = 0; i < a.size(); i++) {
        steps.add(node(a.get(i), path.index(i)));
      }
    } else {
      steps.add(node(value, path));
    }
    return container(path, Shape.LANE, name, steps, path);
  }

  private static StepTree container(
      StepPath path, Shape shape, String title, List<StepTree> children, StepPath list) {
    return new StepTree(
        path, shape, Role.STRUCTURE, title, "", List.of(), children, Optional.of(list));
  }

  private static StepTree leaf(
      StepPath path, Shape shape, Role role, String title, String detail, List<String> badges) {
    return new StepTree(path, shape, role, title, detail, badges, List.of(), Optional.empty());
  }
}
