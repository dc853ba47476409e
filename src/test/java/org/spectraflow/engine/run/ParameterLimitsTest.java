package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.json.PythonJson;

/**
 * Every numeric parameter of every catalogued operator refuses a resource-exhausting value (just
 * above its declared maximum, and astronomically above it) in the check pass, before any step runs,
 * with one message naming the path, operator, parameter, value, valid range and what to do.
 * Generated from the catalogue itself, so a new operator is covered by declaring bounds.
 */
class ParameterLimitsTest {

  private static final SpectroDataset DATA = RunFixtures.demo();

  @TestFactory
  Stream<DynamicTest> everyNumericParameterRefusesValuesAboveItsLimit() {
    List<DynamicTest> tests = new ArrayList<>();
    for (OperatorSpec spec : OperatorRegistry.standard().all()) {
      for (ParamSpec p : spec.params()) {
        if (p.numeric()) {
          for (JsonValue value : exhausting(p)) {
            tests.add(
                DynamicTest.dynamicTest(
                    spec.className() + "." + p.name() + " = " + value,
                    () -> refused(spec, p, value)));
          }
        }
      }
    }
    assertThat(tests).hasSizeGreaterThan(40);
    return tests.stream();
  }

  @Test
  void everyNumericParameterDeclaresBothBounds() {
    for (OperatorSpec spec : OperatorRegistry.standard().all()) {
      spec.params().stream()
          .filter(ParamSpec::numeric)
          .forEach(
              p -> assertThat(p.maximum()).as("%s.%s", spec.className(), p.name()).isPresent());
      spec.params().stream()
          .filter(ParamSpec::numeric)
          .forEach(
              p -> assertThat(p.minimum()).as("%s.%s", spec.className(), p.name()).isPresent());
    }
  }

  private static List<JsonValue> exhausting(ParamSpec p) {
    double max = p.maximum().orElseThrow();
    boolean integral = p.type() == ParamSpec.Type.INT || p.type() == ParamSpec.Type.INT_OR_NULL;
    if (integral) {
      return List.of(
          JsonValue.integer((long) max + 1), new JsonValue.JsonInt(BigInteger.TWO.pow(70)));
    }
    return List.of(JsonValue.of(max * 2), JsonValue.of(1e300));
  }

  private static void refused(OperatorSpec spec, ParamSpec p, JsonValue value) {
    JsonObject op =
        JsonObject.of("class", JsonValue.string(spec.canonicalPath()))
            .with("params", JsonObject.of(p.name(), value));
    boolean model = spec.kind() == OperatorSpec.Kind.MODEL;
    String first = model ? PythonJson.dumps(JsonObject.of("model", op)) : PythonJson.dumps(op);
    String json =
        "{\"pipeline\": ["
            + first
            + (model ? "" : ", {\"model\": {\"class\": \"PLSRegression\"}}")
            + "]}";
    String where =
        model ? "pipeline[0].model.params." + p.name() : "pipeline[0].params." + p.name();
    assertThatThrownBy(() -> RunFixtures.run(RunFixtures.doc(json), DATA, CacheConfig.defaults()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith(
            where
                + ": "
                + spec.className()
                + "."
                + p.name()
                + " = "
                + PythonJson.displayRepr(value)
                + ": out of range, valid")
        .hasMessageContaining("<= ")
        .hasMessageEndingWith("; choose a value in that range");
  }
}
