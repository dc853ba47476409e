package org.spectraflow.engine.run.planner;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.generate.StepIds;
import org.spectraflow.engine.plan.AugmentationAction;
import org.spectraflow.engine.plan.Branching;
import org.spectraflow.engine.plan.Chain;
import org.spectraflow.engine.plan.ConcatTransform;
import org.spectraflow.engine.plan.FeatureAugmentation;
import org.spectraflow.engine.plan.Merge;
import org.spectraflow.engine.plan.ModelFit;
import org.spectraflow.engine.plan.NoOp;
import org.spectraflow.engine.plan.PlannedStep;
import org.spectraflow.engine.plan.Preprocessing;
import org.spectraflow.engine.plan.Split;
import org.spectraflow.engine.plan.Transform;
import org.spectraflow.engine.plan.Unrunnable;
import org.spectraflow.engine.plan.VariantPlan;
import org.spectraflow.engine.plan.YProcessing;
import org.spectraflow.engine.run.RunFixtures;

/**
 * The planner turns each keyword into its typed step, and each problem into an Unrunnable with its
 * path.
 */
class StepPlannerTest {

  private final StepPlanner planner =
      new StepPlanner(new OperatorResolver(OperatorRegistry.standard()));

  private List<PlannedStep> plan(String steps) {
    VariantPlan plan =
        planner.plan(RunFixtures.doc("{\"pipeline\": " + steps + "}"), StepIds.IDENTITY);
    return plan.steps();
  }

  private PlannedStep only(String step) {
    return plan("[" + step + "]").getFirst();
  }

  @Test
  void operatorsAreTypedByTheirKind() {
    List<PlannedStep> steps =
        plan(
            """
        [{"class": "sklearn.model_selection._split.KFold", "params": {"n_splits": 3}},
         {"class": "Detrend", "fit_on_all": true},
         "PLSRegression"]""");

    assertThat(steps.get(0))
        .isInstanceOfSatisfying(Split.class, s -> assertThat(s.label()).isEqualTo("KFold"));
    assertThat(steps.get(1))
        .isInstanceOfSatisfying(
            Transform.class,
            t -> {
              assertThat(t.label()).isEqualTo("Detrend");
              assertThat(t.fitOnAll()).isTrue();
            });
    assertThat(steps.get(2)).isInstanceOf(ModelFit.class);
  }

  @Test
  void modelStepsKeepTheirName() {
    assertThat(only("{\"model\": {\"class\": \"PLSRegression\"}, \"name\": \"pls\"}"))
        .isInstanceOfSatisfying(
            ModelFit.class,
            m -> {
              assertThat(m.name()).isEqualTo("pls");
              assertThat(m.place().path().toString()).isEqualTo("pipeline[0]");
              assertThat(m.place().stepId()).isEqualTo("/pipeline/0");
            });
  }

  @Test
  void keywordStepsBecomeTheirRecords() {
    List<PlannedStep> steps =
        plan(
            """
        [{"preprocessing": [{"class": "Detrend"}, {"class": "Gaussian"}]},
         {"y_processing": {"class": "MinMaxScaler"}},
         {"feature_augmentation": [{"class": "Detrend"}, null], "action": "extend",
          "max_processings": 5},
         {"concat_transform": [{"class": "Detrend"}, null], "name": "both"},
         {"split": {"class": "KFold", "params": {"n_splits": 2}}}]""");

    assertThat(steps.get(0))
        .isInstanceOfSatisfying(
            Preprocessing.class,
            p ->
                assertThat(p.transforms())
                    .extracting(Transform::label)
                    .containsExactly("Detrend", "Gaussian"));
    assertThat(steps.get(1))
        .isInstanceOfSatisfying(YProcessing.class, y -> assertThat(y.scalers()).hasSize(1));
    assertThat(steps.get(2))
        .isInstanceOfSatisfying(
            FeatureAugmentation.class,
            f -> {
              assertThat(f.chains()).hasSize(1);
              assertThat(f.action()).isEqualTo(AugmentationAction.EXTEND);
              assertThat(f.maxProcessings()).isEqualTo(5);
            });
    assertThat(steps.get(3))
        .isInstanceOfSatisfying(
            ConcatTransform.class,
            c -> {
              assertThat(c.chains()).hasSize(2);
              assertThat(c.chains().get(1)).isEmpty();
              assertThat(c.name()).isEqualTo("both");
            });
    assertThat(steps.get(4))
        .isInstanceOfSatisfying(
            Split.class,
            s -> assertThat(s.place().path().toString()).isEqualTo("pipeline[4].split"));
  }

