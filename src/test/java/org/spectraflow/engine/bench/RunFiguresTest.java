package org.spectraflow.engine.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Medians of run figures, field by field. */
class RunFiguresTest {

  private static RunFigures run(double wall, long bytes) {
    return new RunFigures(
        wall, 2 * wall, wall / 10, bytes, bytes, bytes, bytes, bytes, bytes, bytes, bytes, bytes,
        bytes, bytes, bytes);
  }

  @Test
  void oddCountsTakeTheMiddleValueOfEachFieldSeparately() {
    RunFigures m = RunFigures.median(List.of(run(30, 1), run(10, 7), run(20, 5)));
    assertThat(m.wallMs()).isEqualTo(20.0);
    assertThat(m.cpuMs()).isEqualTo(40.0);
    assertThat(m.runnableWorkers()).isEqualTo(2.0);
    assertThat(m.humongousCollections()).isEqualTo(5);
    assertThat(m.allocatedBytes()).isEqualTo(5);
    assertThat(m.bytesCopied()).isEqualTo(5);
  }

  @Test
  void evenCountsAverageTheMiddleTwo() {
    RunFigures m = RunFigures.median(List.of(run(4, 10), run(1, 20), run(2, 40), run(3, 30)));
    assertThat(m.wallMs()).isEqualTo(2.5);
    assertThat(m.peakHeapBytes()).isEqualTo(25);
    assertThat(m.peakLiveBytes()).isEqualTo(25);
  }

  @Test
  void noRunsHaveNoMedian() {
    assertThatThrownBy(() -> RunFigures.median(List.of())).hasMessageContaining("no runs");
  }
}
