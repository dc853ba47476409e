package org.spectraflow.engine.run;

import java.util.List;
import org.spectraflow.engine.pipeline.BranchStep;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.JsonValue;
import org.spectraflow.engine.pipeline.KeywordStep;
import org.spectraflow.engine.pipeline.ModelStep;
import org.spectraflow.engine.tune.FinetuneSettings;
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
 * once), keywords not supported yet, no model step, a merge without a preceding branch. Each error
 * is an {@link IllegalArgumentException} naming the document path.
 */
final class DocumentCheck {

  private static final List<String> UNSUPPORTED = List.of("sample_augmentation", "tag", "exclude",
      "auto_transfer_preproc", "rep_to_sources", "rep_to_pp", "merge_sources",
      "merge_predictions");

  private final OperatorRegistry registry;
  private final OperatorResolver resolver;
  private final StepOperators operators;

  DocumentCheck(OperatorRegistry registry, OperatorResolver resolver) {
    this.registry = registry;
    this.resolver = resolver;
    this.operators = new StepOperators(resolver);
  }

  void require(PipelineDocument doc) {
    new RunCheck(registry).requireRunnable(doc);
    boolean branched = false;
    boolean model = false;
    for (int i = 0; i < doc.steps().size(); i++) {
      Step step = doc.steps().get(i);
      DocumentPath path = DocumentPath.PIPELINE.index(i);
      if (step instanceof KeywordStep k && k.keyword().equals("merge") && !branched) {
        throw new IllegalArgumentException(path + ": merge without a preceding branch step");
      }
      branched |= step instanceof BranchStep;
      model |= check(step, path);
    }
    if (!model) {
      throw new IllegalArgumentException("the pipeline has no model step (add e.g. "
          + "{\"model\": {\"class\": \"sklearn.cross_decomposition.PLSRegression\"}})");
    }
  }

  /** Checks one step; true when it is or contains a model. */
  private boolean check(Step step, DocumentPath path) {
    return switch (step) {
      case ModelStep m -> {
        resolver.model(m.operator(), path.key("model"));
        m.siblings().get("finetune_params").filter(v -> !(v instanceof JsonValue.JsonNull))
            .ifPresent(v -> FinetuneSettings.parse(v, path.key("finetune_params"), false, null));
        yield true;
      }
      case OperatorStep s -> operator(s, path);
      case SubPipeline p -> {
        boolean any = false;
        for (int i = 0; i < p.steps().size(); i++) {
          any |= check(p.steps().get(i), path.index(i));
        }
        yield any;
      }
      case BranchStep b -> {
        boolean any = false;
        for (BranchStep.Branch br : b.branches()) {
          DocumentPath where = path.key("branch").key(br.name() == null ? "_" : br.name());
          for (int i = 0; i < br.steps().size(); i++) {
            any |= check(br.steps().get(i), where.index(i));
          }
        }
        yield any;
      }
      case KeywordStep k -> keyword(k, path);
      default -> false;
    };
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
      case "split" -> resolver.splitter(new org.spectraflow.engine.pipeline.Operator(value), at);
      default -> {
        if (UNSUPPORTED.contains(k.keyword())) {
          throw new IllegalArgumentException(path + ": '" + k.keyword()
              + "' is not supported yet by SpectraFlow's engine");
        }
        if (k.node() instanceof JsonValue.JsonString s && resolver.knows(s.value())) {
          return resolver.spec(new org.spectraflow.engine.pipeline.Operator(s), path).kind()
              == OperatorSpec.Kind.MODEL;
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
