package org.spectraflow.engine.run;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.spectraflow.engine.pipeline.BranchStep;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.JsonArray;
import org.spectraflow.engine.pipeline.JsonObject;
import org.spectraflow.engine.pipeline.JsonValue;
import org.spectraflow.engine.pipeline.KeywordStep;
import org.spectraflow.engine.pipeline.ModelStep;
import org.spectraflow.engine.pipeline.Operator;
import org.spectraflow.engine.pipeline.OperatorRegistry;
import org.spectraflow.engine.pipeline.OperatorSpec;
import org.spectraflow.engine.pipeline.OperatorStep;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.RunCheck;
import org.spectraflow.engine.pipeline.Step;
import org.spectraflow.engine.pipeline.SubPipeline;

/**
 * What makes an expanded pipeline unable to run, found before any variant runs: unsupported
 * operators and unknown keywords ({@link RunCheck}), invalid parameters (every operator is built
 * once), keywords not supported yet, no model step, a merge without a preceding branch. Every
 * step is checked even after a problem, so that all problems are reported at once: one
 * {@link IllegalArgumentException} whose message lists each problem with its document path,
 * separated by {@code "; "}.
 */
final class DocumentCheck {

  private static final List<String> UNSUPPORTED = List.of("auto_transfer_preproc",
      "rep_to_sources", "rep_to_pp", "merge_sources", "merge_predictions");

  private final OperatorRegistry registry;
  private final OperatorResolver resolver;
  private final StepOperators operators;

  DocumentCheck(OperatorRegistry registry, OperatorResolver resolver) {
    this.registry = registry;
    this.resolver = resolver;
    this.operators = new StepOperators(resolver);
  }

  void require(PipelineDocument doc) {
    Set<String> problems = new LinkedHashSet<>(new RunCheck(registry).problems(doc));
    boolean branched = false;
    boolean model = false;
    for (int i = 0; i < doc.steps().size(); i++) {
      Step step = doc.steps().get(i);
      DocumentPath path = DocumentPath.PIPELINE.index(i);
      if (step instanceof KeywordStep k && k.keyword().equals("merge") && !branched) {
        problems.add(path + ": merge without a preceding branch step");
      }
      branched |= step instanceof BranchStep;
      model |= checked(step, path, problems);
    }
    if (!model) {
      problems.add("the pipeline has no model step (add e.g. "
          + "{\"model\": {\"class\": \"sklearn.cross_decomposition.PLSRegression\"}})");
    }
    if (!problems.isEmpty()) {
      throw new IllegalArgumentException(String.join("; ", problems));
    }
  }

  /** Checks one step, recording its problem; true when it is or contains a model. */
  private boolean checked(Step step, DocumentPath path, Set<String> problems) {
    try {
      return check(step, path, problems);
    } catch (IllegalArgumentException e) {
      problems.add(e.getMessage());
      return step instanceof ModelStep;
    }
  }

  /** Checks one step; true when it is or contains a model. */
  private boolean check(Step step, DocumentPath path, Set<String> problems) {
    return switch (step) {
      case ModelStep m -> {
        resolver.model(m.operator(), path.key("model"));
        yield true;
      }
      case OperatorStep s -> operator(s, path);
      case SubPipeline p -> {
        boolean any = false;
        for (int i = 0; i < p.steps().size(); i++) {
          any |= checked(p.steps().get(i), path.index(i), problems);
        }
        yield any;
      }
      case BranchStep b when b.isSeparation() -> separationSteps(b, path, problems);
      case BranchStep b -> {
        boolean any = false;
        for (BranchStep.Branch br : b.branches()) {
          DocumentPath where = path.key("branch").key(br.name() == null ? "_" : br.name());
          for (int i = 0; i < br.steps().size(); i++) {
            any |= checked(br.steps().get(i), where.index(i), problems);
          }
        }
        yield any;
      }
      case KeywordStep k -> keyword(k, path);
      default -> false;
    };
  }

  /** The steps of a separation branch (a shared list, or lists by branch name). */
  private boolean separationSteps(BranchStep b, DocumentPath path, Set<String> problems) {
    DocumentPath at = path.key("branch").key("steps");
    JsonValue steps = ((JsonObject) b.value()).get("steps").orElse(JsonArray.of(List.of()));
    boolean any = false;
    if (steps instanceof JsonObject o) {
      for (var e : o.members().entrySet()) {
        any |= stepList(e.getValue(), at.key(e.getKey()), problems);
      }
    } else {
      any = stepList(steps, at, problems);
    }
    return any;
  }

  private boolean stepList(JsonValue v, DocumentPath at, Set<String> problems) {
    List<JsonValue> items = v instanceof JsonArray a ? a.items() : List.of(v);
    boolean any = false;
    for (int i = 0; i < items.size(); i++) {
      any |= checked(Step.of(items.get(i)), at.index(i), problems);
    }
    return any;
  }

  private boolean operator(OperatorStep s, DocumentPath path) {
    resolver.create(s.operator(), path);
    return resolver.spec(s.operator(), path).kind() == OperatorSpec.Kind.MODEL;
  }

  private boolean keyword(KeywordStep k, DocumentPath path) {
    DocumentPath at = path.key(k.keyword());
    JsonValue value = k.value().orElse(JsonValue.NULL);
    switch (k.keyword()) {
      case "preprocessing", "y_processing", "feature_augmentation", "concat_transform" ->
          operators.chains(value, at);
      case "split" -> resolver.splitter(new Operator(value), at);
      case "sample_augmentation" -> AugmentationSpec.parse(value, at, resolver);
      case "exclude" -> FilterSpec.parse(value, k.siblings(), path, "exclude", resolver, false);
      case "tag" -> FilterSpec.parse(value, k.siblings(), path, "tag", resolver, true);
      case "sample_filter" -> SampleFilterStep.filters(value, path, resolver);
      default -> {
        if (UNSUPPORTED.contains(k.keyword())) {
          throw new IllegalArgumentException(path + ": '" + k.keyword()
              + "' is not supported yet by SpectraFlow's engine");
        }
        if (k.node() instanceof JsonValue.JsonString s && resolver.knows(s.value())) {
          return resolver.spec(new Operator(s), path).kind() == OperatorSpec.Kind.MODEL;
        }
        if (!k.keyword().equals("merge") && !KeywordStep.isDisplay(k.keyword())) {
          throw new IllegalArgumentException(path + ": '" + k.keyword()
              + "' is not a known keyword or operator");
        }
      }
    }
    return false;
  }
}
