package org.spectraflow.engine.run.planner;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.generate.StepIds;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.SplitterOperator;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.operators.split.groups.GroupOptions;
import org.spectraflow.engine.pipeline.BranchStep;
import org.spectraflow.engine.pipeline.CommentStep;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.KeywordCatalogue;
import org.spectraflow.engine.pipeline.KeywordStep;
import org.spectraflow.engine.pipeline.Keywords;
import org.spectraflow.engine.pipeline.ModelStep;
import org.spectraflow.engine.pipeline.NullStep;
import org.spectraflow.engine.pipeline.Operator;
import org.spectraflow.engine.pipeline.OperatorStep;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.Step;
import org.spectraflow.engine.pipeline.SubPipeline;
import org.spectraflow.engine.plan.AugmentationAction;
import org.spectraflow.engine.plan.AugmentationSpec;
import org.spectraflow.engine.plan.Branching;
import org.spectraflow.engine.plan.Chain;
import org.spectraflow.engine.plan.ConcatTransform;
import org.spectraflow.engine.plan.Exclude;
import org.spectraflow.engine.plan.FeatureAugmentation;
import org.spectraflow.engine.plan.FilterSpec;
import org.spectraflow.engine.plan.Merge;
import org.spectraflow.engine.plan.ModelFit;
import org.spectraflow.engine.plan.NoOp;
import org.spectraflow.engine.plan.PlannedStep;
import org.spectraflow.engine.plan.Preprocessing;
import org.spectraflow.engine.plan.Repetitions;
import org.spectraflow.engine.plan.SampleAugmentation;
import org.spectraflow.engine.plan.Separation;
import org.spectraflow.engine.plan.Split;
import org.spectraflow.engine.plan.StepPlace;
import org.spectraflow.engine.plan.Tag;
import org.spectraflow.engine.plan.Transform;
import org.spectraflow.engine.plan.Unrunnable;
import org.spectraflow.engine.plan.Unrunnable.When;
import org.spectraflow.engine.plan.VariantPlan;
import org.spectraflow.engine.plan.YProcessing;
import org.spectraflow.engine.run.step.FeatureAugmentationController;
import org.spectraflow.engine.run.step.SplitGroups;
import org.spectraflow.engine.tune.FinetuneSettings;

/**
 * Parses an expanded variant's document into its typed steps ({@link VariantPlan}), once: every
 * operator is resolved and built here, each keyword's options are read here, and every step gets
 * its document path and template step id. Nothing throws: a step that cannot run becomes an {@link
 * Unrunnable} with the message the check or the run reports. To add a keyword, add its case to
 * {@link #keyword} (docs/keywords.md).
 */
public final class StepPlanner {

  /** Keywords the document model knows that the engine does not run yet. */
  private static final Set<String> NOT_YET = KeywordCatalogue.notYetSupported();

  private final OperatorResolver resolver;
  private final StepOperators operators;

  public StepPlanner(OperatorResolver resolver) {
    this.resolver = resolver;
    this.operators = new StepOperators(resolver);
  }

  /** The plan of {@code doc}, whose steps have the template ids {@code ids}. */
  public VariantPlan plan(PipelineDocument doc, StepIds ids) {
    List<PlannedStep> steps = new ArrayList<>();
    for (int i = 0; i < doc.steps().size(); i++) {
      steps.add(step(doc.steps().get(i), DocumentPath.PIPELINE.index(i), "/pipeline/" + i, ids));
    }
    return new VariantPlan(steps);
  }

  private PlannedStep step(Step step, DocumentPath path, String pointer, StepIds ids) {
    StepPlace place = new StepPlace(path, ids.of(pointer));
    try {
      return switch (step) {
        case NullStep n -> new NoOp(place, NoOp.Why.NULL);
        case CommentStep c -> new NoOp(place, NoOp.Why.COMMENT);
        case OperatorStep s -> operator(s.operator(), fitOnAll(s.siblings()), place);
        case ModelStep m ->
            new ModelFit(
                modelPlace(place, pointer, ids),
                m.operator().simpleName(),
                resolver.model(m.operator(), path.key(Keywords.MODEL)),
                m.name().orElse(null),
                tuning(m, path));
        case SubPipeline p -> {
          List<PlannedStep> inner = new ArrayList<>();
          for (int j = 0; j < p.steps().size(); j++) {
            inner.add(step(p.steps().get(j), path.index(j), pointer + "/" + j, ids));
          }
          yield new Chain(place, inner);
        }
        case BranchStep b -> branch(b, place, pointer, ids);
        case KeywordStep k -> keyword(k, place);
        default ->
            new Unrunnable(
                place,
                null,
                path
                    + ": step "
                    + step.toJson()
                    + " cannot run (unexpanded generator or unknown keyword)",
                When.CHECK);
      };
    } catch (IllegalArgumentException e) {
      return new Unrunnable(place, null, e.getMessage(), When.CHECK);
    }
  }

