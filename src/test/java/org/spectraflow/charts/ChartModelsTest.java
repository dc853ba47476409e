package org.spectraflow.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.category.CategoryDataset;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunOptions;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;

/** The shared chart models of a small run carry the report's values, and the factory draws them. */
class ChartModelsTest {

  private static final String SWEEP =
      "{\"pipeline\": [{\"_or_\": [null, \"nirs4all.operators.transforms.scalers.StandardNormalVariate\"]},"
          + " {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 3}}}]}";

  static RunReport report;

  @BeforeAll
  static void runASmallSweep() {
    report =
        PipelineRunner.standard()
            .run(
                RunRequest.of(
                        PipelineReader.read(SWEEP, "sweep.json"),
                        SyntheticNirs.defaults().withSamples(60).withWavelengths(50).generate())
                    .withOptions(RunOptions.defaults().withThreads(1))
                    .withMemoryProbe(MemoryProbe.disabled()));
  }

  @Test
  void theRankingHoldsEveryModelsTestScoreBestFirstAndMarksTheBestModel() {
    ScoreRanking ranking = ScoreRanking.of(report);
    ModelReport best = ScoreRanking.bestModel(report).orElseThrow();

    assertThat(ranking.bars()).hasSize(2);
    assertThat(ranking.metric()).isEqualTo("rmse");
    assertThat(ranking.bars().get(0).score()).isLessThanOrEqualTo(ranking.bars().get(1).score());
    assertThat(ranking.bars().stream().filter(ScoreRanking.Bar::best).toList())
        .singleElement()
        .satisfies(
            b -> {
              assertThat(b.variant()).isEqualTo(report.bestModel().orElseThrow().variant());
              assertThat(b.score()).isEqualTo(best.test());
              assertThat(b.label()).startsWith("#" + b.variant() + " ");
            });
    for (ScoreRanking.Bar bar : ranking.bars()) {
      assertThat(bar.score()).isEqualTo(report.variant(bar.variant()).models().get(0).test());
    }
  }

  @Test
  void predictedVsActualCarriesThePredictionsAndTheReportsRmse() {
    ModelReport best = ScoreRanking.bestModel(report).orElseThrow();
    PredictedVsActual plot = PredictedVsActual.of("P", "best", best.predictions());

    assertThat(plot.points()).hasSize(best.predictions().size());
    assertThat(plot.points().get(0).actual()).isEqualTo(best.predictions().yTrue()[0]);
    assertThat(plot.points().get(0).predicted()).isEqualTo(best.predictions().yPred()[0]);
    assertThat(plot.rmse()).isCloseTo(best.test(), within(1e-12));
    assertThat(plot.r2()).isCloseTo(best.testSecondary(), within(1e-12));
    assertThat(plot.subtitles().get(1)).contains("R² = ", "RMSE = ");
    for (PredictedVsActual.Point p : plot.points()) {
      assertThat(p.actual()).isBetween(plot.low(), plot.high());
      assertThat(p.predicted()).isBetween(plot.low(), plot.high());
    }
  }

  @Test
  void memoryPerStepHasOneEntryPerStepRecord() {
    MemoryPerStep memory = MemoryPerStep.of(report.steps());

    assertThat(memory.steps()).hasSize(report.steps().size());
    assertThat(memory.steps().get(0).rssMib())
        .isEqualTo(report.steps().get(0).rssBytes() / (1024.0 * 1024.0));
  }

  @Test
  void theFactoryDrawsTheModelsValuesWithTheBestInOrange() {
    ScoreRanking ranking = ScoreRanking.of(report);
    JFreeChart chart = Charts.create(ranking, ChartLook.DARK);
    CategoryPlot plot = chart.getCategoryPlot();
    CategoryDataset data = plot.getDataset();

    assertThat(chart.getTitle().getText()).isEqualTo("Test rmse per model");
    assertThat(data.getColumnCount()).isEqualTo(ranking.bars().size());
    int bestColumn = -1;
    for (int i = 0; i < data.getColumnCount(); i++) {
      assertThat(data.getValue(0, i).doubleValue()).isEqualTo(ranking.bars().get(i).score());
      bestColumn = ranking.bars().get(i).best() ? i : bestColumn;
    }
    assertThat(plot.getRenderer().getItemPaint(0, bestColumn)).isEqualTo(ChartLook.ACCENT);
    assertThat(plot.getBackgroundPaint()).isEqualTo(ChartLook.DARK.background());
    assertThat(plot.getRenderer().getDefaultItemLabelPaint()).isEqualTo(ChartLook.DARK.text());

    PredictedVsActual p =
        PredictedVsActual.of(
            "P", "best", ScoreRanking.bestModel(report).orElseThrow().predictions());
    XYPlot xy = Charts.create(p, ChartLook.LIGHT).getXYPlot();
    assertThat(xy.getDataset().getItemCount(0)).isEqualTo(p.points().size());
    // the identity line and the fit line
    assertThat(xy.getAnnotations()).hasSize(2);
    assertThat(xy.getDomainAxis().getRange()).isEqualTo(xy.getRangeAxis().getRange());
  }

  @Test
  void theTopOfARankingKeepsTheLeadersAndTheBestAndSaysHowManyWereScored() {
    List<ScoreRanking.Bar> bars = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      bars.add(new ScoreRanking.Bar(i, "#" + i, i, i == 7));
    }
    ScoreRanking top = ScoreRanking.ranked("rmse", false, bars).top(3);

    assertThat(top.bars()).extracting(ScoreRanking.Bar::variant).containsExactly(0, 1, 2, 7);
    assertThat(top.scored()).isEqualTo(10);
    assertThat(top.subtitles().get(0)).startsWith("top 4 of 10 models ranked by test rmse");
  }

  @Test
  void anEmptyModelDrawsANoDataChart() {
    JFreeChart chart = Charts.create(new ScoreRanking("rmse", false, List.of()), ChartLook.LIGHT);
    assertThat(chart.getCategoryPlot().getDataset().getColumnCount()).isZero();
    assertThat(chart.getCategoryPlot().getNoDataMessage()).isNotBlank();
  }
}
