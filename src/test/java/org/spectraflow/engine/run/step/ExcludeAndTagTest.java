package org.spectraflow.engine.run.step;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Partition;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.plan.AugmentationSpec;
import org.spectraflow.engine.plan.FilterSpec;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;

/** exclude, tag and the legacy sample_filter: who is dropped, the tag columns, the warnings. */
class ExcludeAndTagTest {

  private static final String IQR =
      "{\"class\": \"nirs4all.operators.filters.YOutlierFilter\","
          + " \"params\": {\"reason\": \"iqr_outlier\"}}";
  private static final String ZSCORE =
      "{\"class\": \"nirs4all.operators.filters.YOutlierFilter\","
          + " \"params\": {\"method\": \"zscore\", \"threshold\": 2.0, \"reason\": \"z\"}}";
  // the reference's worked example: iqr drops 30 and -12, zscore/2 only 30
  private static final double[] Y = {3, 1, 4, 1.5, 5, 9, 2, 6, 30, -12, 100, -100};

  private static FilterSpec spec(String value, String siblings) {
    JsonObject s = (JsonObject) PipelineReader.parseJson(siblings);
    return FilterSpec.parse(
        PipelineReader.parseJson(value),
        s,
        DocumentPath.PIPELINE.index(0),
        "exclude",
        KeywordFixtures.resolver()::transform,
        true);
  }

  @Test
  void excludeDropsFlaggedTrainSamplesAndWritesTagColumns() {
    SpectroDataset ds = KeywordFixtures.dataset(10, 2, 6, Y);
    new ExcludeController().run(spec(IQR, "{}"), KeywordFixtures.env(ds, RunEvents.disabled()));
    assertThat(ds.index().ids(Partition.TRAIN, false)).containsExactly(0, 1, 2, 3, 4, 5, 6, 7);
    assertThat(ds.index().sample(8).exclusionReason()).contains("iqr_outlier");
    assertThat(ds.index().tag(8, "excluded_iqr_outlier")).contains("True");
    assertThat(ds.index().tag(0, "excluded_iqr_outlier")).contains("False");
    assertThat(ds.testIds()).containsExactly(10, 11);
  }