  /**
   * A model step's {@code finetune_params}, checked here so a bad setting is reported before any
   * variant runs; null when the step has none.
   */
  private static ModelFit.Tuning tuning(ModelStep m, DocumentPath path) {
    JsonValue settings = m.siblings().get(Keywords.FINETUNE_PARAMS).orElse(JsonValue.NULL);
    if (settings instanceof JsonValue.JsonNull) {
      return null;
    }
    FinetuneSettings.parse(settings, path.key(Keywords.FINETUNE_PARAMS), false, null);
    return new ModelFit.Tuning(m.operator(), settings);
  }

  /**
   * A model step's place: its own id, or the id of the generator choice its {@code model} value
   * came from ({@code {"model": {"_or_": [..]}}}), so each alternative model is its own step.
   */
  private static StepPlace modelPlace(StepPlace place, String pointer, StepIds ids) {
    String model = ids.of(pointer + "/model");
    return model.equals(place.stepId() + "/model") ? place : new StepPlace(place.path(), model);
  }

  /** A bare operator, by its kind in the catalogue. */
  private PlannedStep operator(Operator op, boolean fitOnAll, StepPlace place) {
    DocumentPath at = place.path();
    OperatorSpec spec = resolver.spec(op, at);
    return switch (spec.kind()) {
      case TRANSFORM, Y_TRANSFORM ->
          new Transform(place, spec.className(), resolver.transform(op, at), fitOnAll);
      case SPLITTER -> new Split(place, spec.className(), resolver.splitter(op, at));
      case MODEL -> new ModelFit(place, spec.className(), resolver.model(op, at), null);
    };
  }

  private PlannedStep keyword(KeywordStep k, StepPlace place) {
    DocumentPath path = place.path();
    DocumentPath at = path.key(k.keyword());
    JsonValue value = k.value().orElse(JsonValue.NULL);
    return switch (k.keyword()) {
      case Keywords.PREPROCESSING ->
          new Preprocessing(
              place,
              operators.flat(value, at).stream()
                  .map(op -> new Transform(place, op.className(), op, fitOnAll(k.siblings())))
                  .toList());
      case Keywords.Y_PROCESSING -> new YProcessing(place, operators.targets(value, at));
      case Keywords.SPLIT -> {
        Operator op = new Operator(value);
        SplitterOperator splitter = resolver.splitter(op, at);
        List<String> groupBy = SplitGroups.columns(k.siblings(), path);
        GroupOptions options = GroupOptions.read(k.siblings(), path);
        yield groupBy.isEmpty() && options.equals(GroupOptions.DEFAULT)
            ? operator(op, false, place.at(at))
            : new Split(
                place.at(at),
                resolver.spec(op, at).className(),
                splitter,
                new Split.Groups(groupBy, path, options));
      }
      case Keywords.FEATURE_AUGMENTATION -> augmentation(k, operators.chains(value, at), place);
      case Keywords.CONCAT_TRANSFORM ->
          new ConcatTransform(
              place,
              operators.chains(value, at),
              k.siblings().get(Keywords.NAME).flatMap(JsonValue::asString).orElse(null));
      case Keywords.MERGE ->
          value instanceof JsonValue.JsonNull
              ? new Merge(place, "features")
              : new Merge(
                  place,
                  value.asString().orElse(value instanceof JsonObject ? "object" : "features"),
                  value);
      case Keywords.MERGE_SOURCES -> sourceMerge(value, place, at);
      case Keywords.REP_TO_SOURCES, Keywords.REP_TO_PP ->
          repetitions(value, place, at, k.keyword().equals(Keywords.REP_TO_SOURCES));
      case Keywords.SAMPLE_AUGMENTATION ->
          new SampleAugmentation(place, AugmentationSpec.parse(value, at, resolver::transform));
      case Keywords.EXCLUDE ->
          new Exclude(
              place,
              FilterSpec.parse(
                  value, k.siblings(), path, Keywords.EXCLUDE, resolver::transform, false),
              false);
      case Keywords.SAMPLE_FILTER ->
          new Exclude(place, SampleFilterStep.filters(value, path, resolver::transform), true);
      case Keywords.TAG ->
          new Tag(
              place,
              FilterSpec.parse(value, k.siblings(), path, Keywords.TAG, resolver::transform, true));
      default -> other(k, place);
    };
  }

