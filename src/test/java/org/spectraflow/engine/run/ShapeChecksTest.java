package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.run.report.RunReport;

/**
 * The declared rules on the data's shape, checked before any step runs against the demo data (48
 * training samples, 80 features), with the width followed through the transforms.
 */
class ShapeChecksTest {

  private static final SpectroDataset DATA = RunFixtures.demo();
  private static final String PLS = "{\"model\": {\"class\": \"PLSRegression\"}}";

  private static RunReport run(String steps) {
    return RunFixtures.run(
        RunFixtures.doc("{\"pipeline\": [" + steps + "]}"), DATA, CacheConfig.defaults());
  }

  @Test
  void aWindowLongerThanTheSpectrumIsRefusedNamingPathValueRangeAndRemedy() {
    assertThatThrownBy(
            () ->
                run("{\"class\": \"SavitzkyGolay\", \"params\": {\"window_length\": 101}}, " + PLS))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "pipeline[0].params.window_length: SavitzkyGolay.window_length = 101: must be at most the"
                + " 80 features at this step (valid 1 <= window_length <= 80); use a shorter window or crop less");
  }

  @Test
  void theWidthIsFollowedThroughCropAndResample() {
    assertThatThrownBy(
            () ->
                run(
                    "{\"class\": \"CropTransformer\", \"params\": {\"start\": 10, \"end\": 50}},"
                        + " {\"class\": \"SavitzkyGolay\", \"params\": {\"window_length\": 41}}, "
                        + PLS))
        .hasMessageContaining("pipeline[1].params.window_length")
        .hasMessageContaining("the 40 features at this step");
    assertThatThrownBy(
            () ->
                run(
                    "{\"class\": \"ResampleTransformer\", \"params\": {\"num_samples\": 20}},"
                        + " {\"preprocessing\": [{\"class\": \"SavitzkyGolay\", \"params\": {\"window_length\": 21}}]}, "
                        + PLS))
        .hasMessageContaining("pipeline[1].preprocessing[0].params.window_length")
        .hasMessageContaining("the 20 features at this step");
    assertThat(
            run("{\"class\": \"CropTransformer\", \"params\": {\"start\": 10, \"end\": 50}},"
                    + " {\"class\": \"SavitzkyGolay\", \"params\": {\"window_length\": 39}}, "
                    + PLS)
                .variant(0)
                .ok())
        .isTrue();
  }

  @Test
  void componentsFoldsAndCropsAreBoundedByTheData() {
    assertThatThrownBy(
            () ->
                run(
                    "{\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 49}}}"))
        .hasMessage(
            "pipeline[0].model.params.n_components: PLSRegression.n_components = 49: must be at most the"
                + " min(48 training samples, 80 features at this step) (valid 1 <= n_components <= 48);"
                + " use fewer components");
    assertThatThrownBy(() -> run("{\"class\": \"KFold\", \"params\": {\"n_splits\": 49}}, " + PLS))
        .hasMessageContaining("KFold.n_splits = 49: must be at most the 48 training samples");
    assertThatThrownBy(
            () -> run("{\"class\": \"CropTransformer\", \"params\": {\"start\": 90}}, " + PLS))
        .hasMessageContaining(
            "CropTransformer.start = 90: keeps no column of the 80 features at this step")
        .hasMessageEndingWith("choose start and end inside the spectrum");
    assertThatThrownBy(
            () ->
                run(
                    "{\"class\": \"CropTransformer\", \"params\": {\"end\": 10}},"
                        + " {\"class\": \"EMSC\", \"params\": {\"degree\": 15}}, "
                        + PLS))
        .hasMessageContaining(
            "ExtendedMultiplicativeScatterCorrection.degree = 15: must be at most the 10 features");
  }

  @Test
  void inASweepOnlyTheRefusedVariantFailsAndItRunsNoStep() {
    List<RunEvent.StepStarted> started = new ArrayList<>();
    RunEvents events = RunEvents.create(InstantSource.system());
    events.subscribe(
        e -> {
          if (e instanceof RunEvent.StepStarted s) {
            started.add(s);
          }
        },
        Runnable::run);
    RunReport r =
        PipelineRunner.standard()
            .run(
                RunRequest.of(
                        RunFixtures.doc(
                            "{\"pipeline\": [{\"class\":"
                                + " \"SavitzkyGolay\", \"params\": {\"window_length\": {\"_or_\": [11, 101, 21]}}}, "
                                + PLS
                                + "]}"),
                        DATA)
                    .withEvents(events)
                    .withMemoryProbe(MemoryProbe.disabled()));
    assertThat(r.variants()).hasSize(3);
    assertThat(r.variant(0).ok()).isTrue();
    assertThat(r.variant(2).ok()).isTrue();
    assertThat(r.variant(1).ok()).isFalse();
    assertThat(r.variant(1).error())
        .contains("SavitzkyGolay.window_length = 101: must be at most the 80 features");
    assertThat(started).isNotEmpty().noneMatch(s -> s.variant() == 1);
  }
}
