package org.spectraflow.ui.run.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import javafx.scene.Scene;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.Layer;
import org.jfree.data.Range;
import org.jfree.data.category.CategoryDataset;
import org.jfree.data.general.DatasetUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spectraflow.charts.ChartLook;
import org.spectraflow.charts.ScoreRanking;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;
import org.spectraflow.engine.observe.SourceShape;
import org.spectraflow.ui.run.RunClock;
import org.spectraflow.ui.run.RunSelection;
import org.spectraflow.ui.run.results.ResultsModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * After a run that had nothing for a panel, the panel says why instead of showing empty axes: a run
 * without branches on the copy-on-write chart, a run with the step cache off on the step-cache
 * chart (and no budget lines for a cache that was not there); and a run of one variant gets a score
 * axis a scientist can read.
 */
@ExtendWith(ApplicationExtension.class)
class AfterRunEmptyStatesTest {

  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

  private CowModel cowModel;
  private StepCacheModel cacheModel;
  private ResultsModel results;
  private CowChart cow;
  private StepCacheChart cache;
  private ScoresChart scores;

  @Start
  void start(Stage stage) {
    RunClock clock = new RunClock();
    cowModel = new CowModel(clock);
    cacheModel = new StepCacheModel(clock);
    results = new ResultsModel();
    cow = new CowChart(cowModel);
    cache = new StepCacheChart(cacheModel);
    scores = new ScoresChart(results, new RunSelection());
    VBox box = new VBox(cow.node(), cache.node(), scores.node());
    stage.setScene(new Scene(box, 900, 900));
    stage.show();
  }

  /** One variant, no branch, step cache off (nirs4all's defaults), test RMSE 1.2647431. */
  private List<RunEvent> oneVariantWithoutBranchOrCache() {
    return List.of(
        new RunEvent.RunStarted(T0, "p", 1, "demo", CacheConfig.defaults()),
        new RunEvent.VariantStarted(T0.plusMillis(1), 0, "SNV > PLS"),
        new RunEvent.StepStarted(T0.plusMillis(2), 0, 1, List.of(), "pipeline[0]", "SNV"),
        new RunEvent.StepFinished(
            T0.plusMillis(3),
            0,
            1,
            List.of(),
            "pipeline[0]",
            "SNV",
            List.of(new SourceShape(100, 1, 256)),
            1 << 20,
            200 << 20,
            50 << 20,
            1 << 20,
            Duration.ofMillis(1),
            false),
        new RunEvent.VariantScore(
            T0.plusMillis(4), 0, "PLSRegression", null, "test_rmse", 1.2647431),
        new RunEvent.VariantFinished(
            T0.plusMillis(5),
            0,
            "SNV > PLS",
            VariantStatus.OK,
            null,
            Map.of("test_rmse", 1.2647431),
            Duration.ofMillis(4)));
  }

  private void runAndDraw(FxRobot robot) {
    robot.interact(
        () -> {
          for (RunEvent e : oneVariantWithoutBranchOrCache()) {
            cowModel.accept(e);
            cacheModel.accept(e);
            results.accept(e);
          }
          cow.refreshNow();
          cache.refreshNow();
          scores.refreshNow();
        });
  }

  @Test
  void aRunWithoutBranchesSaysSoOnTheCopyOnWriteChart(FxRobot robot) throws Exception {
    runAndDraw(robot);
    XYPlot lanes = cow.charts().get(0).getXYPlot();

    assertThat(fx(() -> DatasetUtils.isEmptyOrNull(lanes.getDataset()))).isTrue();
    assertThat(lanes.getNoDataMessage()).isEqualTo(CowChart.NO_BRANCH);
    assertThat(cow.charts().get(1).getCategoryPlot().getNoDataMessage()).contains("No branch");
  }

  @Test
  void aRunWithTheStepCacheOffSaysSoAndDrawsNoBudget(FxRobot robot) throws Exception {
    runAndDraw(robot);
    CombinedDomainXYPlot plot = (CombinedDomainXYPlot) cache.charts().get(0).getPlot();
    XYPlot lookups = plot.getSubplots().get(0);
    XYPlot sizes = plot.getSubplots().get(1);

    assertThat(fx(() -> DatasetUtils.isEmptyOrNull(lookups.getDataset()))).isTrue();
    assertThat(lookups.getNoDataMessage()).isEqualTo(StepCacheChart.OFF);
    assertThat(fx(() -> sizes.getRangeMarkers(0, Layer.FOREGROUND))).isNullOrEmpty();
  }

  @Test
  void oneVariantGetsAReadableScoreAxis(FxRobot robot) throws Exception {
    runAndDraw(robot);
    CategoryPlot plot = scores.charts().get(0).getCategoryPlot();
    Range score = fx(() -> plot.getRangeAxis().getRange());

    assertThat(score.getLength()).isGreaterThan(0.0099 * 1.2647431);
    assertThat(score.contains(1.2647431)).isTrue();
  }

  /** The studio's scores chart is the shared ScoreRanking drawn by the shared factory. */
  @Test
  void theScoresChartShowsTheSharedRankingModel(FxRobot robot) throws Exception {
    runAndDraw(robot);
    ScoreRanking ranking = fx(scores::ranking);
    CategoryPlot plot = scores.charts().get(0).getCategoryPlot();
    CategoryDataset data = fx(plot::getDataset);

    assertThat(ranking.bars())
        .containsExactly(new ScoreRanking.Bar(0, "#0 SNV > PLS", 1.2647431, true));
    assertThat(scores.charts().get(0).getTitle().getText()).isEqualTo(ranking.title());
    assertThat(data.getColumnKeys()).containsExactly("#0 SNV > PLS");
    assertThat(data.getValue(0, 0).doubleValue()).isEqualTo(1.2647431);
    assertThat(fx(() -> plot.getRenderer().getItemPaint(0, 0))).isEqualTo(ChartLook.ACCENT);
  }

  private static <T> T fx(Callable<T> read) throws Exception {
    return WaitForAsyncUtils.asyncFx(read).get();
  }
}