  /**
   * A {@code merge_sources} step (docs/pipeline-language.md, multi-source): {@code "concat"},
   * {@code true}, {@code "auto"}, {@code null} or {@code {"strategy": "concat"}}; anything else is
   * refused by the check.
   */
  private static PlannedStep sourceMerge(JsonValue value, StepPlace place, DocumentPath at) {
    JsonValue strategy = value;
    if (value instanceof JsonObject o) {
      for (String key : o.keys()) {
        if (!key.equals("strategy") && !key.startsWith("_")) {
          return new Unrunnable(
              place,
              null,
              at.key(key) + ": unknown merge_sources key; known: strategy",
              When.CHECK);
        }
      }
      strategy = o.get("strategy").orElse(JsonValue.NULL);
    }
    boolean ok =
        strategy instanceof JsonValue.JsonNull
            || strategy instanceof JsonValue.JsonBool b && b.value()
            || strategy.asString().filter(t -> t.equals("concat") || t.equals("auto")).isPresent();
    if (!ok) {
      return new Unrunnable(
          place,
          null,
          at
              + ": "
              + strategy
              + " is not a source merge SpectraFlow runs; use \"concat\" (the sources' features"
              + " side by side, in source order)",
          When.CHECK);
    }
    return new Merge(place, Merge.SOURCES, value);
  }

  /**
   * A {@code rep_to_sources} / {@code rep_to_pp} step: a metadata column name, or {@code {"column":
   * name}}; anything else is refused by the check.
   */
  private static PlannedStep repetitions(
      JsonValue value, StepPlace place, DocumentPath at, boolean toSources) {
    JsonValue column = value;
    if (value instanceof JsonObject o) {
      for (String key : o.keys()) {
        if (!key.equals("column") && !key.startsWith("_")) {
          return new Unrunnable(
              place, null, at.key(key) + ": unknown key; known: column", When.CHECK);
        }
      }
      column = o.get("column").orElse(JsonValue.NULL);
    }
    String name = column.asString().filter(t -> !t.isBlank()).orElse(null);
    if (name == null) {
      return new Unrunnable(
          place,
          null,
          at
              + ": "
              + column
              + " is not a metadata column name; write e.g. {\""
              + (toSources ? Keywords.REP_TO_SOURCES : Keywords.REP_TO_PP)
              + "\": \"Sample_ID\"}",
          When.CHECK);
    }
    return new Repetitions(place, name, toSources);
  }

  private PlannedStep other(KeywordStep k, StepPlace place) {
    DocumentPath path = place.path();
    if (NOT_YET.contains(k.keyword())) {
      return new Unrunnable(
          place,
          null,
          path + ": '" + k.keyword() + "' is not supported yet by SpectraFlow's engine",
          When.CHECK);
    }
    if (k.node() instanceof JsonValue.JsonString s && resolver.knows(s.value())) {
      return operator(new Operator(s), false, place);
    }
    if (KeywordStep.isDisplay(k.keyword())) {
      return new NoOp(place, NoOp.Why.DISPLAY);
    }
    return new Unrunnable(
        place,
        null,
        path + ": '" + k.keyword() + "' is not a known keyword or operator",
        When.CHECK);
  }

