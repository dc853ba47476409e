package org.spectraflow.engine.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Python text forms; reference values from CPython 3.11 ({@code repr(x)}). */
class PythonReprTest {

  @ParameterizedTest
  @CsvSource({
    "1.0, 1.0",
    "1e-05, 1e-05",
    "0.0001, 0.0001",
    "1e16, 1e+16",
    "0.1, 0.1",
    "100.0, 100.0",
    "2.5e-7, 2.5e-07",
    "-1234.5, -1234.5",
    "-0.0, -0.0",
    "NaN, nan",
    "Infinity, inf",
    "-Infinity, -inf"
  })
  void floatsAsPythonReprs(double value, String repr) {
    assertThat(PythonRepr.ofFloat(value)).isEqualTo(repr);
  }

  @Test
  void stringsAsPythonReprsChooseTheirQuoteAndEscape() {
    assertThat(PythonRepr.ofString("raw")).isEqualTo("'raw'");
    assertThat(PythonRepr.ofString("it's")).isEqualTo("\"it's\"");
    assertThat(PythonRepr.ofString("both ' and \"")).isEqualTo("'both \\' and \"'");
    assertThat(PythonRepr.ofString("a\\b\tc\n")).isEqualTo("'a\\\\b\\tc\\n'");
  }

  @Test
  void valuesAsLabelsShortenOnlyWhenAsked() {
    List<Object> six = List.of(1L, 2L, 3L, 4L, 5L, 6L);
    String longText = "a string of twenty chars";
    assertThat(PythonRepr.ofValue(Arrays.asList(1L, 2.5, true, null), true))
        .isEqualTo("[1, 2.5, True, None]");
    assertThat(PythonRepr.ofValue(six, true)).isEqualTo("[6 items]");
    assertThat(PythonRepr.ofValue(six, false)).isEqualTo("[1, 2, 3, 4, 5, 6]");
    assertThat(PythonRepr.ofValue(longText, true)).isEqualTo("'a string of twent...'");
    assertThat(PythonRepr.ofValue(longText, false)).isEqualTo("'" + longText + "'");
    assertThat(PythonRepr.ofValue(Map.of("a", 1), false)).isEqualTo("{1 keys}");
    assertThat(PythonRepr.ofValue(1.5f, false)).isEqualTo("1.5");
  }
}
