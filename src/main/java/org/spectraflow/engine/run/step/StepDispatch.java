package org.spectraflow.engine.run.step;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.StackingModel;
import org.spectraflow.engine.pipeline.Keywords;
import org.spectraflow.engine.plan.ConcatTransform;
import org.spectraflow.engine.plan.Exclude;
import org.spectraflow.engine.plan.FeatureAugmentation;
import org.spectraflow.engine.plan.ModelFit;
import org.spectraflow.engine.plan.NoOp;
import org.spectraflow.engine.plan.PlannedStep;
import org.spectraflow.engine.plan.Preprocessing;
import org.spectraflow.engine.plan.Repetitions;
import org.spectraflow.engine.plan.SampleAugmentation;
import org.spectraflow.engine.plan.Split;
import org.spectraflow.engine.plan.Tag;
import org.spectraflow.engine.plan.Transform;
import org.spectraflow.engine.plan.Unrunnable;
import org.spectraflow.engine.plan.YProcessing;
import org.spectraflow.engine.run.planner.SampleFilterStep;
import org.spectraflow.engine.tune.TuningReport;

/**
 * Routes one planned step of one context to its controller (docs/pipeline-language.md §4.2):
 * transformers, splitters, models (a MetaModel stacks the earlier models), y_processing,
 * feature_augmentation, concat_transform, sample_augmentation, exclude (and the legacy
 * sample_filter) and tag; steps that do nothing publish a StepSkipped event; an {@link Unrunnable}
 * step fails here. Branch, merge and chain steps are handled by the executor. Each application is
 * observed ({@link StepObserver}); models are appended to the variant's and the context's lists.
 */
final class StepDispatch {

  private final RunContext run;
  private final List<ModelResult> models;
  private final StepObserver observer;
  private final TransformerController transformer = new TransformerController();
  private final ModelController model = new ModelController();
  private final SplitterController splitter = new SplitterController();
  private final YProcessingController yProcessing = new YProcessingController();
  private final FeatureAugmentationController augmentation = new FeatureAugmentationController();
  private final ConcatTransformController concat = new ConcatTransformController();
  private final SampleAugmentationController sampleAugmentation =
      new SampleAugmentationController();
  private final ExcludeController exclude = new ExcludeController();
  private final TagController tag = new TagController();
  private final MetaModelController metaModel = new MetaModelController();
  private final Map<ModelResult, Integer> modelSteps = new IdentityHashMap<>();

  StepDispatch(RunContext run, List<ModelResult> models) {
    this.run = run;
    this.models = models;
    this.observer = new StepObserver(run);
  }

  void run(PlannedStep step, StepEnv env) {
    switch (step) {
      case NoOp n -> skipped(env);
      case Transform t ->
          observed(env, t.label(), () -> transformer.apply(t.operator(), t.fitOnAll(), env));
      case Preprocessing p -> {
        for (Transform t : p.transforms()) {
          observed(env, t.label(), () -> transformer.apply(t.operator(), t.fitOnAll(), env));
        }
      }
      case Split s ->
          observed(
              env,
              s.label(),
              () -> {
                splitter.run(s.operator(), s.groups(), env);
                return false;
              });
      case ModelFit m ->
          observed(
              env,
              m.label(),
              () -> {
                if (m.operator() instanceof StackingModel meta) {
                  stack(meta, m.name(), env);
                } else {
                  fitModelStep(m, env);
                }
                return false;
              });
      case YProcessing y ->
          observed(
              env,
              Keywords.Y_PROCESSING,
              () -> {
                yProcessing.run(y.scalers(), env);
                return false;
              });
      case FeatureAugmentation f ->
          observed(
              env,
              "feature_augmentation",
              () -> {
                augmentation.run(f.chains(), f.action(), f.maxProcessings(), env);
                return false;
              });
      case ConcatTransform c ->
          observed(
              env,
              "concat_transform",
              () -> {
                concat.run(c.chains(), c.name(), env);
                return false;
              });
      case SampleAugmentation a ->
          observed(
              env,
              "sample_augmentation",
              () -> {
                sampleAugmentation.run(a.spec(), env);
                return false;
              });
      case Exclude e ->
          observed(
              env,
              e.legacy() ? "sample_filter" : "exclude",
              () -> {
                int[] excluded = exclude.run(e.spec(), env);
                if (e.legacy()) {
                  ExcludeController.warn(
                      env.at(env.place().at(env.path().key("sample_filter"))),
                      SampleFilterStep.warning(excluded[0], excluded[1]));
                }
                return false;
              });
      case Tag t ->
          observed(
              env,
              "tag",
              () -> {
                tag.run(t.spec(), env);
                return false;
              });
      case Repetitions r ->
          observed(
              env,
              r.keyword(),
              () -> {
                RepetitionController.run(r, env);
                return false;
              });
      case Unrunnable u -> fail(u, env);
      default ->
          throw new IllegalArgumentException(
              env.path() + ": step " + step + " is run by the executor, not dispatched");
    }
  }

