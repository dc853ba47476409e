package org.spectraflow.engine.observe;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ByteFormatTest {

  @ParameterizedTest(name = "{0} bytes -> {1}")
  @CsvSource({
    "0, 0 B",
    "512, 512 B",
    "1023, 1023 B",
    "1024, 1.0 KB",
    "1280, 1.2 KB",
    "1536, 1.5 KB",
    "1048576, 1.0 MB",
    "160012697, 152.6 MB",
    "1073741824, 1.0 GB",
    "1288490188, 1.2 GB",
    "2684354560, 2.5 GB",
    "-1024, -1.0 KB",
    "-512, -512 B",
    "1099511627776, 1024.0 GB",
    "-9223372036854775808, -8589934592.0 GB"
  })
  void formatsAsNirs4all(long bytes, String expected) {
    assertThat(ByteFormat.format(bytes)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
    "0.0, 0%",
    "0.125, 12%",
    "0.135, 14%",
    "0.5, 50%",
    "0.8541666666666666, 85%",
    "0.6666666666666666, 67%",
    "1.0, 100%"
  })
  void percentRoundsHalfEvenOnTheBinaryValue(double fraction, String expected) {
    assertThat(ByteFormat.percent(fraction)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
    "1.25, 1.2",
    "1.35, 1.4",
    "0.05, 0.1",
    "314.05, 314.1",
    "-0.04, -0.0",
    "21.69921875, 21.7"
  })
  void oneDecimalMatchesPython(double x, String expected) {
    assertThat(ByteFormat.fixed(x, 1)).isEqualTo(expected);
  }

  @Test
  void theShortcutAgreesWithTheExactRoundingOrStandsAside() {
    SplittableRandom random = new SplittableRandom(17);
    int shortcuts = 0;
    for (int i = 0; i < 200_000; i++) {
      double a =
          switch (i % 4) {
            case 0 -> random.nextDouble() * 10;
            case 1 -> random.nextDouble() * 1e6;
            case 2 -> random.nextLong(1L << 40) / 1024.0 / 1024.0;
            default -> random.nextInt(100_000) / 20.0 + (random.nextBoolean() ? 0 : Math.ulp(1.0));
          };
      for (int decimals = 0; decimals <= 3; decimals++) {
        String fast = ByteFormat.clearOfTie(a, decimals);
        if (fast != null) {
          shortcuts++;
          assertThat(fast)
              .as("%s to %d places", a, decimals)
              .isEqualTo(
                  new BigDecimal(a).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString());
        }
      }
    }
    assertThat(shortcuts).isGreaterThan(700_000);
    assertThat(ByteFormat.clearOfTie(1.25, 1)).isNull();
    assertThat(ByteFormat.clearOfTie(0.05, 1)).isNull();
  }
}
