package org.spectraflow.engine.run;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.spectraflow.engine.catalogue.DataShape;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamBounds;
import org.spectraflow.engine.catalogue.ParamProblem;
import org.spectraflow.engine.operators.ConfiguredOperator;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.pipeline.BranchStep;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.JsonArray;
import org.spectraflow.engine.pipeline.JsonObject;
import org.spectraflow.engine.pipeline.JsonValue;
import org.spectraflow.engine.pipeline.KeywordStep;
import org.spectraflow.engine.pipeline.ModelStep;
import org.spectraflow.engine.pipeline.Operator;
import org.spectraflow.engine.pipeline.OperatorStep;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.RunCheck;
import org.spectraflow.engine.pipeline.Step;
import org.spectraflow.engine.pipeline.SubPipeline;

/**
 * What makes an expanded pipeline unable to run, found before any variant runs: unsupported
 * operators and unknown keywords ({@link RunCheck}), invalid parameters (every operator is built
 * once, its declared bounds checked), keywords not supported yet, no model step, a merge without
 * a preceding branch, and parameters the data's shape cannot support (the declared rules, with
 * the feature count tracked through the steps by {@link ShapeCursor}). Every step is checked
 * even after a problem, so all problems are reported at once: one
 * {@link IllegalArgumentException} listing each with its document path, separated by
 * {@code "; "}; shape problems are returned instead: they fail the one variant. Not thread-safe.
 */
final class DocumentCheck {

  private static final List<String> UNSUPPORTED = List.of("auto_transfer_preproc",
      "rep_to_sources", "rep_to_pp", "merge_sources", "merge_predictions");

  private final OperatorRegistry registry;
  private final OperatorResolver resolver;
  private final StepOperators operators;
  private final ShapeCursor start;
  /** The first shape problem of the document being checked (one check at a time). */
  private String shapeProblem;

  /** A check against data of this shape. */
  DocumentCheck(OperatorRegistry registry, OperatorResolver resolver, ShapeCursor start) {
    this.registry = registry;
    this.resolver = resolver;
    this.operators = new StepOperators(resolver);
    this.start = start;
  }

  /**
   * Throws for a document no data could run; returns the first problem the data's shape causes
   * (a window longer than the spectrum, more components than samples), if any.
   */
  Optional<String> require(PipelineDocument doc) {
    shapeProblem = null;
    Set<String> problems = new LinkedHashSet<>(new RunCheck(registry).problems(doc));
    boolean branched = false;
    boolean model = false;
    ShapeCursor at = start;
    for (int i = 0; i < doc.steps().size(); i++) {
      Step step = doc.steps().get(i);
      DocumentPath path = DocumentPath.PIPELINE.index(i);
      if (step instanceof KeywordStep k && k.keyword().equals("merge") && !branched) {
        problems.add(path + ": merge without a preceding branch step");
      }
      branched |= step instanceof BranchStep;
      try {
        Checked c = check(step, path, at);
        model |= c.model();
        at = c.after();
      } catch (IllegalArgumentException e) {
        problems.add(e.getMessage());
        model |= step instanceof ModelStep;
        at = ShapeCursor.unknownWidth(at);
      }
    }
    if (!model) {
      problems.add("the pipeline has no model step (add e.g. "
          + "{\"model\": {\"class\": \"sklearn.cross_decomposition.PLSRegression\"}})");
    }
    if (!problems.isEmpty()) {
      throw new IllegalArgumentException(String.join("; ", problems));
    }
    return Optional.ofNullable(shapeProblem);
  }

  /** What checking a step found: whether it is or holds a model, and the shape after it. */
  private record Checked(boolean model, ShapeCursor after) {}

  /** Checks one step on data of shape {@code at}. */
  private Checked check(Step step, DocumentPath path, ShapeCursor at) {
    return switch (step) {
      case ModelStep m -> {
        DocumentPath where = path.key("model");
        resolver.model(m.operator(), where);
        rules(m.operator(), where, at.forModel());
        yield new Checked(true, at);
      }
      case OperatorStep s -> operator(s.operator(), path, at);
      case SubPipeline p -> {
        boolean any = false;
        ShapeCursor now = at;
        for (int i = 0; i < p.steps().size(); i++) {
          Checked c = check(p.steps().get(i), path.index(i), now);
          any |= c.model();
          now = c.after();
        }
        yield new Checked(any, now);
      }
      case BranchStep b when b.isSeparation() -> separation(b, path, at);
      case BranchStep b -> {
        boolean any = false;
        ShapeCursor joined = null;
        for (BranchStep.Branch br : b.branches()) {
          DocumentPath where = path.key("branch").key(br.name() == null ? "_" : br.name());
          ShapeCursor now = at;
          for (int i = 0; i < br.steps().size(); i++) {
            Checked c = check(br.steps().get(i), where.index(i), now);
            any |= c.model();
            now = c.after();
          }
          joined = joined == null ? now : joined.join(now);
        }
        yield new Checked(any, joined == null ? at : joined);
      }
      case KeywordStep k -> keyword(k, path, at);
      default -> new Checked(false, at);
    };
  }