  private PlannedStep augmentation(
      KeywordStep k, List<List<TransformOperator>> chains, StepPlace place) {
    DocumentPath path = place.path();
    String text = k.siblings().get("action").flatMap(JsonValue::asString).orElse("add");
    AugmentationAction action;
    try {
      action = AugmentationAction.valueOf(text.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      return new Unrunnable(
          place,
          Keywords.FEATURE_AUGMENTATION,
          path.key("action") + ": '" + text + "' is not an action; use add, extend or replace",
          When.RUN);
    }
    JsonValue max = k.siblings().get("max_processings").orElse(null);
    int bound = FeatureAugmentationController.DEFAULT_MAX_PROCESSINGS;
    if (max instanceof JsonValue.JsonInt i
        && i.value().signum() > 0
        && i.value().bitLength() < 31) {
      bound = i.value().intValue();
    } else if (max != null) {
      return new Unrunnable(
          place,
          Keywords.FEATURE_AUGMENTATION,
          path.key("max_processings")
              + ": "
              + max
              + " is not a processing count; use an integer >= 1 (default "
              + FeatureAugmentationController.DEFAULT_MAX_PROCESSINGS
              + ")",
          When.RUN);
    }
    return new FeatureAugmentation(
        place, chains.stream().filter(c -> !c.isEmpty()).toList(), action, bound);
  }

  private PlannedStep branch(BranchStep b, StepPlace place, String pointer, StepIds ids) {
    if (b.isSeparation() && b.value() instanceof JsonObject spec) {
      return new Branching(
          place,
          Branching.Kind.SEPARATION,
          List.of(),
          separation(spec, place.path().key(Keywords.BRANCH), pointer + "/branch", ids));
    }
    if (b.isSeparation() || b.isGenerated() || b.branches().isEmpty()) {
      Branching.Kind kind =
          b.isSeparation()
              ? Branching.Kind.SEPARATION
              : b.isGenerated() ? Branching.Kind.GENERATED : Branching.Kind.DUPLICATION;
      return new Branching(place, kind, List.of());
    }
    List<BranchStep.Branch> branches = b.branches();
    List<String> lanePointers = lanePointers(b.value(), pointer + "/branch");
    List<Branching.Lane> lanes = new ArrayList<>();
    for (int i = 0; i < branches.size(); i++) {
      BranchStep.Branch br = branches.get(i);
      DocumentPath where =
          place.path().key(Keywords.BRANCH).key(br.name() != null ? br.name() : "" + i);
      String lane = lanePointers.get(i);
      Function<Integer, String> at = laneIsList(b.value(), i) ? j -> lane + "/" + j : j -> lane;
      List<PlannedStep> steps = new ArrayList<>();
      for (int j = 0; j < br.steps().size(); j++) {
        steps.add(step(br.steps().get(j), where.index(j), at.apply(j), ids));
      }
      lanes.add(new Branching.Lane(br.name(), steps));
    }
    return new Branching(place, Branching.Kind.DUPLICATION, lanes);
  }

  /**
   * A separation branch's selector and its steps, planned once: a {@code steps} list shared by
   * every group, or an object of step lists (or single steps) by group name.
   */
  private Separation separation(JsonObject spec, DocumentPath at, String pointer, StepIds ids) {
    LinkedHashMap<String, JsonValue> selector = new LinkedHashMap<>(spec.members());
    JsonValue steps = selector.remove(Keywords.STEPS);
    JsonObject without = new JsonObject(selector);
    if (steps == null) {
      return new Separation(without, List.of(), Map.of());
    }
    DocumentPath where = at.key(Keywords.STEPS);
    if (steps instanceof JsonArray a) {
      return new Separation(without, planned(a, where, pointer + "/steps", ids), Map.of());
    }
    if (!(steps instanceof JsonObject o)) {
      throw new IllegalArgumentException(
          where + ": needs a list of steps or an object " + "of step lists by branch name");
    }
    Map<String, List<PlannedStep>> byName = new LinkedHashMap<>();
    o.members()
        .forEach(
            (name, v) -> {
              String lane = pointer + "/steps/" + escape(name);
              byName.put(
                  name,
                  v instanceof JsonArray a
                      ? planned(a, where.key(name), lane, ids)
                      : List.of(step(Step.of(v), where.key(name), lane, ids)));
            });
    return new Separation(without, null, byName);
  }

  private List<PlannedStep> planned(JsonArray a, DocumentPath where, String pointer, StepIds ids) {
    List<PlannedStep> out = new ArrayList<>();
    for (int j = 0; j < a.size(); j++) {
      out.add(step(Step.of(a.get(j)), where.index(j), pointer + "/" + j, ids));
    }
    return out;
  }

  /** The JSON pointer of each lane's value, in {@link BranchStep#branches()} order. */
  private static List<String> lanePointers(JsonValue value, String base) {
    List<String> out = new ArrayList<>();
    switch (value) {
      case JsonArray a -> {
        for (int i = 0; i < a.size(); i++) {
          out.add(BranchStep.isNamedLane(a.get(i)) ? base + "/" + i + "/steps" : base + "/" + i);
        }
      }
      case JsonObject o ->
          o.keys().stream()
              .filter(BranchStep::isLaneKey)
              .forEach(k -> out.add(base + "/" + escape(k)));
      default -> {}
    }
    return out;
  }

  /** True when lane {@code i}'s value is a list of steps (else it is one step). */
  private static boolean laneIsList(JsonValue value, int i) {
    JsonValue lane =
        switch (value) {
          case JsonArray a ->
              BranchStep.isNamedLane(a.get(i)) && a.get(i) instanceof JsonObject o
                  ? o.get(Keywords.STEPS).orElseThrow()
                  : a.get(i);
          case JsonObject o ->
              o.members().entrySet().stream()
                  .filter(e -> BranchStep.isLaneKey(e.getKey()))
                  .skip(i)
                  .findFirst()
                  .orElseThrow()
                  .getValue();
          default -> JsonValue.NULL;
        };
    return lane instanceof JsonArray;
  }

  /** A key as a JSON pointer segment. */
  static String escape(String key) {
    return key.replace("~", "~0").replace("/", "~1");
  }

  private static boolean fitOnAll(JsonObject siblings) {
    return siblings.get("fit_on_all").orElse(null) instanceof JsonValue.JsonBool b && b.value();
  }
}