  @Test
  void branchesMergesAndChainsKeepTheirStructure() {
    List<PlannedStep> steps =
        plan(
            """
        [[{"class": "Detrend"}, null],
         {"branch": {"a": [{"class": "Detrend"}], "b": {"class": "Gaussian"}}},
         {"branch": [[{"class": "Detrend"}], {"name": "g", "steps": [{"class": "Gaussian"}]}]},
         {"merge": "predictions"},
         "merge"]""");

    assertThat(steps.get(0))
        .isInstanceOfSatisfying(
            Chain.class,
            c -> {
              assertThat(c.steps())
                  .extracting(s -> s.place().stepId())
                  .containsExactly("/pipeline/0/0", "/pipeline/0/1");
              assertThat(c.steps().get(1))
                  .isEqualTo(new NoOp(c.steps().get(1).place(), NoOp.Why.NULL));
            });
    assertThat(steps.get(1))
        .isInstanceOfSatisfying(
            Branching.class,
            b -> {
              assertThat(b.kind()).isEqualTo(Branching.Kind.DUPLICATION);
              assertThat(b.lanes()).extracting(Branching.Lane::name).containsExactly("a", "b");
              assertThat(b.lanes().get(0).steps().getFirst().place().stepId())
                  .isEqualTo("/pipeline/1/branch/a/0");
              assertThat(b.lanes().get(1).steps().getFirst().place().stepId())
                  .isEqualTo("/pipeline/1/branch/b");
              assertThat(b.lanes().get(0).steps().getFirst().place().path().toString())
                  .isEqualTo("pipeline[1].branch.a[0]");
            });
    assertThat(steps.get(2))
        .isInstanceOfSatisfying(
            Branching.class,
            b -> {
              assertThat(b.lanes()).extracting(Branching.Lane::name).containsExactly(null, "g");
              assertThat(b.lanes())
                  .extracting(l -> l.steps().getFirst().place().stepId())
                  .containsExactly("/pipeline/2/branch/0/0", "/pipeline/2/branch/1/steps/0");
            });
    assertThat(steps.get(3)).isEqualTo(new Merge(steps.get(3).place(), "predictions"));
    assertThat(steps.get(4)).isEqualTo(new Merge(steps.get(4).place(), "features"));
  }

  @Test
  void separationBranchesAreTypedWithTheirSelector() {
    assertThat(only("{\"branch\": {\"by_metadata\": \"site\"}}"))
        .isInstanceOfSatisfying(
            Branching.class,
            b -> {
              assertThat(b.kind()).isEqualTo(Branching.Kind.SEPARATION);
              assertThat(b.lanes()).isEmpty();
              assertThat(b.separation().selector().has("by_metadata")).isTrue();
            });
  }

  @Test
  void noOpStepsSayWhatTheyAre() {
    assertThat(plan("[null, {\"_comment\": \"note\"}, \"chart_2d\"]"))
        .extracting(s -> ((NoOp) s).why())
        .containsExactly(NoOp.Why.NULL, NoOp.Why.COMMENT, NoOp.Why.DISPLAY);
  }

  @Test
  void unsupportedKeywordsCarryTheCheckMessageWithTheirPath() {
    assertThat(only("{\"merge_predictions\": \"concat\"}"))
        .isInstanceOfSatisfying(
            Unrunnable.class,
            u -> {
              assertThat(u.when()).isEqualTo(Unrunnable.When.CHECK);
              assertThat(u.message())
                  .isEqualTo(
                      "pipeline[0]: 'merge_predictions' is not supported yet by SpectraFlow's engine");
            });
    assertThat(plan("[null, [{\"class\": \"Detrend\"}, \"nonsense\"]]").get(1))
        .isInstanceOfSatisfying(
            Chain.class,
            c ->
                assertThat(c.steps().get(1))
                    .isInstanceOfSatisfying(
                        Unrunnable.class,
                        u ->
                            assertThat(u.message())
                                .isEqualTo(
                                    "pipeline[1][1]: 'nonsense' is not a known keyword or operator")));
  }

  @Test
  void badParametersAreRefusedByTheCheckWithTheirPath() {
    assertThat(
            only("{\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": -1}}}"))
        .isInstanceOfSatisfying(
            Unrunnable.class,
            u -> {
              assertThat(u.when()).isEqualTo(Unrunnable.When.CHECK);
              assertThat(u.message()).startsWith("pipeline[0].model: ");
            });
  }

  @Test
  void badAugmentationOptionsFailWhenTheStepRuns() {
    assertThat(only("{\"feature_augmentation\": [{\"class\": \"Detrend\"}], \"action\": \"mix\"}"))
        .isInstanceOfSatisfying(
            Unrunnable.class,
            u -> {
              assertThat(u.when()).isEqualTo(Unrunnable.When.RUN);
              assertThat(u.label()).isEqualTo("feature_augmentation");
              assertThat(u.message())
                  .isEqualTo(
                      "pipeline[0].action: 'mix' is not an action; use add, extend or replace");
            });
  }

  @Test
  void theFirstRefusedProblemIsFoundInStepOrder() {
    VariantPlan plan =
        planner.plan(
            RunFixtures.doc(
                """
        {"pipeline": [{"branch": {"a": [{"auto_transfer_preproc": "x"}], "b": [{"merge_predictions": "y"}]}}, "PLSRegression"]}"""),
            StepIds.IDENTITY);

    assertThat(plan.firstRefused())
        .hasValueSatisfying(
            u ->
                assertThat(u.message())
                    .isEqualTo(
                        "pipeline[0].branch.a[0]: 'auto_transfer_preproc' is not supported yet by SpectraFlow's engine"));
  }
}
