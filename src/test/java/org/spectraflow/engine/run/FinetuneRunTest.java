package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Comparator;
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
}
