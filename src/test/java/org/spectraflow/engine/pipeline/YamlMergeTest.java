package org.spectraflow.engine.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/** YAML merge keys resolve with YAML 1.1 precedence: own keys, then earlier merged mappings. */
class YamlMergeTest {

  @Property(tries = 200)
  void ownKeysWinThenEarlierMappings(
      @ForAll("maps") Map<String, Integer> a,
      @ForAll("maps") Map<String, Integer> b,
      @ForAll("maps") Map<String, Integer> own) {
    String yaml =
        "a: &a "
            + flow(a)
            + "\nb: &b "
            + flow(b)
            + "\npipeline:\n  - _c: {<<: [*a, *b]"
            + (own.isEmpty() ? "" : ", " + flow(own).substring(1, flow(own).length() - 1))
            + "}\n";
    PipelineDocument doc = PipelineReader.read(yaml, "m.yaml");
    JsonObject step = (JsonObject) doc.stepsJson().get(0);
    JsonObject c = (JsonObject) step.get("_c").orElseThrow();

    Map<String, Integer> expected = new HashMap<>(b);
    expected.putAll(a);
    expected.putAll(own);
    Map<String, Integer> actual =
        c.members().entrySet().stream()
            .collect(
                Collectors.toMap(
                    Map.Entry::getKey,
                    e -> ((JsonValue.JsonInt) e.getValue()).value().intValueExact()));
    assertThat(actual).isEqualTo(expected);
  }

  @Provide
  Arbitrary<Map<String, Integer>> maps() {
    return Arbitraries.maps(
            Arbitraries.of(List.of("k1", "k2", "k3", "k4")), Arbitraries.integers().between(0, 9))
        .ofMaxSize(4);
  }

  private static String flow(Map<String, Integer> m) {
    return m.entrySet().stream()
        .map(e -> e.getKey() + ": " + e.getValue())
        .collect(Collectors.joining(", ", "{", "}"));
  }
}
