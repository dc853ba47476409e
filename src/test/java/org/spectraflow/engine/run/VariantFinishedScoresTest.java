package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;

/** The studio ranks variants from VariantFinished alone: it must carry what the report says. */
class VariantFinishedScoresTest {

  @Test
  void variantFinishedCarriesTheBestModelsTestAndCvScores() {
    List<RunEvent> events = new ArrayList<>();
    RunReport report =
        PipelineRunner.standard()
            .run(
                RunRequest.of(
                        RunFixtures.doc(
                            "{\"pipeline\": [{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
                                + " \"SNV\", {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 3}}}]}"),
                        RunFixtures.demo())
                    .withEvents(RunFixtures.capture(events))
                    .withOptions(RunOptions.defaults().withRefit(false))
                    .withMemoryProbe(MemoryProbe.disabled()));
    ModelReport model = report.variants().get(0).models().get(0);
    RunEvent.VariantFinished finished =
        events.stream()
            .filter(e -> e instanceof RunEvent.VariantFinished)
            .map(e -> (RunEvent.VariantFinished) e)
            .findFirst()
            .orElseThrow();
    assertThat(finished.scores())
        .containsEntry("test_rmse", model.test())
        .containsEntry("test_r2", model.testSecondary())
        .containsEntry("cv_rmse", model.cv());
  }
}
