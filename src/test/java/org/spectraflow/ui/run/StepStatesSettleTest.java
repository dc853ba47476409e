package org.spectraflow.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.StepFinished;
import org.spectraflow.engine.observe.RunEvent.StepStarted;
import org.spectraflow.engine.observe.RunEvent.VariantFinished;
import org.spectraflow.engine.observe.RunEvent.VariantStarted;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;

/**
 * After a run ends no step is queued or running: the steps an earlier variant ran through keep what
 * it did there, a step interrupted by Stop shows nothing, and steps no variant reached have no
 * state.
 */
class StepStatesSettleTest {

  private static final Instant T = Instant.EPOCH;
  private final StepStatesModel states = new StepStatesModel();

  private void variant(int v, String... ids) {
    states.accept(new VariantStarted(T, v, "v" + v));
    for (String id : ids) {
      step(v, id);
      states.accept(finished(v, id));
    }
  }

  private void step(int v, String id) {
    states.accept(new StepStarted(T, v, 1, List.of(), "pipeline[0]", id, "Op"));
  }

  private static StepFinished finished(int v, String id) {
    return new StepFinished(
        T, v, 1, List.of(), "pipeline[0]", id, "Op", List.of(), 0, 0, 0, 0, Duration.ZERO, false);
  }

  private Map<String, StepStatus> byId() {
    return states.states().entrySet().stream()
        .collect(Collectors.toMap(e -> e.getKey().key().stepId(), e -> e.getValue().status()));
  }

  @Test
  void aCompletedRunLeavesTheStepsOffTheLastVariantsPathDoneNotQueued() {
    variant(0, "/pipeline/0/_or_/0", "/pipeline/1");
    states.accept(ok(0));
    variant(1, "/pipeline/0/_or_/1", "/pipeline/1");
    states.accept(ok(1));
    states.publish();
    assertThat(byId()).containsEntry("/pipeline/0/_or_/0", StepStatus.QUEUED);

    states.settle();

    assertThat(byId())
        .containsOnly(
            Map.entry("/pipeline/0/_or_/0", StepStatus.DONE),
            Map.entry("/pipeline/0/_or_/1", StepStatus.DONE),
            Map.entry("/pipeline/1", StepStatus.DONE));
  }

  @Test
  void aStoppedRunLeavesNothingRunningOrQueued() {
    variant(0, "/pipeline/0");
    states.accept(ok(0));
    states.accept(new VariantStarted(T, 1, "v1"));
    step(1, "/pipeline/1");
    states.publish();
    assertThat(byId()).containsEntry("/pipeline/1", StepStatus.RUNNING);

    states.settle();

    assertThat(byId()).containsOnly(Map.entry("/pipeline/0", StepStatus.DONE));
    assertThat(states.states().values())
        .noneMatch(s -> s.status() == StepStatus.QUEUED || s.status() == StepStatus.RUNNING);
  }

  private static RunEvent ok(int v) {
    return new VariantFinished(T, v, "v" + v, VariantStatus.OK, null, Map.of(), Duration.ZERO);
  }
}
