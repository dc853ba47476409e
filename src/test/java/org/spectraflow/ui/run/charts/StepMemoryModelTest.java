package org.spectraflow.ui.run.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.SourceShape;
import org.spectraflow.ui.run.RunSelection;
import org.spectraflow.ui.run.StepKey;

/**
 * The per-step memory bars as the model keeps them in per-variant columns: the shown variant's bars
 * in the order their steps first finished, a repeated step end replacing its bar in place, each
 * variant's own figures (RSS change against its own previous step), and nothing after clear.
 */
class StepMemoryModelTest {

  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

  private static RunEvent.StepFinished finished(
      int variant, int step, long steady, long rss, boolean cached) {
    return new RunEvent.StepFinished(
        T0,
        variant,
        step,
        List.of(),
        "pipeline[" + step + "]",
        "s" + step,
        "nirs4all.operators.transforms.nirs.StandardNormalVariate",
        List.of(new SourceShape(10, 1, 20)),
        steady,
        rss,
        0,
        0,
        Duration.ZERO,
        cached);
  }

  private static StepBar bar(int step, long steady, long rssDelta, boolean cached) {
    return new StepBar(
        new StepKey(step, List.of(), "s" + step),
        "",
        "StandardNormalVariate",
        steady,
        rssDelta,
        cached);
  }

  @Test
  void barsOfTheShownVariantInFinishingOrder() {
    RunSelection selection = new RunSelection();
    StepMemoryModel model = new StepMemoryModel(selection);
    model.accept(new RunEvent.VariantStarted(T0, 0, "v0"));
    model.accept(finished(0, 3, 30, 1000, false));
    model.accept(finished(0, 1, 10, 1500, true));
    model.accept(new RunEvent.VariantStarted(T0, 1, "v1"));
    model.accept(finished(1, 1, 11, 2000, false));
    model.accept(finished(1, 2, 12, 1900, false));

    assertThat(model.shownVariant()).isEqualTo(1);
    assertThat(model.shownBars()).containsExactly(bar(1, 11, 0, false), bar(2, 12, -100, false));

    selection.variantProperty().set(0);
    assertThat(model.shownBars()).containsExactly(bar(3, 30, 0, false), bar(1, 10, 500, true));

    model.accept(finished(0, 3, 33, 1600, true));
    assertThat(model.shownBars()).containsExactly(bar(3, 33, 100, true), bar(1, 10, 500, true));

    selection.variantProperty().set(5);
    assertThat(model.shownBars()).isEmpty();

    model.clear();
    selection.variantProperty().set(null);
    assertThat(model.shownVariant()).isEqualTo(-1);
    assertThat(model.shownBars()).isEmpty();
  }
}