  /** The steps of a separation branch: a shared list, or lists by branch name. */
  private Checked separation(BranchStep b, DocumentPath path, ShapeCursor at) {
    DocumentPath where = path.key("branch").key("steps");
    JsonValue steps = ((JsonObject) b.value()).get("steps").orElse(JsonArray.of(List.of()));
    boolean any = false;
    if (steps instanceof JsonObject o) {
      for (var e : o.members().entrySet()) {
        any |= stepList(e.getValue(), where.key(e.getKey()), at);
      }
    } else {
      any = stepList(steps, where, at);
    }
    return new Checked(any, ShapeCursor.unknownWidth(at));
  }

  private boolean stepList(JsonValue v, DocumentPath where, ShapeCursor at) {
    List<JsonValue> items = v instanceof JsonArray a ? a.items() : List.of(v);
    boolean any = false;
    ShapeCursor now = at;
    for (int i = 0; i < items.size(); i++) {
      Checked c = check(Step.of(items.get(i)), where.index(i), now);
      any |= c.model();
      now = c.after();
    }
    return any;
  }

  private Checked operator(Operator op, DocumentPath path, ShapeCursor at) {
    OperatorSpec spec = resolver.spec(op, path);
    ConfiguredOperator built = resolver.create(op, path);
    boolean transform = spec.kind() == OperatorSpec.Kind.TRANSFORM || spec.kind() == OperatorSpec.Kind.Y_TRANSFORM;
    rules(op, path, transform ? at.forTransform() : at.forModel());
    ShapeCursor after = built instanceof TransformOperator t ? at.through(t) : at;
    return new Checked(spec.kind() == OperatorSpec.Kind.MODEL, after);
  }

  private void rules(Operator op, DocumentPath where, DataShape shape) {
    OperatorSpec spec = resolver.spec(op, where);
    List<ParamProblem> problems = ParamBounds.ruleProblems(spec, op.params(), shape);
    if (shapeProblem == null && !problems.isEmpty()) {
      shapeProblem = OperatorResolver.message(spec, problems.get(0), where);
    }
  }

  private Checked keyword(KeywordStep k, DocumentPath path, ShapeCursor at) {
    DocumentPath where = path.key(k.keyword());
    JsonValue value = k.value().orElse(JsonValue.NULL);
    switch (k.keyword()) {
      case "preprocessing" -> {
        operators.chains(value, where);
        return new Checked(false, chain(value, where, at));
      }
      case "y_processing" -> operators.chains(value, where);
      case "feature_augmentation", "concat_transform" -> {
        operators.chains(value, where);
        alternatives(value, where, at);
        return new Checked(false, ShapeCursor.unknownWidth(at));
      }
      case "split" -> {
        Operator op = new Operator(value);
        resolver.splitter(op, where);
        rules(op, where, at.forModel());
      }
      case "sample_augmentation" -> AugmentationSpec.parse(value, where, resolver);
      case "exclude" -> FilterSpec.parse(value, k.siblings(), path, "exclude", resolver, false);
      case "tag" -> FilterSpec.parse(value, k.siblings(), path, "tag", resolver, true);
      case "sample_filter" -> SampleFilterStep.filters(value, path, resolver);
      default -> {
        if (UNSUPPORTED.contains(k.keyword())) {
          throw new IllegalArgumentException(path + ": '" + k.keyword()
              + "' is not supported yet by SpectraFlow's engine");
        }
        if (k.node() instanceof JsonValue.JsonString s && resolver.knows(s.value())) {
          return new Checked(resolver.spec(new Operator(s), path).kind() == OperatorSpec.Kind.MODEL, at);
        }
        if (!k.keyword().equals("merge") && !KeywordStep.isDisplay(k.keyword())) {
          throw new IllegalArgumentException(path + ": '" + k.keyword()
              + "' is not a known keyword or operator");
        }
        if (k.keyword().equals("merge")) {
          return new Checked(false, ShapeCursor.unknownWidth(at));
        }
      }
    }
    return new Checked(false, at);
  }

  /** Checks the rules along a chain (an operator, a list of operators or nested lists). */
  private ShapeCursor chain(JsonValue value, DocumentPath path, ShapeCursor at) {
    if (value instanceof JsonValue.JsonNull) {
      return at;
    }
    if (value instanceof JsonArray a) {
      ShapeCursor now = at;
      for (int i = 0; i < a.size(); i++) {
        now = chain(a.get(i), path.index(i), now);
      }
      return now;
    }
    return operator(new Operator(value), path, at).after();
  }

  /** Checks each alternative chain of a feature_augmentation or concat_transform from {@code at}. */
  private void alternatives(JsonValue value, DocumentPath path, ShapeCursor at) {
    if (value instanceof JsonArray a) {
      for (int i = 0; i < a.size(); i++) {
        chain(a.get(i), path.index(i), at);
      }
    } else {
      chain(value, path, at);
    }
  }
}
