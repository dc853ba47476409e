package org.spectraflow.engine.data.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The allocation-free cell parser gives {@link Double#parseDouble}'s bits on every cell form. */
class DecimalCellsTest {

  private static void same(String cell) {
    String line = "x;" + cell + ";y";
    double parsed = DecimalCells.parse(line, 2, 2 + cell.length());
    assertThat(Double.doubleToRawLongBits(parsed))
        .as(cell)
        .isEqualTo(Double.doubleToRawLongBits(Double.parseDouble(cell.strip())));
  }

  @Test
  void fixedDecimalsAsSpectraFilesHoldThem() {
    Random random = new Random(11);
    for (int k = 0; k < 200_000; k++) {
      double v = (random.nextDouble() - 0.3) * Math.pow(10, random.nextInt(9) - 4);
      same(String.format(Locale.ROOT, "%." + random.nextInt(12) + "f", v));
    }
  }

  @Test
  void longSignificandsExponentsSignsAndBlanksTakeTheExactPath() {
    for (String cell :
        new String[] {
          "0",
          "-0",
          "-0.0",
          "+1.5",
          "007",
          ".5",
          "5.",
          "  2.25 ",
          "0.1",
          "0.30000000000000004",
          "123456789012345",
          "1234567890123456",
          "1e5",
          "-2.5E-3",
          "9007199254740993",
          "0.000000000000000000000001",
          "1.7976931348623157e308",
          "4.9e-324",
          "3.141592653589793238462643383279"
        }) {
      same(cell);
    }
    Random random = new Random(5);
    for (int k = 0; k < 100_000; k++) {
      same(Double.toString(Double.longBitsToDouble(random.nextLong() & 0x7fefffffffffffffL)));
      same(Float.toString(random.nextFloat() * 1000));
    }
  }
}
