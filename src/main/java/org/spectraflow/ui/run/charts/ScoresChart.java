package org.spectraflow.ui.run.charts;

import java.util.List;
import java.util.Optional;
import org.spectraflow.charts.ChartLook;
import org.spectraflow.charts.Charts;
import org.spectraflow.charts.PredictedVsActual;
import org.spectraflow.charts.ScoreRanking;
import org.spectraflow.engine.run.report.TestPredictions;
import org.spectraflow.ui.run.RunSelection;
import org.spectraflow.ui.run.results.ResultRow;
import org.spectraflow.ui.run.results.ResultsModel;

/**
 * Chart 5, the same charts as {@code run --plot}'s {@code scores} and {@code predicted-vs-actual},
 * built from the shared models ({@link ScoreRanking}, {@link PredictedVsActual}) by the shared
 * factory: every variant's test score ranked best first as it finishes, the variant ranked first in
 * orange, and beside it predicted versus actual on the test partition for the selected variant (the
 * best-ranked one when nothing is selected) with the identity line, R² and RMSE. Predictions appear
 * when the run has ended.
 */
public final class ScoresChart extends LiveChart {

  /**
   * The most bars the ranking shows (the best first, and the selected best when it ranks lower):
   * the pane has room for about this many labelled bars, and a sweep of thousands of variants would
   * otherwise rebuild and draw thousands of bars every frame; the table below lists all.
   */
  static final int SHOWN_BARS = 20;

  private final ResultsModel results;
  private final RunSelection selection;

  /** A view of {@code results}, following {@code selection}'s variant. */
  public ScoresChart(ResultsModel results, RunSelection selection) {
    super(
        "Scores",
        List.of(
            Charts.create(new ScoreRanking("score", false, List.of()), ChartLook.LIGHT),
            Charts.create(
                PredictedVsActual.of("Predicted vs actual", "", TestPredictions.EMPTY),
                ChartLook.LIGHT)));
    this.results = results;
    this.selection = selection;
  }

  @Override
  protected void rebuild(int pixelWidth) {
    results.publish();
    List<ResultRow> rows = results.rankedRows();
    ChartLook look = ChartLook.of(dark());
    SharedChart.copy(Charts.create(ranking(rows).top(SHOWN_BARS), look), charts().get(0));
    SharedChart.copy(Charts.create(predictions(rows), look), charts().get(1));
  }

  /** The shared ranking model of the results so far (tests). */
  ScoreRanking ranking() {
    return ranking(results.rankedRows());
  }

  /** The ranking of {@code rows}' test scores; the variant the table ranks first is the best. */
  private ScoreRanking ranking(List<ResultRow> rows) {
    Optional<Integer> best = bestVariant(rows);
    List<ScoreRanking.Bar> bars =
        rows.stream()
            .filter(r -> r.primary() != null)
            .map(
                r ->
                    new ScoreRanking.Bar(
                        r.variant(),
                        ScoreRanking.label(r.variant(), r.name()),
                        r.primary(),
                        best.isPresent() && best.get() == r.variant()))
            .toList();
    String metric = results.metric().isEmpty() ? "score" : results.metric();
    return ScoreRanking.ranked(metric, results.higherIsBetter(), bars);
  }

  /** Predicted vs actual of the selected variant, else of the one ranked first. */
  private PredictedVsActual predictions(List<ResultRow> rows) {
    Integer selected = selection.variantProperty().get();
    Optional<ResultRow> shown =
        selected == null
            ? rows.stream().filter(r -> r.primary() != null).findFirst()
            : rows.stream().filter(r -> r.variant() == selected).findFirst();
    Optional<Integer> variant =
        selected != null ? Optional.of(selected) : shown.map(ResultRow::variant);
    return PredictedVsActual.of(
        "Predicted vs actual" + variant.map(v -> " · variant " + v).orElse(""),
        variant
            .map(v -> "variant " + v + shown.map(r -> ": " + r.name()).orElse(""))
            .orElse("no variant scored yet"),
        variant.flatMap(results::predictions).orElse(TestPredictions.EMPTY));
  }

  private static Optional<Integer> bestVariant(List<ResultRow> rows) {
    return rows.stream().filter(r -> r.primary() != null).findFirst().map(ResultRow::variant);
  }
}