  @Test
  void modeAllDropsOnlyWhatEveryFilterFlags() {
    SpectroDataset ds = KeywordFixtures.dataset(10, 2, 6, Y);
    new ExcludeController()
        .run(
            spec("[" + IQR + ", " + ZSCORE + "]", "{\"mode\": \"all\"}"),
            KeywordFixtures.env(ds, RunEvents.disabled()));
    assertThat(ds.index().ids(Partition.TRAIN, false)).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 9);
    assertThat(ds.index().sample(8).exclusionReason()).contains("exclude(all:iqr_outlier,z)");
    SpectroDataset any = KeywordFixtures.dataset(10, 2, 6, Y);
    new ExcludeController()
        .run(
            spec("[" + IQR + ", " + ZSCORE + "]", "{}"),
            KeywordFixtures.env(any, RunEvents.disabled()));
    assertThat(any.index().ids(Partition.TRAIN, false)).containsExactly(0, 1, 2, 3, 4, 5, 6, 7);
  }

  @Test
  void augmentedCopiesFollowTheirOrigin() {
    SpectroDataset ds = KeywordFixtures.dataset(10, 2, 6, Y);
    StepEnv env = KeywordFixtures.env(ds, RunEvents.disabled());
    new SampleAugmentationController()
        .run(
            AugmentationSpec.parse(
                PipelineReader.parseJson(
                    "{\"transformers\": [{\"class\": \"nirs4all.operators.transforms.MultiplicativeNoise\"}]}"),
                DocumentPath.PIPELINE,
                KeywordFixtures.resolver()::transform),
            env);
    new ExcludeController().run(spec(IQR, "{}"), env);
    assertThat(ds.trainIds()).hasSize(16).doesNotContain(8, 9, 20, 21);
    assertThat(ds.index().sample(20).excluded()).isTrue();
  }

  @Test
  void anExclusionOfEverySampleKeepsTheFirstWithAWarning() {
    SpectroDataset ds = KeywordFixtures.dataset(3, 1, 4, new double[] {1, 2, 3, 4});
    List<RunEvent> events = new ArrayList<>();
    new ExcludeController()
        .run(
            spec(
                "{\"class\": \"nirs4all.operators.filters.YOutlierFilter\","
                    + " \"params\": {\"method\": \"percentile\", \"lower_percentile\": 98, \"upper_percentile\": 99}}",
                "{}"),
            KeywordFixtures.env(ds, RunFixtures.capture(events)));
    assertThat(ds.index().ids(Partition.TRAIN, false)).containsExactly(0);
    assertThat(events)
        .filteredOn(RunEvent.StepWarning.class::isInstance)
        .singleElement()
        .satisfies(
            e -> assertThat(((RunEvent.StepWarning) e).message()).contains("sample 0 is kept"));
  }

  @Test
  void tagFlagsBothPartitionsAndExcludesNothing() {
    SpectroDataset ds = KeywordFixtures.dataset(10, 2, 6, Y);
    FilterSpec tags =
        FilterSpec.parse(
            PipelineReader.parseJson("{\"y_outlier\": " + IQR + "}"),
            JsonObject.EMPTY,
            DocumentPath.PIPELINE.index(0),
            "tag",
            KeywordFixtures.resolver()::transform,
            true);
    new TagController().run(tags, KeywordFixtures.env(ds, RunEvents.disabled()));
    assertThat(ds.index().tagColumns()).containsExactly("y_outlier");
    assertThat(ds.index().tag(10, "y_outlier")).contains("True");
    assertThat(ds.index().tag(0, "y_outlier")).contains("False");
    assertThat(ds.trainIds()).hasSize(10);
  }

  @Test
  void notAFilterAndEmptyListsAreRefusedWithThePath() {
    assertThatThrownBy(() -> spec("[]", "{}")).hasMessageContaining("pipeline[0].exclude");
    assertThatThrownBy(() -> spec("{\"class\": \"StandardScaler\"}", "{}"))
        .hasMessageContaining("is not a sample filter");
    assertThatThrownBy(() -> spec(IQR, "{\"mode\": \"vote\"}"))
        .hasMessageContaining("pipeline[0].mode");
  }

  @Test
  void sampleFilterRunsAsExcludeWithAWarningNamingTheReplacement() {
    String model = "{\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 3}}}";
    String tight =
        "{\"class\": \"YOutlierFilter\", \"params\": {\"method\": \"zscore\", \"threshold\": 1.0}}";
    SpectroDataset ds = RunFixtures.demo();
    List<RunEvent> events = new ArrayList<>();
    RunReport legacy =
        PipelineRunner.standard()
            .run(
                RunRequest.of(
                        RunFixtures.doc(
                            "{\"pipeline\": [{\"sample_filter\": {\"filters\": ["
                                + tight
                                + "], \"mode\": \"any\","
                                + " \"report\": true}}, "
                                + model
                                + "]}"),
                        ds)
                    .withMemoryProbe(MemoryProbe.disabled())
                    .withEvents(RunFixtures.capture(events)));
    RunReport modern =
        RunFixtures.run(
            RunFixtures.doc(
                "{\"pipeline\": [{\"exclude\": ["
                    + tight
                    + "], \"mode\": \"any\"}, "
                    + model
                    + "]}"),
            ds,
            CacheConfig.defaults());
    RunReport none =
        RunFixtures.run(
            RunFixtures.doc("{\"pipeline\": [" + model + "]}"), ds, CacheConfig.defaults());
    assertThat(RunFixtures.scores(legacy)).isEqualTo(RunFixtures.scores(modern));
    assertThat(RunFixtures.scores(legacy)).isNotEqualTo(RunFixtures.scores(none));
    assertThat(events)
        .filteredOn(RunEvent.StepWarning.class::isInstance)
        .first()
        .satisfies(
            e -> {
              RunEvent.StepWarning w = (RunEvent.StepWarning) e;
              assertThat(w.path()).isEqualTo("pipeline[0].sample_filter");
              assertThat(w.message()).contains("deprecated").contains("'exclude'");
            });
  }

  @Test
  void deepLearningModelsGetOneClearErrorAndEveryOtherProblemIsListed() {
    assertThatThrownBy(
            () ->
                RunFixtures.run(
                    RunFixtures.doc(
                        "{\"pipeline\": ["
                            + "{\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": \"many\"}}},"
                            + "{\"model\": {\"function\": \"nirs4all.operators.models.tensorflow.nicon.customizable_nicon\"},"
                            + " \"name\": \"NICON\"}]}"),
                    RunFixtures.demo(),
                    CacheConfig.defaults()))
        .hasMessageContaining("pipeline[0].model")
        .hasMessageContaining("n_components")
        .hasMessageContaining(
            "model 'nirs4all.operators.models.tensorflow.nicon.customizable_nicon'"
                + " at pipeline[1].model is a TensorFlow deep-learning model")
        .hasMessageContaining("PLSRegression")
        .hasMessageNotContaining("supported: StandardNormalVariate");
  }
}
