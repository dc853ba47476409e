package org.spectraflow.engine.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.json.PythonJson;

/**
 * Python text forms: {@code repr(float)} (reference values from CPython 3.11) and display
 * rendering.
 */
class PythonJsonTest {

  @ParameterizedTest
  @CsvSource({
    "1.0, 1.0",
    "1e-05, 1e-05",
    "0.0001, 0.0001",
    "123456789012345680.0, 1.2345678901234568e+17",
    "1e16, 1e+16",
    "1.5e16, 1.5e+16",
    "0.1, 0.1",
    "100.0, 100.0",
    "2.5e-7, 2.5e-07",
    "1234.5, 1234.5",
    "-0.5, -0.5"
  })
  void floatReprMatchesPython(double value, String repr) {
    assertThat(PythonJson.floatRepr(value)).isEqualTo(repr);
  }

  @Test
  void displayReprFollowsProcessingIdRules() {
    assertThat(PythonJson.displayRepr(JsonValue.of("short"))).isEqualTo("'short'");
    assertThat(PythonJson.displayRepr(JsonValue.of("a string of twenty chars")))
        .isEqualTo("'a string of twent...'");
    assertThat(PythonJson.displayRepr(PipelineReader.parseJson("[1, 2.5, true, null]")))
        .isEqualTo("[1, 2.5, True, None]");
    assertThat(PythonJson.displayRepr(PipelineReader.parseJson("[1, 2, 3, 4, 5, 6]")))
        .isEqualTo("[6 items]");
    assertThat(PythonJson.displayRepr(PipelineReader.parseJson("{\"a\": 1, \"b\": 2}")))
        .isEqualTo("{2 keys}");
  }

  @Test
  void canonicalDumpSortsKeysAndEscapesNonAscii() {
    assertThat(
            PythonJson.dumps(
                PipelineReader.parseJson("{\"b\": 1.0, \"a\": [\"\u00e9\", null, false]}")))
        .isEqualTo("{\"a\":[\"\\u00e9\",null,false],\"b\":1.0}");
  }
}
