package org.spectraflow.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.ConfiguredOperator;

/**
 * The editor builds its forms from the registry and the engine builds operators with the factory:
 * both must agree on which operators exist, their parameter names and their defaults.
 */
class RegistryFactoryConsistencyTest {

  private static final OperatorRegistry REGISTRY = OperatorRegistry.standard();

  static Stream<OperatorSpec> specs() {
    return REGISTRY.all().stream();
  }

  @Test
  void everyFactoryOperatorIsInTheRegistryAndBack() {
    List<String> registered = REGISTRY.all().stream().map(OperatorSpec::className).toList();
    assertThat(registered).containsExactlyInAnyOrderElementsOf(OperatorFactory.classNames());
  }

  /**
   * Operators with a parameter that has no default (building them without it is an error naming
   * it): the test supplies a value, and only checks that the declared defaults build.
   */
  private static final Map<String, Map<String, Object>> REQUIRED =
      Map.of(
          "MetadataFilter", Map.of("column", "Site"),
          "CompositeFilter", Map.of("filters", List.of("YOutlierFilter")),
          "Resampler", Map.of("target_wavelengths", List.of(1000.0, 1100.0)));

  @Test
  void anOperatorWithARequiredParameterRefusesToBuildWithoutIt() {
    REQUIRED.forEach(
        (name, required) ->
            assertThatThrownBy(() -> OperatorFactory.create(name, Map.of()))
                .as(name)
                .hasMessageContaining(required.keySet().iterator().next()));
  }

  @Test
  void theRequiredParametersAreTheOnesTheCatalogueDeclaresRequired() {
    Map<String, List<String>> declared = new LinkedHashMap<>();
    for (OperatorSpec spec : REGISTRY.all()) {
      List<String> required =
          spec.params().stream().filter(ParamSpec::required).map(ParamSpec::name).toList();
      if (!required.isEmpty()) {
        declared.put(spec.className(), required);
      }
    }
    Map<String, List<String>> expected = new LinkedHashMap<>();
    REQUIRED.forEach((name, values) -> expected.put(name, List.copyOf(values.keySet())));
    assertThat(declared).containsExactlyInAnyOrderEntriesOf(expected);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("specs")
  void registryDefaultsAreTheFactoryDefaults(OperatorSpec spec) {
    Map<String, Object> defaults = new LinkedHashMap<>();
    for (ParamSpec p : spec.params()) {
      defaults.put(p.name(), toJava(p.defaultValue()));
    }
    if (REQUIRED.containsKey(spec.className())) {
      defaults.putAll(REQUIRED.get(spec.className()));
      assertThatCode(() -> OperatorFactory.create(spec.className(), defaults))
          .doesNotThrowAnyException();
      return;
    }
    ConfiguredOperator op = OperatorFactory.create(spec.className(), defaults);
    // Explicit defaults are not "non-default" parameters: the canonical config is the bare name.
    assertThat(op.canonicalConfig())
        .as("canonical config of %s with registry defaults", spec.className())
        .isEqualTo(spec.className());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("specs")
  void everyRegistryParameterIsAcceptedByTheFactory(OperatorSpec spec) {
    for (ParamSpec p : spec.params()) {
      // the required parameters of REQUIRED are given, each other one at its default
      Map<String, Object> one =
          new LinkedHashMap<>(REQUIRED.getOrDefault(spec.className(), Map.of()));
      if (!p.required()) {
        one.putIfAbsent(p.name(), toJava(p.defaultValue()));
      }
      assertThatCode(() -> OperatorFactory.create(spec.className(), one))
          .as("%s.%s", spec.className(), p.name())
          .doesNotThrowAnyException();
    }
  }

  private static Object toJava(JsonValue v) {
    return switch (v) {
      case JsonValue.JsonNull n -> null;
      case JsonValue.JsonBool b -> b.value();
      case JsonValue.JsonInt i -> i.value().longValueExact();
      case JsonValue.JsonFloat f -> f.value();
      case JsonValue.JsonString s -> s.value();
      case JsonArray a -> {
        List<Object> out = new ArrayList<>();
        a.items().forEach(x -> out.add(toJava(x)));
        yield out;
      }
      default -> throw new IllegalArgumentException("unexpected default " + v);
    };
  }
}
