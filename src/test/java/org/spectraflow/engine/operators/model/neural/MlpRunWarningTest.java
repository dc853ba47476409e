package org.spectraflow.engine.operators.model.neural;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;

/**
 * An MLP that stops at its epoch budget (scikit-learn's ConvergenceWarning) completes the run and
 * publishes one step warning naming the model, not an error.
 */
class MlpRunWarningTest {

  @Test
  void aNonConvergedMlpIsAStepWarningAndTheRunCompletes() {
    List<RunEvent> events = new ArrayList<>();
    RunReport report =
        PipelineRunner.standard()
            .run(
                RunRequest.of(
                        RunFixtures.doc(
                            "{\"pipeline\": [{\"model\": {\"class\":"
                                + " \"sklearn.neural_network.MLPRegressor\", \"params\":"
                                + " {\"hidden_layer_sizes\": [5], \"max_iter\": 2,"
                                + " \"random_state\": 0}}}]}"),
                        RunFixtures.demo())
                    .withMemoryProbe(MemoryProbe.disabled())
                    .withEvents(RunFixtures.capture(events)));
    assertThat(RunFixtures.scores(report)).hasSize(1);
    assertThat(events)
        .filteredOn(RunEvent.StepWarning.class::isInstance)
        .extracting(e -> ((RunEvent.StepWarning) e).message())
        .isNotEmpty()
        .allSatisfy(m -> assertThat(m).contains("MLPRegressor", "max_iter (2 epochs)"));
  }
}
