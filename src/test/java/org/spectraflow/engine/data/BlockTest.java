package org.spectraflow.engine.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class BlockTest {

  @Test
  void float32BlockRoundsAndReportsExactBytes() {
    Block b = Block.ofRows(Precision.FLOAT32, new double[][] {{0.1, 0.2, 0.3}, {1, 2, 3}});
    assertThat(b.rows()).isEqualTo(2);
    assertThat(b.cols()).isEqualTo(3);
    assertThat(b.nbytes()).isEqualTo(2 * 3 * 4);
    assertThat(b.get(0, 0)).isEqualTo((double) 0.1f);
    assertThat(Block.ofRows(Precision.FLOAT64, new double[][] {{0.1}}).get(0, 0)).isEqualTo(0.1);
  }

  @Test
  void writerRefusesWritesAfterPublishing() {
    Block.Writer w = Block.writer(Precision.FLOAT64, 1, 2);
    w.set(0, 1, 5.0);
    Block b = w.build();
    assertThat(b.get(0, 1)).isEqualTo(5.0);
    assertThatThrownBy(() -> w.set(0, 0, 1.0)).isInstanceOf(IllegalStateException.class);
    assertThat(b.get(0, 0)).isZero();
  }

  @Test
  void copiesHandedOutNeverAliasTheBlock() {
    Block b = Block.ofRows(Precision.FLOAT32, new double[][] {{1, 2}});
    double[] row = b.row(0);
    row[0] = 99;
    b.toDoubleArray()[1] = 99;
    b.toFloatArray()[1] = 99;
    assertThat(b.get(0, 0)).isEqualTo(1.0);
    assertThat(b.get(0, 1)).isEqualTo(2.0);
  }

  @Test
  void fingerprintDependsOnContentAndShape() {
    Block a = Block.ofRows(Precision.FLOAT32, new double[][] {{1, 2}, {3, 4}});
    Block same = Block.ofRows(Precision.FLOAT32, new double[][] {{1, 2}, {3, 4}});
    Block other = Block.ofRows(Precision.FLOAT32, new double[][] {{1, 2}, {3, 5}});
    Block reshaped = Block.ofRows(Precision.FLOAT32, new double[][] {{1, 2, 3, 4}});
    assertThat(a.fingerprint()).isEqualTo(same.fingerprint());
    assertThat(a.fingerprint()).isNotEqualTo(other.fingerprint());
    assertThat(a.fingerprint()).isNotEqualTo(reshaped.fingerprint());
    assertThat(a.withPrecision(Precision.FLOAT64).fingerprint()).isNotEqualTo(a.fingerprint());
  }

  @Test
  void selectRowsGathersInOrderWithRepeats() {
    Block b = Block.ofRows(Precision.FLOAT64, new double[][] {{1}, {2}, {3}});
    Block s = b.selectRows(new int[] {2, 0, 2});
    assertThat(s.toDoubleArray()).containsExactly(3, 1, 3);
    assertThatThrownBy(() -> b.selectRows(new int[] {3}))
        .isInstanceOf(IndexOutOfBoundsException.class);
  }

  @Test
  void derivedFingerprintsAreOrderSensitive() {
    Fingerprint x = Fingerprint.ofString("x");
    Fingerprint y = Fingerprint.ofString("y");
    assertThat(Fingerprint.derive("op", x, y)).isNotEqualTo(Fingerprint.derive("op", y, x));
    assertThat(Fingerprint.derive("op", x, y)).isEqualTo(Fingerprint.derive("op", x, y));
    assertThat(Fingerprint.derive("op", x).hex()).hasSize(32);
  }

  @Test
  void nonFiniteScanFindsEveryKindInEitherPrecisionAcrossChunks() {
    // 3 × 3000 values: three scan chunks of 4096; the extremes of the finite range stay finite
    for (Precision precision : Precision.values()) {
      double big = precision == Precision.FLOAT32 ? Float.MAX_VALUE : Double.MAX_VALUE;
      double tiny = precision == Precision.FLOAT32 ? Float.MIN_VALUE : Double.MIN_VALUE;
      for (double bad :
          new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0.0}) {
        for (int at : new int[] {0, 4095, 4096, 8999}) {
          double[][] rows = new double[3][3000];
          rows[1][5] = big;
          rows[2][7] = -big;
          rows[0][9] = tiny;
          rows[at / 3000][at % 3000] = bad;
          Block b = Block.ofRows(precision, rows);
          assertThat(b.hasNonFinite())
              .as("%s %s at %d", precision, bad, at)
              .isEqualTo(!Double.isFinite(bad));
        }
      }
    }
  }
}
