package org.spectraflow.engine.run.check;

import java.util.List;
import java.util.Optional;
import org.spectraflow.engine.catalogue.DataShape;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamBounds;
import org.spectraflow.engine.catalogue.ParamProblem;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.ConfiguredOperator;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.pipeline.BranchStep;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.KeywordStep;
import org.spectraflow.engine.pipeline.Keywords;
import org.spectraflow.engine.pipeline.ModelStep;
import org.spectraflow.engine.pipeline.Operator;
import org.spectraflow.engine.pipeline.OperatorStep;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.Problem;
import org.spectraflow.engine.pipeline.Step;
import org.spectraflow.engine.pipeline.SubPipeline;
import org.spectraflow.engine.run.planner.OperatorResolver;
import org.spectraflow.engine.run.planner.StepOperators;

/**
 * The parameters a dataset's shape cannot support in a document that is otherwise runnable (a
 * window longer than the spectrum, more components than samples): the catalogue's declared rules,
 * checked with the feature count followed through the steps by {@link ShapeCursor}. Runs after
 * {@link DocumentCheck} has planned the variant, so every operator here resolves. A shape problem
 * fails the one variant at its turn, not the run. Not thread-safe.
 */
final class ShapeCheck {

  private final OperatorResolver resolver;
  private final StepOperators operators;
  private final ShapeCursor start;

  /** The first shape problem of the document being checked (one check at a time). */
  private Problem shapeProblem;

  /** A check against data of this shape. */
  ShapeCheck(OperatorResolver resolver, ShapeCursor start) {
    this.resolver = resolver;
    this.operators = new StepOperators(resolver);
    this.start = start;
  }

  /** The first problem the data's shape causes in {@code doc}, if any. */
  Optional<Problem> firstProblem(PipelineDocument doc) {
    shapeProblem = null;
    ShapeCursor at = start;
    for (int i = 0; i < doc.steps().size(); i++) {
      at = check(doc.steps().get(i), DocumentPath.PIPELINE.index(i), at).after();
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
      case BranchStep b -> {
        boolean any = false;
        ShapeCursor joined = null;
        for (BranchStep.Branch br : b.branches()) {
          DocumentPath where = path.key(Keywords.BRANCH).key(br.name() == null ? "_" : br.name());
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

  private Checked operator(Operator op, DocumentPath path, ShapeCursor at) {
    OperatorSpec spec = resolver.spec(op, path);
    ConfiguredOperator built = resolver.create(op, path);
    boolean transform =
        spec.kind() == OperatorSpec.Kind.TRANSFORM || spec.kind() == OperatorSpec.Kind.Y_TRANSFORM;
    rules(op, path, transform ? at.forTransform() : at.forModel());
    ShapeCursor after = built instanceof TransformOperator t ? at.through(t) : at;
    return new Checked(spec.kind() == OperatorSpec.Kind.MODEL, after);
  }

  private void rules(Operator op, DocumentPath where, DataShape shape) {
    OperatorSpec spec = resolver.spec(op, where);
    List<ParamProblem> problems = ParamBounds.ruleProblems(spec, op.params(), shape);
    if (shapeProblem == null && !problems.isEmpty()) {
      ParamProblem first = problems.get(0);
      shapeProblem =
          Problem.error(
              where.key("params").key(first.param()), first.describeWithAdvice(spec.className()));
    }
  }

  private Checked keyword(KeywordStep k, DocumentPath path, ShapeCursor at) {
    DocumentPath where = path.key(k.keyword());
    JsonValue value = k.value().orElse(JsonValue.NULL);
    switch (k.keyword()) {
      case Keywords.PREPROCESSING -> {
        operators.chains(value, where);
        return new Checked(false, chain(value, where, at));
      }
      case Keywords.Y_PROCESSING -> operators.targets(value, where);
      case Keywords.FEATURE_AUGMENTATION, Keywords.CONCAT_TRANSFORM -> {
        operators.chains(value, where);
        alternatives(value, where, at);
        return new Checked(false, ShapeCursor.unknownWidth(at));
      }
      case Keywords.SPLIT -> {
        Operator op = new Operator(value);
        resolver.splitter(op, where);
        rules(op, where, at.forModel());
      }
      default -> {
        if (k.node() instanceof JsonValue.JsonString s && resolver.knows(s.value())) {
          return new Checked(
              resolver.spec(new Operator(s), path).kind() == OperatorSpec.Kind.MODEL, at);
        }
        if (!KeywordStep.isDisplay(k.keyword())) {
          // merge and the keywords the planner types itself: the width is not followed through.
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

  /**
   * Checks each alternative chain of a feature_augmentation or concat_transform from {@code at}.
   */
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
