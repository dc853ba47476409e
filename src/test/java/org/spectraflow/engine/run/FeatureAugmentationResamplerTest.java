package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.run.report.RunReport;

/**
 * A width-changing axis transform (Resampler) inside {@code feature_augmentation}: bound to the
 * axis it reads, a narrower output zero-padded with a warning, a wider one refused.
 */
class FeatureAugmentationResamplerTest {

  private final SpectroDataset ds =
      SyntheticNirs.defaults().withSamples(60).withWavelengths(70).generate();

  private static String grid(int from, int step, int count) {
    return IntStream.range(0, count)
        .mapToObj(i -> String.valueOf(from + i * step))
        .collect(Collectors.joining(", ", "[", "]"));
  }

  private RunReport run(String augmentation, List<RunEvent> events) {
    String json =
        "{\"pipeline\": [{\"feature_augmentation\": "
            + augmentation
            + "}, {\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
            + " {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 3}}}]}";
    return PipelineRunner.standard()
        .run(
            RunRequest.of(RunFixtures.doc(json), ds)
                .withCacheConfig(CacheConfig.defaults())
                .withMemoryProbe(MemoryProbe.disabled())
                .withEvents(RunFixtures.capture(events)));
  }

  private static String resampler(String targets) {
    return "{\"class\": \"Resampler\", \"params\": {\"target_wavelengths\": " + targets + "}}";
  }

  @Test
  void aNarrowerResamplerIsBoundToTheAxisAndZeroPaddedWithAWarning() {
    List<RunEvent> events = new ArrayList<>();
    RunReport r =
        run(
            "[" + resampler(grid(1200, 100, 10)) + ", {\"class\": \"StandardNormalVariate\"}]",
            events);
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    assertThat(events)
        .filteredOn(e -> e instanceof RunEvent.StepWarning)
        .extracting(e -> ((RunEvent.StepWarning) e).message())
        .isNotEmpty()
        // once for the cross-validated run and once for the refit
        .containsOnly(
            "Resampler(target_wavelengths=[10 items]): gives 10 features from processing 'raw'"
                + " where the source has 70; the new processing is zero-padded on the right to 70"
                + " (as nirs4all pads a narrower processing). To give the model only the 10"
                + " features, run it as its own step before feature_augmentation");
  }

  @Test
  void aChainedResamplerReadsTheAxisThePreviousOneMade() {
    // the second grid lies inside the first one's output axis (1200-2150), not only the raw one
    RunReport r =
        run(
            "[[" + resampler(grid(1200, 50, 20)) + ", " + resampler(grid(1300, 100, 8)) + "]]",
            new ArrayList<>());
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    RunReport refused =
        run(
            "[["
                + resampler(grid(1200, 50, 20))
                + ", {\"class\": \"Resampler\", \"params\": {\"bounds_error\": true,"
                + " \"target_wavelengths\": [2300, 2400]}}]]",
            new ArrayList<>());
    assertThat(refused.variant(0).ok()).isFalse();
  }

  @Test
  void aWiderOutputIsRefusedNamingTheAlternatives() {
    RunReport r = run("[" + resampler(grid(1000, 10, 120)) + "]", new ArrayList<>());
    assertThat(r.variant(0).ok()).isFalse();
    assertThat(r.variant(0).error())
        .contains(
            "Resampler(target_wavelengths=[120 items]): gives 120 features from processing 'raw',"
                + " more than the source's 70")
        .contains("run it as its own step before feature_augmentation");
  }
}
