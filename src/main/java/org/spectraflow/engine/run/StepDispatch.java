package org.spectraflow.engine.run;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.operators.StackingModel;
import org.spectraflow.engine.pipeline.CommentStep;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.JsonValue;
import org.spectraflow.engine.pipeline.KeywordStep;
import org.spectraflow.engine.pipeline.ModelStep;
import org.spectraflow.engine.pipeline.NullStep;
import org.spectraflow.engine.pipeline.Operator;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.pipeline.OperatorStep;
import org.spectraflow.engine.pipeline.Step;

/**
 * Routes one step of one context to its controller (pipeline-dsl §4.2): transformers, splitters
 * and models by the operator's kind; keyword steps by keyword; null, comment and display steps do
 * nothing. Branch, merge and sub-pipeline steps are handled by the executor. Each application is
 * observed ({@link StepObserver}); models are appended to the variant's and the context's lists.
 */
final class StepDispatch {

  private final RunContext run;
  private final List<ModelResult> models;
  private final StepObserver observer;
  private final StepOperators operators;
  private final TransformerController transformer = new TransformerController();
  private final ModelController model = new ModelController();
  private final SplitterController splitter = new SplitterController();
  private final YProcessingController yProcessing = new YProcessingController();
  private final FeatureAugmentationController augmentation = new FeatureAugmentationController();
  private final ConcatTransformController concat = new ConcatTransformController();
  private final SampleAugmentationController sampleAugmentation = new SampleAugmentationController();
  private final ExcludeController exclude = new ExcludeController();
  private final TagController tag = new TagController();
  private final MetaModelController metaModel = new MetaModelController();
  private final Map<ModelResult, Integer> modelSteps = new IdentityHashMap<>();

  StepDispatch(RunContext run, List<ModelResult> models) {
    this.run = run;
    this.models = models;
    this.observer = new StepObserver(run);
    this.operators = new StepOperators(run.resolver());
  }

  void run(Step step, StepEnv env) {
    switch (step) {
      case NullStep n -> { }
      case CommentStep c -> { }
      case OperatorStep s -> operator(s.operator(), fitOnAll(s), env);
      case ModelStep m -> observed(env, m.operator().simpleName(), () -> {
        ModelOperator op = run.resolver().model(m.operator(), env.path().key("model"));
        if (op instanceof StackingModel meta) {
          stack(meta, m.name().orElse(null), env);
        } else {
          fitModel(op, m.name().orElse(null), env);
        }
        return false;
      });
      case KeywordStep k -> keyword(k, env);
      default -> throw new IllegalArgumentException(env.path() + ": step " + step.toJson()
          + " cannot run (unexpanded generator or unknown keyword)");
    }
  }

  private void operator(Operator op, boolean fitOnAll, StepEnv env) {
    OperatorSpec spec = run.resolver().spec(op, env.path());
    switch (spec.kind()) {
      case TRANSFORM, Y_TRANSFORM -> observed(env, spec.className(),
          () -> transformer.apply(run.resolver().transform(op, env.path()), fitOnAll, env));
      case SPLITTER -> observed(env, spec.className(), () -> {
        splitter.run(run.resolver().splitter(op, env.path()), env);
        return false;
      });
      case MODEL -> observed(env, spec.className(), () -> {
        fitModel(run.resolver().model(op, env.path()), null, env);
        return false;
      });
    }
  }

