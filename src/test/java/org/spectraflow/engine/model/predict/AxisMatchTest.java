package org.spectraflow.engine.model.predict;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.model.TrainingShape;

/** Spectra are checked against the training axis and resampled linearly only when asked. */
class AxisMatchTest {

  private final TrainingShape shape =
      new TrainingShape(4, new double[] {1000, 1010, 1020, 1030}, Precision.FLOAT64);

  @Test
  void theSameAxisPassesUnchanged() {
    Block x = Block.ofRows(Precision.FLOAT64, new double[][] {{1, 2, 3, 4}});
    assertThat(AxisMatch.align(x, new double[] {1000, 1010, 1020, 1030}, shape, false)).isSameAs(x);
    assertThat(AxisMatch.align(x, new double[0], shape, false)).isSameAs(x);
  }

  @Test
  void anotherAxisIsRefusedWithBothNamedUnlessResampled() {
    double[] axis = {995, 1005, 1015, 1025, 1035};
    Block x =
        Block.ofRows(
            Precision.FLOAT64, new double[][] {{2 * 995, 2 * 1005, 2 * 1015, 2 * 1025, 2 * 1035}});
    assertThatThrownBy(() -> AxisMatch.align(x, axis, shape, false))
        .hasMessageContaining("5 wavelengths, 995 to 1035")
        .hasMessageContaining("4 wavelengths, 1000 to 1030");
    Block r = AxisMatch.align(x, axis, shape, true);
    assertThat(r.cols()).isEqualTo(4);
    for (int j = 0; j < 4; j++) {
      assertThat(r.get(0, j)).isCloseTo(2 * (1000 + 10.0 * j), within(1e-9));
    }
    double[] descending = {1035, 1025, 1015, 1005, 995};
    Block d =
        Block.ofRows(
            Precision.FLOAT64, new double[][] {{2 * 1035, 2 * 1025, 2 * 1015, 2 * 1005, 2 * 995}});
    assertThat(AxisMatch.align(d, descending, shape, true).get(0, 3)).isCloseTo(2060, within(1e-9));
  }

  @Test
  void anAxisThatDoesNotCoverTheTrainingRangeIsNotResampled() {
    double[] axis = {1005, 1015, 1025, 1035};
    Block x = Block.ofRows(Precision.FLOAT64, new double[][] {{1, 2, 3, 4}});
    assertThatThrownBy(() -> AxisMatch.align(x, axis, shape, true))
        .hasMessageContaining("does not cover the training range");
  }
}
