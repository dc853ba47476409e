package org.spectraflow.engine.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.spectraflow.engine.generate.GeneratorExamplesTest.count;
import static org.spectraflow.engine.generate.GeneratorExamplesTest.expand;
import static org.spectraflow.engine.generate.GeneratorExamplesTest.expandSeeded;
import static org.spectraflow.engine.generate.GeneratorExamplesTest.json;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.PipelineFormatException;
import org.spectraflow.engine.pipeline.PipelineReader;

/**
 * Generators that used to hang or overflow: huge ranges capped by {@code count}, steps below one
 * ulp, selection sizes near 2^31, counts beyond 2^64. Each case is guarded by a generous timeout so
 * that a regression fails instead of hanging the build (the timeout measures no speed).
 */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class GeneratorLimitsTest {

  @Test
  void aTrillionValueRangeWithCountOneDrawsOneValueWithoutEnumerating() {
    List<String> one = expandSeeded("{\"_range_\": [1, 1000000000000], \"count\": 1}", 42);
    assertThat(one).hasSize(1);
    assertThat(Long.parseLong(one.get(0))).isBetween(1L, 1_000_000_000_000L);
    assertThat(count("{\"_range_\": [1, 1000000000000], \"count\": 1}")).isEqualTo(1);
  }

  @Test
  void aTrillionValueLogRangeWithCountOneDrawsOneValue() {
    List<String> one =
        expandSeeded(
            "{\"_log_range_\": {\"from\": 0.001, \"to\": 1000, \"num\": 1000000000000},"
                + " \"count\": 1}",
            7);
    assertThat(one).hasSize(1);
    assertThat(Double.parseDouble(one.get(0))).isBetween(0.001, 1000.0);
  }

  @Test
  void sampledIndicesOfARangeAreTheSameDrawAsSamplingTheMaterialisedList() {
    List<JsonValue> values =
        IntStream.rangeClosed(1, 500).mapToObj(i -> (JsonValue) JsonValue.integer(i)).toList();
    List<String> fromList =
        new PyRandom(42).sample(values, 30).stream().map(JsonValue::toString).toList();
    assertThat(expandSeeded("{\"_range_\": [1, 500], \"count\": 30}", 42)).isEqualTo(fromList);
  }

  @Test
  void aSweepWhoseParamIsAGeneratorKeywordIsRefusedAtReadTime() {
    // found by DocumentFuzzTest: the sweep became a parameter named "_range_" holding a
    // _sample_ spec, and counting it failed with "No value present"
    assertThatThrownBy(
            () ->
                PipelineReader.readJson(
                    "[{\"_sample_\": {\"distribution\": \"normal\", \"mean\": 1,"
                        + " \"std\": 0.5, \"num\": 4}, \"param\": \"_range_\","
                        + " \"model\": {\"class\": \"Ridge\"}}]"))
        .isInstanceOf(PipelineFormatException.class)
        .hasMessageContaining("pipeline[0].param")
        .hasMessageContaining("\"_range_\" is a generator keyword");
  }

  @Test
  void aFloatStepBelowOneUlpIsRefusedAtReadTime() {
    assertThatThrownBy(() -> PipelineReader.readJson("[{\"_range_\": [1.0, 2.0, 1e-20]}]"))
        .isInstanceOf(PipelineFormatException.class)
        .hasMessageContaining("pipeline[0]._range_")
        .hasMessageContaining("below the precision");
  }

  @Test
  void aFloatRangeThatStallsHalfwayIsRefusedInsteadOfLooping() {
    assertThatThrownBy(() -> expand("{\"_range_\": [9007199254740988.0, 9007199254741000.0, 1.0]}"))
        .hasMessageContaining("below the precision");
  }

  @Test
  void nanBoundsAreRefusedWithThePlace() {
    assertThatThrownBy(() -> PipelineReader.readJson("[{\"_range_\": [1, NaN]}]"))
        .isInstanceOf(PipelineFormatException.class)
        .hasMessageContaining("pipeline[0]._range_")
        .hasMessageContaining("finite");
  }

  @Test
  void pickSizesNearIntMaxAreClampedToTheChoices() {
    String spec = "{\"_or_\": [\"A\", \"B\", \"C\"], \"pick\": [1, 2147483647]}";
    assertThat(count(spec)).isEqualTo(7);
    assertThat(expand(spec)).hasSize(7);
  }

  @Test
  void aCountBeyondTwoToTheSixtyFourCapsNothingInsteadOfWrapping() {
    String spec = "{\"_or_\": [\"A\", \"B\", \"C\"], \"count\": 18446744073709551617}";
    assertThat(count(spec)).isEqualTo(3);
    assertThat(expand(spec)).containsExactly("\"A\"", "\"B\"", "\"C\"");
  }

  @Test
  void countOverAnAstronomicalPickIsAClearErrorNotAnOutOfMemory() {
    String choices =
        IntStream.range(0, 40)
            .mapToObj(i -> "\"S" + i + "\"")
            .reduce((a, b) -> a + "," + b)
            .orElseThrow();
    String spec = "{\"_or_\": [" + choices + "], \"pick\": 20, \"count\": 2, \"_seed_\": 1}";
    assertThat(VariantCounter.count(json(spec))).isEqualTo(BigInteger.TWO);
    assertThatThrownBy(() -> expand(spec)).hasMessageContaining("count draws from more than");
  }

  @Test
  void lazyPermutationsKeepItertoolsOrder() {
    assertThat(Selections.permutations(3, 2).map(p -> p[0] + "" + p[1]).toList())
        .containsExactly("01", "02", "10", "12", "20", "21");
    assertThat(Selections.combinations(4, 2).map(p -> p[0] + "" + p[1]).toList())
        .containsExactly("01", "02", "03", "12", "13", "23");
  }
}
