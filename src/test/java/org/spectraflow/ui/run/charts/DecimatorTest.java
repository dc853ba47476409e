package org.spectraflow.ui.run.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.function.IntToDoubleFunction;
import org.junit.jupiter.api.Test;

class DecimatorTest {

  private static DoubleColumn column(int n, IntToDoubleFunction f) {
    DoubleColumn c = new DoubleColumn();
    for (int i = 0; i < n; i++) {
      c.add(f.applyAsDouble(i));
    }
    return c;
  }

  @Test
  void aLongSeriesIsThinnedToAtMostFourPointsPerPixelKeepingItsExtremes() {
    DoubleColumn x = column(100_000, i -> i * 0.01);
    DoubleColumn y =
        column(100_000, i -> Math.sin(i / 500.0) + (i == 77_777 ? 50 : 0) - (i == 12_345 ? 40 : 0));

    int[] kept = Decimator.minMax(x, y, 800);

    assertThat(kept.length).isLessThanOrEqualTo(4 * 800).isGreaterThan(800);
    assertThat(kept).contains(77_777, 12_345, 0, 99_999);
    assertThat(kept).isSorted();
    assertThat(Arrays.stream(kept).distinct().count()).isEqualTo(kept.length);
  }

  @Test
  void aShortSeriesIsKeptWhole() {
    DoubleColumn x = column(30, i -> i);
    assertThat(Decimator.minMax(x, x, 10)).hasSize(30);
  }

  @Test
  void rejectsAWidthBelowOnePixel() {
    DoubleColumn x = column(3, i -> i);
    assertThatThrownBy(() -> Decimator.minMax(x, x, 0)).hasMessageContaining("was 0");
  }
}
