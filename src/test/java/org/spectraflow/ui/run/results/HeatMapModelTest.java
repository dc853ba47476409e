package org.spectraflow.ui.run.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.SourceShape;
import org.spectraflow.ui.run.StepKey;

/**
 * The heat map's cells as the model keeps them in per-variant columns: a cell per variant and step
 * that ran, null where a step did not run (or before any column exists), a repeated step end
 * replacing its cell, more than 64 columns, and the colour scale's largest absolute value.
 */
class HeatMapModelTest {

  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

  private static RunEvent.StepFinished finished(
      int variant, int step, List<Integer> branch, long added, boolean cached) {
    return new RunEvent.StepFinished(
        T0,
        variant,
        step,
        branch,
        "pipeline[" + step + "]",
        "s" + step,
        "nirs4all.operators.transforms.nirs.StandardNormalVariate",
        List.of(new SourceShape(10, 1, 20)),
        0,
        0,
        0,
        added,
        Duration.ZERO,
        cached);
  }

  @Test
  void cellsByVariantAndStep() {
    HeatMapModel model = new HeatMapModel();
    model.accept(new RunEvent.VariantStarted(T0, 2, "v2"));
    model.accept(new RunEvent.VariantStarted(T0, 0, "v0"));
    model.accept(finished(0, 1, List.of(), 100, false));
    model.accept(finished(0, 2, List.of(1), -700, true));
    model.accept(finished(2, 2, List.of(1), 50, false));

    assertThat(model.rows()).containsExactly(0, 2);
    StepKey one = new StepKey(1, List.of(), "s1");
    StepKey two = new StepKey(2, List.of(1), "s2");
    assertThat(model.columns()).containsExactly(one, two);
    assertThat(model.cell(0, one)).isEqualTo(new HeatCell(100, false));
    assertThat(model.cell(0, two)).isEqualTo(new HeatCell(-700, true));
    assertThat(model.cell(2, two)).isEqualTo(new HeatCell(50, false));
    assertThat(model.cell(2, one)).isNull();
    assertThat(model.cell(7, one)).isNull();
    assertThat(model.cell(0, new StepKey(9, List.of(), "s9"))).isNull();
    assertThat(model.maxAbsAdded()).isEqualTo(700);

    model.accept(finished(0, 2, List.of(1), 30, false));
    assertThat(model.cell(0, two)).isEqualTo(new HeatCell(30, false));
    assertThat(model.maxAbsAdded()).isEqualTo(100);

    model.clear();
    assertThat(model.rows()).isEmpty();
    assertThat(model.cell(0, one)).isNull();
    assertThat(model.maxAbsAdded()).isEqualTo(1);
  }

  @Test
  void moreThanSixtyFourColumns() {
    HeatMapModel model = new HeatMapModel();
    for (int s = 1; s <= 70; s++) {
      model.accept(finished(0, s, List.of(), s, s % 2 == 0));
    }
    model.accept(finished(1, 66, List.of(), 5, true));
    for (int s = 1; s <= 70; s++) {
      assertThat(model.cell(0, new StepKey(s, List.of(), "s" + s)))
          .isEqualTo(new HeatCell(s, s % 2 == 0));
    }
    assertThat(model.cell(1, new StepKey(66, List.of(), "s66"))).isEqualTo(new HeatCell(5, true));
    assertThat(model.cell(1, new StepKey(2, List.of(), "s2"))).isNull();
    assertThat(model.maxAbsAdded()).isEqualTo(70);
  }
}
