package org.spectraflow.engine.data.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The one-pass line parser gives {@link Double#parseDouble}'s bits on every line it accepts, and
 * leaves every other line (which the checked path parses or refuses) alone.
 */
class PlainDecimalRowTest {

  private static boolean parse(String line, double[] out) {
    return PlainDecimalRow.parse(line.toCharArray(), line.length(), ';', out);
  }

  @Test
  void plainLinesGiveParseDoubleBitsCellByCell() {
    Random random = new Random(17);
    for (int k = 0; k < 20_000; k++) {
      String[] cells = new String[1 + random.nextInt(8)];
      for (int c = 0; c < cells.length; c++) {
        double v = (random.nextDouble() - 0.3) * Math.pow(10, random.nextInt(9) - 4);
        cells[c] = String.format(Locale.ROOT, "%." + random.nextInt(12) + "f", v);
      }
      double[] out = new double[cells.length];
      String line = String.join(";", cells);
      assertThat(parse(line, out)).as(line).isTrue();
      for (int c = 0; c < cells.length; c++) {
        assertThat(Double.doubleToRawLongBits(out[c]))
            .as(cells[c])
            .isEqualTo(Double.doubleToRawLongBits(Double.parseDouble(cells[c])));
      }
    }
  }

  @Test
  void signsLeadingZerosAndBareDotsAreExact() {
    String line = "-0;+1.5;007;.5;5.;0.000000000000000000001;123456789012345;-0.0";
    String[] cells = line.split(";");
    double[] out = new double[cells.length];
    assertThat(parse(line, out)).isTrue();
    for (int c = 0; c < cells.length; c++) {
      assertThat(Double.doubleToRawLongBits(out[c]))
          .as(cells[c])
          .isEqualTo(Double.doubleToRawLongBits(Double.parseDouble(cells[c])));
    }
  }

  @Test
  void everyOtherLineIsLeftToTheCheckedPath() {
    for (String line :
        new String[] {
          "1;2;1e5",
          "1;2; 3",
          "1;2;1234567890123456",
          "1;2;0.00000000000000000000001",
          "1;2;NA",
          "1;2;",
          "1;;3",
          "1;2",
          "1;2;3;4",
          "1;2;nan",
          "1;2;-",
          "1;2;.",
          "1;2;3.4.5",
          "\"1\";2;3",
          "1,5;2;3"
        }) {
      assertThat(parse(line, new double[3])).as(line).isFalse();
    }
  }

  @Test
  void withoutDelimiterTheLineIsOneCell() {
    double[] out = new double[1];
    assertThat(PlainDecimalRow.parse("2.75".toCharArray(), 4, (char) 0, out)).isTrue();
    assertThat(out[0]).isEqualTo(2.75);
    assertThat(PlainDecimalRow.parse("2.75;1".toCharArray(), 6, (char) 0, out)).isFalse();
  }
}
