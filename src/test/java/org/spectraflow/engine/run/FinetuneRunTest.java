package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.RunReportJson;
import org.spectraflow.engine.tune.Trial;
import org.spectraflow.engine.tune.TuningReport;

/** {@code finetune_params} runs a real search: every trial reported, the best parameters used. */
class FinetuneRunTest {

  private static final String STEPS =
      "{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
          + " {\"model\": {\"class\": \"PLSRegression\"}, \"name\": \"PLS-Finetuned\", \"finetune_params\": {"
          + "\"n_trials\": 12, \"approach\": \"%s\", \"sampler\": \"%s\", \"seed\": 3,"
          + " \"model_params\": {\"n_components\": %s}}}";

  private final SpectroDataset ds = RunFixtures.demo();

  private RunReport run(String approach, String sampler, String space, List<RunEvent> events) {
    String json = "{\"pipeline\": [" + STEPS.formatted(approach, sampler, space) + "]}";
    return PipelineRunner.standard()
        .run(
            RunRequest.of(RunFixtures.doc(json), ds)
                .withCacheConfig(CacheConfig.defaults())
                .withMemoryProbe(MemoryProbe.disabled())
                .withEvents(RunFixtures.capture(events)));
  }

  @Test
  void singleHoldoutSearchPicksTheBestTrialAndTrainsWithIt() {
    List<RunEvent> events = new ArrayList<>();
    RunReport r = run("single", "tpe", "{\"type\": \"int\", \"low\": 1, \"high\": 12}", events);
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    ModelReport m = r.variant(0).models().get(0);
    assertThat(m.tuning()).isNotNull();
    assertThat(m.tuning().trials()).hasSize(12);
    Trial best =
        m.tuning().trials().stream()
            .filter(Trial::ok)
            .min(Comparator.comparingDouble(Trial::value))
            .orElseThrow();
    assertThat(m.tuning().bestParams()).isEqualTo(best.params());
    assertThat(m.params()).containsEntry("n_components", best.params().get("n_components"));
    assertThat(events)
        .filteredOn(e -> e instanceof RunEvent.TuningTrial t && !t.done())
        .hasSize(12);
    assertThat(events).filteredOn(e -> e instanceof RunEvent.TuningTrial t && t.done()).hasSize(1);
    assertThat(RunReportJson.write(r, false))
        .contains("\"finetune\"")
        .contains("\"trials\"")
        .contains("\"best_params\"");
  }

  @Test
  void sameDocumentAndSeedGiveTheSameStudy() {
    String space = "{\"type\": \"int\", \"low\": 1, \"high\": 15}";
    List<Trial> a =
        run("grouped", "random", space, new ArrayList<>())
            .variant(0)
            .models()
            .get(0)
            .tuning()
            .trials();
    List<Trial> b =
        run("grouped", "random", space, new ArrayList<>())
            .variant(0)
            .models()
            .get(0)
            .tuning()
            .trials();
    assertThat(a).isEqualTo(b);
  }

  @Test
  void gridOverCategoriesTriesEachOnce() {
    RunReport r = run("grouped", "grid", "[2, 4, 6]", new ArrayList<>());
    assertThat(r.variant(0).models().get(0).tuning().trials())
        .extracting(t -> t.params().get("n_components"))
        .containsExactlyInAnyOrder(2L, 4L, 6L);
  }

  @Test
  void aSortedTupleTunesTheMlpHiddenLayers() {
    String json =
        """
        {"pipeline": [{"class": "KFold", "params": {"n_splits": 3}},
          {"model": {"class": "MLPRegressor", "params": {"max_iter": 5, "random_state": 0}},
           "finetune_params": {"n_trials": 4, "approach": "single", "sampler": "random", "seed": 2,
             "model_params": {"hidden_layer_sizes": {"type": "sorted_tuple", "length": [1, 2],
               "min": 2, "max": 6}}}}]}""";
    RunReport r =
        PipelineRunner.standard()
            .run(
                RunRequest.of(RunFixtures.doc(json), ds)
                    .withCacheConfig(CacheConfig.defaults())
                    .withMemoryProbe(MemoryProbe.disabled()));
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    ModelReport m = r.variant(0).models().get(0);
    assertThat(m.tuning().trials()).hasSize(4).allMatch(Trial::ok);
    Object best = m.tuning().bestParams().get("hidden_layer_sizes");
    assertThat(best).isInstanceOf(List.class);
    assertThat(m.params()).containsEntry("hidden_layer_sizes", best);
  }