  private void fail(Unrunnable u, StepEnv env) {
    if (u.label() == null) {
      throw new IllegalArgumentException(u.message());
    }
    observed(
        env,
        u.label(),
        () -> {
          throw new IllegalArgumentException(u.message());
        });
  }

  private void skipped(StepEnv env) {
    VariantState variant = env.variant();
    List<Integer> lanes = env.ctx().branchPath;
    String where = env.path().toString();
    String id = env.place().stepId();
    run.publish(at -> new RunEvent.StepSkipped(at, variant.index, env.step(), lanes, where, id));
  }

  /**
   * A model step, tuned first when it has {@code finetune_params}; the refit pass trains the
   * parameters the main pass found (docs/pipeline-language.md §4.6.5) instead of searching again.
   * With {@code approach: individual} each fold model trains with its own fold's parameters, and
   * the step (and so the refit) keeps those of the fold with the best validation score.
   */
  private void fitModelStep(ModelFit m, StepEnv env) {
    String name = m.name() != null ? m.name() : m.operator().className();
    if (m.tuning() == null || env.variant().refit) {
      ModelOperator tuned =
          m.tuning() == null ? null : env.variant().tunedModel(name, env.ctx().branchName);
      fitModel(tuned != null ? tuned : m.operator(), m.name(), env);
      return;
    }
    Finetuning.Tuned tuned =
        Finetuning.tune(m.tuning().model(), m.tuning().settings(), env.path(), name, env);
    ModelResult result = model.run(tuned.model(), tuned.perFold(), name, env);
    TuningReport study = tuned.report();
    if (!study.folds().isEmpty()) {
      // individual: the step keeps the best validated fold's parameters, as the refit does
      int chosen =
          ModelController.bestFold(
              result.report().foldVal(), result.report().scoreNames().primary().higherIsBetter());
      study = TuningReport.individual(study.folds(), chosen);
    }
    record(result.withTuning(study), env);
  }

  private void fitModel(ModelOperator op, String name, StepEnv env) {
    record(model.run(op, name != null ? name : op.className(), env), env);
  }

  /** A MetaModel over the earlier models of this branch (or of the whole variant at top level). */
  private void stack(StackingModel meta, String name, StepEnv env) {
    List<ModelResult> scope = env.ctx().branchPath.isEmpty() ? models : env.ctx().models;
    List<MetaModelController.Source> earlier =
        scope.stream().map(r -> new MetaModelController.Source(modelSteps.get(r), r)).toList();
    record(metaModel.run(meta, name != null ? name : meta.className(), earlier, model, env), env);
  }

  private void record(ModelResult result, StepEnv env) {
    modelSteps.put(result, env.step());
    env.variant()
        .modelRows
        .put(result, new int[][] {env.dataset().trainIds(), env.dataset().testIds()});
    models.add(result);
    env.ctx().models.add(result);
  }

  private void observed(StepEnv env, String name, BooleanSupplier body) {
    env.run().cancellation().throwIfCancelled();
    observer.observe(env, name, body);
  }
}
