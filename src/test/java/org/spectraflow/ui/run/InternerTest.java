package org.spectraflow.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.SourceShape;
import org.spectraflow.ui.run.charts.MemoryTimelineModel;
import org.spectraflow.ui.run.charts.StepSpan;

/**
 * What every variant repeats is kept once: the interner hands back the first equal value, and the
 * memory timeline's samples of two variants share one step key and one label while each keeps its
 * own tooltip.
 */
class InternerTest {

  @Test
  void equalValuesShareTheFirstInstance() {
    Interner<String> names = new Interner<>();
    String first = new StringBuilder("SNV").toString();
    String second = new StringBuilder("SNV").toString();

    assertThat(names.of(first)).isSameAs(first);
    assertThat(names.of(second)).isSameAs(first);
    assertThat(names.of("MSC")).isEqualTo("MSC");
    assertThat(names.size()).isEqualTo(2);
    names.clear();
    assertThat(names.of(second)).isSameAs(second);
  }

  @Test
  void timelineSamplesOfTwoVariantsShareTheirStep() {
    RunClock clock = new RunClock();
    MemoryTimelineModel timeline = new MemoryTimelineModel(clock);
    Instant t0 = Instant.parse("2026-12-01T10:00:00Z");
    for (int v = 0; v < 2; v++) {
      timeline.accept(new RunEvent.VariantStarted(t0.plusSeconds(v), v, "v" + v));
      timeline.accept(finished(t0.plusSeconds(v).plusMillis(500), v, v == 1));
    }

    List<StepSpan> spans = timeline.stepSpans();
    assertThat(spans).hasSize(2);
    assertThat(spans.get(1).key()).isSameAs(spans.get(0).key());
    assertThat(spans.get(1).label()).isSameAs(spans.get(0).label());
    assertThat(timeline.tooltip(0)).isEqualTo("variant 0 · step 2 [1] SNV");
    assertThat(timeline.tooltip(1)).isEqualTo("variant 1 · step 2 [1] SNV (cached)");
  }

  private static RunEvent.StepFinished finished(Instant at, int variant, boolean cached) {
    return new RunEvent.StepFinished(
        at,
        variant,
        2,
        List.of(1),
        "pipeline[1].branch[1][0]",
        "/pipeline/1/branch/1/0",
        new StringBuilder("sklearn.SNV").toString(),
        List.of(new SourceShape(10, 1, 20)),
        1 << 20,
        300 << 20,
        100 << 20,
        0,
        Duration.ofMillis(2),
        cached);
  }
}
