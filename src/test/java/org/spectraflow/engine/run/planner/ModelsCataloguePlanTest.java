package org.spectraflow.engine.run.planner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.generate.StepIds;
import org.spectraflow.engine.plan.ModelFit;
import org.spectraflow.engine.plan.PlannedStep;
import org.spectraflow.engine.plan.Split;
import org.spectraflow.engine.plan.Unrunnable;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.engine.run.report.RunReport;

/**
 * The linear/kernel models, decompositions and group splitters in the typed plan: group_by and
 * finetune_params are read once by the planner, bad settings are refused by the check with their
 * path, and the declared data rules are checked against the demo data (48 training samples, 80
 * features) before any step runs.
 */
class ModelsCataloguePlanTest {

  private static final SpectroDataset DATA = RunFixtures.demo();
  private static final String PLS = "{\"model\": {\"class\": \"PLSRegression\"}}";

  private final StepPlanner planner =
      new StepPlanner(new OperatorResolver(OperatorRegistry.standard()));

  private PlannedStep only(String step) {
    return planner
        .plan(RunFixtures.doc("{\"pipeline\": [" + step + "]}"), StepIds.IDENTITY)
        .steps()
        .getFirst();
  }

  private static RunReport run(String steps) {
    return RunFixtures.run(
        RunFixtures.doc("{\"pipeline\": [" + steps + "]}"), DATA, CacheConfig.defaults());
  }

  @Test
  void aSplitWithGroupByCarriesItsColumnsAndPath() {
    assertThat(
            only(
                "{\"split\": {\"class\": \"GroupKFold\", \"params\": {\"n_splits\": 3}},"
                    + " \"group_by\": [\"batch\", \"site\"]}"))
        .isInstanceOfSatisfying(
            Split.class,
            s -> {
              assertThat(s.label()).isEqualTo("GroupKFold");
              assertThat(s.groups().columns()).containsExactly("batch", "site");
              assertThat(s.groups().step().toString()).isEqualTo("pipeline[0]");
              assertThat(s.place().path().toString()).isEqualTo("pipeline[0].split");
            });
    assertThat(only("{\"split\": {\"class\": \"KFold\"}, \"group\": \"batch\"}"))
        .isInstanceOfSatisfying(
            Split.class, s -> assertThat(s.groups().columns()).containsExactly("batch"));
    assertThat(only("{\"split\": {\"class\": \"KFold\"}}"))
        .isInstanceOfSatisfying(
            Split.class, s -> assertThat(s.groups()).isEqualTo(Split.Groups.NONE));
  }

  @Test
  void aModelWithFinetuneParamsCarriesItsSearchAndOneWithoutDoesNot() {
    assertThat(
            only(
                "{\"model\": {\"class\": \"Ridge\"}, \"finetune_params\": {\"n_trials\": 3,"
                    + " \"model_params\": {\"alpha\": [\"float_log\", 0.001, 10.0]}}}"))
        .isInstanceOfSatisfying(
            ModelFit.class,
            m -> {
              assertThat(m.tuning()).isNotNull();
              assertThat(m.tuning().model().simpleName()).isEqualTo("Ridge");
            });
    assertThat(only("{\"model\": {\"class\": \"Ridge\"}}"))
        .isInstanceOfSatisfying(ModelFit.class, m -> assertThat(m.tuning()).isNull());
  }

  @Test
  void badFinetuneSettingsAreRefusedByTheCheckWithTheirPath() {
    assertThat(only("{\"model\": {\"class\": \"Ridge\"}, \"finetune_params\": {\"n_trails\": 3}}"))
        .isInstanceOfSatisfying(
            Unrunnable.class,
            u -> {
              assertThat(u.when()).isEqualTo(Unrunnable.When.CHECK);
              assertThat(u.message())
                  .startsWith("pipeline[0].finetune_params.n_trails: unknown finetune_params key");
            });
    assertThat(only("{\"split\": {\"class\": \"GroupKFold\"}, \"group_by\": 3}"))
        .isInstanceOfSatisfying(
            Unrunnable.class, u -> assertThat(u.message()).startsWith("pipeline[0].group_by"));
  }

  @Test
  void theDeclaredDataRulesAreCheckedBeforeTheRun() {
    assertThatThrownBy(
            () ->
                run(
                    "{\"model\": {\"class\": \"KNeighborsRegressor\", \"params\": {\"n_neighbors\": 49}}}"))
        .hasMessageStartingWith(
            "pipeline[0].model.params.n_neighbors: KNeighborsRegressor.n_neighbors = 49:"
                + " must be at most the 48 training samples");
    assertThatThrownBy(
            () -> run("{\"class\": \"PCA\", \"params\": {\"n_components\": 60}}, " + PLS))
        .hasMessageContaining(
            "PCA.n_components = 60: must be at most the min(48 training samples, 80 features");
    assertThatThrownBy(
            () ->
                run(
                    "{\"class\": \"TruncatedSVD\", \"params\": {\"n_components\": 5}},"
                        + " {\"class\": \"SavitzkyGolay\", \"params\": {\"window_length\": 7}}, "
                        + PLS))
        .hasMessageContaining("the 5 features at this step");
    assertThatThrownBy(
            () -> run("{\"class\": \"SPXYFold\", \"params\": {\"n_splits\": 49}}, " + PLS))
        .hasMessageContaining("SPXYFold.n_splits = 49: must be at most the 48 training samples");
  }

  @Test
  void upperBoundsAreEnforced() {
    assertThatThrownBy(
            () -> run("{\"model\": {\"class\": \"ElasticNet\", \"params\": {\"l1_ratio\": 1.5}}}"))
        .hasMessageStartingWith("pipeline[0].model.params.l1_ratio: ElasticNet.l1_ratio = 1.5");
    assertThat(
            run("{\"class\": \"PCA\", \"params\": {\"n_components\": 0.9}}, " + PLS)
                .variant(0)
                .ok())
        .isTrue();
  }
}