  @Test
  void aBadSearchSpaceIsRefusedBeforeRunningNamingThePath() {
    assertThatThrownBy(
            () ->
                run(
                    "single",
                    "tpe",
                    "{\"type\": \"int\", \"low\": 9, \"high\": 2}",
                    new ArrayList<>()))
        .hasMessageContaining("pipeline[1].finetune_params.model_params.n_components");
  }

  @Test
  void aTunedModelInABranchFeedsAPredictionsMergeAndAMetaModel() {
    // sample 10's shape: a finetuned model inside a branch, stacked after a predictions merge
    String json =
        "{\"pipeline\": [{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
            + " {\"branch\": {\"tuned\": [{\"model\": {\"class\": \"PLSRegression\"},"
            + " \"name\": \"PLS-Tuned\", \"finetune_params\": {\"n_trials\": 3,"
            + " \"sampler\": \"random\", \"model_params\": {\"n_components\":"
            + " {\"type\": \"int\", \"low\": 1, \"high\": 6}}}}],"
            + " \"plain\": [{\"model\": {\"class\": \"Ridge\"}}]}},"
            + " {\"merge\": {\"predictions\": [{\"branch\": 0, \"select\": \"best\"},"
            + " {\"branch\": 1, \"select\": \"all\"}]}},"
            + " {\"model\": {\"class\": \"nirs4all.operators.models.MetaModel\", \"params\":"
            + " {\"model\": {\"class\": \"Ridge\"}}}, \"name\": \"meta\"}]}";
    RunReport r = RunFixtures.run(RunFixtures.doc(json), ds, CacheConfig.defaults());
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    assertThat(r.variant(0).models())
        .extracting(ModelReport::name)
        .containsExactly("PLS-Tuned", "Ridge", "meta");
    assertThat(r.variant(0).models().get(0).tuning().trials()).hasSize(3);
    assertThat(r.variant(0).models().get(2).cv()).isFinite();
  }

  private static final String GRID_1_TO_12 = "[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]";

  @Test
  void individualRunsOneStudyPerFoldAndTrainsEachFoldWithItsOwnBest() {
    // five contiguous folds of the demo set choose different sizes (three folds all choose 6)
    List<RunEvent> events = new ArrayList<>();
    String json =
        "{\"pipeline\": [{\"class\": \"KFold\", \"params\": {\"n_splits\": 5}},"
            + " {\"model\": {\"class\": \"PLSRegression\"}, \"name\": \"PLS-Individual\","
            + " \"finetune_params\": {\"approach\": \"individual\", \"sampler\": \"grid\","
            + " \"model_params\": {\"n_components\": "
            + GRID_1_TO_12
            + "}}}]}";
    RunReport r =
        PipelineRunner.standard()
            .run(
                RunRequest.of(RunFixtures.doc(json), ds)
                    .withCacheConfig(CacheConfig.defaults())
                    .withMemoryProbe(MemoryProbe.disabled())
                    .withEvents(RunFixtures.capture(events)));
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    ModelReport m = r.variant(0).models().get(0);
    TuningReport t = m.tuning();
    assertThat(t.approach()).isEqualTo("individual");
    assertThat(t.folds()).hasSize(5);
    List<Object> perFold = new ArrayList<>();
    for (int f = 0; f < 5; f++) {
      TuningReport study = t.folds().get(f);
      assertThat(study.trials()).hasSize(12);
      Trial best =
          study.trials().stream()
              .filter(Trial::ok)
              .min(Comparator.comparingDouble(Trial::value))
              .orElseThrow();
      assertThat(study.bestParams()).isEqualTo(best.params());
      // fold f's model was trained with fold f's best parameters: its validation RMSE is the
      // square root of its study's best MSE (same rows, same y)
      assertThat(m.foldVal().get(f)).isCloseTo(Math.sqrt(study.bestValue()), within(1e-9));
      perFold.add(study.bestParams().get("n_components"));
    }
    // the folds differ, and so do their choices
    assertThat(new HashSet<>(perFold)).hasSizeGreaterThan(1);
    // the step (and the refit) keep the parameters of the best validated fold
    int chosen = 0;
    for (int f = 1; f < 5; f++) {
      if (m.foldVal().get(f) < m.foldVal().get(chosen)) {
        chosen = f;
      }
    }
    assertThat(t.chosenFold()).isEqualTo(chosen);
    assertThat(t.bestParams()).isEqualTo(t.folds().get(chosen).bestParams());
    assertThat(m.params()).containsEntry("n_components", perFold.get(chosen));
    assertThat(events)
        .filteredOn(e -> e instanceof RunEvent.TuningTrial tt && tt.done())
        .hasSize(5);
    assertThat(RunReportJson.write(r, false)).contains("\"chosen_fold\"").contains("\"folds\"");
    // the refit trains the chosen parameters: it matches a plain model with them
    RunReport plain =
        PipelineRunner.standard()
            .run(
                RunRequest.of(
                        RunFixtures.doc(
                            "{\"pipeline\": [{\"class\": \"KFold\", \"params\":"
                                + " {\"n_splits\": 5}}, {\"model\": {\"class\":"
                                + " \"PLSRegression\", \"params\": {\"n_components\": "
                                + perFold.get(chosen)
                                + "}}}]}"),
                        ds)
                    .withCacheConfig(CacheConfig.defaults())
                    .withMemoryProbe(MemoryProbe.disabled()));
    assertThat(m.refitTest()).isNotNull();
    assertThat(m.refitTest()).isCloseTo(plain.variant(0).models().get(0).refitTest(), within(1e-9));
  }

