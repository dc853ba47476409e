package org.spectraflow.engine.run.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.diagnostics.TestPredictions;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;

/** Hand-checked figures, and the ranking and best mark the CLI and the studio share. */
class ModelFiguresTest {

  @Test
  void biasSepAndRpdOfAHandCheckedSet() {
    // truth 1..4, residuals +1, -1, +1, +3: bias 1, population sd of residuals sqrt(2)
    ModelFigures f =
        ModelFigures.of(new TestPredictions(new double[] {1, 2, 3, 4}, new double[] {2, 1, 4, 7}));
    assertThat(f.n()).isEqualTo(4);
    assertThat(f.bias()).isCloseTo(1.0, within(1e-12));
    assertThat(f.sep()).isCloseTo(Math.sqrt(2), within(1e-12));
    assertThat(f.rmse()).isCloseTo(Math.sqrt(3), within(1e-12));
    // population sd of 1..4 is sqrt(1.25)
    assertThat(f.rpd()).isCloseTo(Math.sqrt(1.25) / Math.sqrt(2), within(1e-12));
    assertThat(ModelFigures.of(TestPredictions.EMPTY).rmse()).isNaN();
  }

  private static ModelReport model(String name, double test, Double cv) {
    return new ModelReport(
        name,
        null,
        new TreeMap<>(),
        ScoreNames.REGRESSION,
        test,
        0.5,
        cv,
        cv,
        List.of(),
        List.of(),
        null,
        cv == null ? test : cv,
        TestPredictions.EMPTY);
  }

  @Test
  void modelsRankByCvAndTheReportsBestIsMarkedOnce() {
    VariantReport v0 =
        new VariantReport(
            0,
            "a",
            "c0",
            VariantStatus.OK,
            null,
            List.of(model("A", 1.0, 3.0), model("B", 2.0, 2.0)));
    VariantReport v1 =
        new VariantReport(
            1, "b", "c1", VariantStatus.OK, null, List.of(model("A", 0.5, Double.NaN)));
    RunReport report =
        new RunReport(
            "p",
            new DatasetInfo("d", 10, 5, List.of(3), "regression"),
            "float64",
            org.spectraflow.engine.cache.CacheConfig.defaults(),
            RunStatus.COMPLETED,
            null,
            1,
            List.of(v0, v1),
            new BestModel(0, "B", null, "rmse", 2.0),
            org.spectraflow.engine.cache.CacheStats.empty(),
            CowStats.NONE,
            0,
            0,
            0,
            List.of(),
            FitReuseStats.NONE);

    List<RankedModel> ranked = RankedModel.of(report);

    assertThat(ranked)
        .extracting(r -> r.variant().index() + r.model().name())
        .containsExactly("0B", "0A", "1A");
    assertThat(ranked)
        .filteredOn(RankedModel::best)
        .extracting(r -> r.model().name())
        .containsExactly("B");
  }
}
