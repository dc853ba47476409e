package org.spectraflow.engine.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.SyntheticNirs;

class ModelFitBenchTest {

  private static final List<FitKind> SMALL =
      List.of(
          new FitKind("Ridge", "sklearn.linear_model.Ridge", Map.of("alpha", 1.0), false),
          new FitKind(
              "LogisticRegression",
              "sklearn.linear_model.LogisticRegression",
              Map.of("max_iter", 1000),
              true));

  private final ModelFitBench bench =
      ModelFitBench.on(SyntheticNirs.defaults().withSamples(40).withWavelengths(30).generate());

  @Test
  void aFixedWarmupFitsEachKindThatManyTimesBeforeTiming() {
    List<FitTiming> timings = bench.measure(SMALL, 2, new Warmup.Fixed(3));
    assertThat(timings)
        .extracting(t -> t.kind().label())
        .containsExactly("Ridge", "LogisticRegression");
    assertThat(timings).allSatisfy(t -> assertThat(t.warmupFits()).isEqualTo(3));
    assertThat(timings).allSatisfy(t -> assertThat(t.cpuSeconds()).isNotNegative());
    assertThat(bench.measure(SMALL, 1)).allSatisfy(t -> assertThat(t.warmupFits()).isOne());
  }

  @Test
  void autoFitsUntilTheJitSettlesWithinItsCap() {
    List<FitTiming> timings = bench.measure(SMALL, 1, new Warmup.UntilJitSettles(5, 60_000));
    assertThat(timings)
        .allSatisfy(
            t -> assertThat(t.warmupFits()).isBetween(Warmup.UntilJitSettles.QUIET_ROUNDS, 5));
  }
}