  private void keyword(KeywordStep k, StepEnv env) {
    DocumentPath at = env.path().key(k.keyword());
    JsonValue value = k.value().orElse(JsonValue.NULL);
    switch (k.keyword()) {
      case "preprocessing" -> {
        for (TransformOperator op : operators.flat(value, at)) {
          observed(env, op.className(), () -> transformer.apply(op, fitOnAll(k), env));
        }
      }
      case "y_processing" -> observed(env, "y_processing", () -> {
        yProcessing.run(operators.flat(value, at), env);
        return false;
      });
      case "split" -> operator(new Operator(value), false, env.at(at));
      case "feature_augmentation" -> observed(env, "feature_augmentation", () -> {
        augmentation.run(operators.chains(value, at).stream().filter(c -> !c.isEmpty()).toList(),
            action(k, env), maxProcessings(k, env), env);
        return false;
      });
      case "concat_transform" -> observed(env, "concat_transform", () -> {
        concat.run(operators.chains(value, at),
            k.siblings().get("name").flatMap(JsonValue::asString).orElse(null), env);
        return false;
      });
      case "sample_augmentation" -> observed(env, "sample_augmentation", () -> {
        sampleAugmentation.run(AugmentationSpec.parse(value, at, run.resolver()), env);
        return false;
      });
      case "exclude" -> observed(env, "exclude", () -> {
        exclude.run(FilterSpec.parse(value, k.siblings(), env.path(), "exclude", run.resolver(),
            false), env);
        return false;
      });
      case "sample_filter" -> observed(env, "sample_filter", () -> {
        ExcludeController.warn(env.at(at), SampleFilterStep.WARNING);
        exclude.run(SampleFilterStep.filters(value, env.path(), run.resolver()), env);
        return false;
      });
      case "tag" -> observed(env, "tag", () -> {
        tag.run(FilterSpec.parse(value, k.siblings(), env.path(), "tag", run.resolver(), true),
            env);
        return false;
      });
      default -> other(k, env);
    }
  }

  private void other(KeywordStep k, StepEnv env) {
    if (KeywordStep.isDisplay(k.keyword())) {
      return;
    }
    if (k.node() instanceof JsonValue.JsonString s && run.resolver().knows(s.value())) {
      operator(new Operator(s), false, env);
      return;
    }
    String known = KeywordStep.KNOWN.contains(k.keyword()) ? "is not supported yet"
        : "is not a known keyword or operator";
    throw new IllegalArgumentException(env.path() + ": '" + k.keyword() + "' " + known);
  }

  private void fitModel(ModelOperator op, String name, StepEnv env) {
    record(model.run(op, name != null ? name : op.className(), env), env);
  }

  /** A MetaModel over the earlier models of this branch (or of the whole variant at top level). */
  private void stack(StackingModel meta, String name, StepEnv env) {
    List<ModelResult> scope = env.ctx().branchPath.isEmpty() ? models : env.ctx().models;
    List<MetaModelController.Source> earlier = scope.stream()
        .map(r -> new MetaModelController.Source(modelSteps.get(r), r)).toList();
    record(metaModel.run(meta, name != null ? name : meta.className(), earlier, model, env), env);
  }

  private void record(ModelResult result, StepEnv env) {
    modelSteps.put(result, env.step());
    env.variant().modelRows.put(result, new int[][] {env.dataset().trainIds(),
        env.dataset().testIds()});
    models.add(result);
    env.ctx().models.add(result);
  }

  private void observed(StepEnv env, String name, java.util.function.BooleanSupplier body) {
    env.run().cancellation().throwIfCancelled();
    observer.observe(env, name, body);
  }

  private static FeatureAugmentationController.Action action(KeywordStep k, StepEnv env) {
    String text = k.siblings().get("action").flatMap(JsonValue::asString).orElse("add");
    try {
      return FeatureAugmentationController.Action.valueOf(text.toUpperCase(java.util.Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(env.path().key("action") + ": '" + text
          + "' is not an action; use add, extend or replace", e);
    }
  }

  /** {@code max_processings}: an integer of at least 1, else the default bound. */
  private static int maxProcessings(KeywordStep k, StepEnv env) {
    JsonValue v = k.siblings().get("max_processings").orElse(null);
    if (v == null) {
      return FeatureAugmentationController.DEFAULT_MAX_PROCESSINGS;
    }
    if (v instanceof JsonValue.JsonInt i && i.value().signum() > 0
        && i.value().bitLength() < 31) {
      return i.value().intValue();
    }
    throw new IllegalArgumentException(env.path().key("max_processings") + ": " + v
        + " is not a processing count; use an integer >= 1 (default "
        + FeatureAugmentationController.DEFAULT_MAX_PROCESSINGS + ")");
  }

  private static boolean fitOnAll(OperatorStep s) {
    return s.siblings().get("fit_on_all").orElse(null) instanceof JsonValue.JsonBool b && b.value();
  }

  private static boolean fitOnAll(KeywordStep k) {
    return k.siblings().get("fit_on_all").orElse(null) instanceof JsonValue.JsonBool b && b.value();
  }
}