  @Test
  void individualIsReproducible() {
    String space = "{\"type\": \"int\", \"low\": 1, \"high\": 15}";
    TuningReport a =
        run("individual", "tpe", space, new ArrayList<>()).variant(0).models().get(0).tuning();
    TuningReport b =
        run("individual", "tpe", space, new ArrayList<>()).variant(0).models().get(0).tuning();
    for (int f = 0; f < 3; f++) {
      assertThat(a.folds().get(f).trials()).hasSize(12).isEqualTo(b.folds().get(f).trials());
    }
  }

  @Test
  void phasesRunInOrderInARealPipeline() {
    String json =
        "{\"pipeline\": [{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
            + " {\"model\": {\"class\": \"PLSRegression\"}, \"name\": \"PLS-Phased\","
            + " \"finetune_params\": {\"seed\": 4, \"phases\": [{\"n_trials\": 3, \"sampler\":"
            + " \"random\"}, {\"n_trials\": 5, \"sampler\": \"tpe\"}], \"model_params\":"
            + " {\"n_components\": {\"type\": \"int\", \"low\": 1, \"high\": 15}}}}]}";
    RunReport r = RunFixtures.run(RunFixtures.doc(json), ds, CacheConfig.defaults());
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    TuningReport t = r.variant(0).models().get(0).tuning();
    assertThat(t.trials()).hasSize(8);
    assertThat(t.sampler()).isEqualTo("random+tpe");
    assertThat(t.phases())
        .containsExactly(
            new TuningReport.Phase("random", 0, 3), new TuningReport.Phase("tpe", 3, 5));
    assertThat(r.variant(0).models().get(0).params())
        .containsEntry("n_components", t.bestParams().get("n_components"));
    assertThat(RunReportJson.write(r, false)).contains("\"phases\"").contains("\"first_trial\"");
  }

  @Test
  void aBadPhaseIsRefusedBeforeRunning() {
    String json =
        "{\"pipeline\": [{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
            + " {\"model\": {\"class\": \"PLSRegression\"}, \"finetune_params\":"
            + " {\"phases\": [{\"n_trials\": -1}], \"model_params\": {\"n_components\": [1, 2]}}}]}";
    assertThatThrownBy(() -> RunFixtures.run(RunFixtures.doc(json), ds, CacheConfig.defaults()))
        .hasMessageContaining("pipeline[1].finetune_params.phases[0].n_trials: must be a positive");
  }
}
