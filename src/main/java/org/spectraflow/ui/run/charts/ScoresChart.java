package org.spectraflow.ui.run.charts;

import java.util.List;
import java.util.Optional;
import org.jfree.chart.JFreeChart;
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
    ChartLook look = ChartLook.of(dark());
    SharedChart.copy(Charts.create(ranking(), look), charts().get(0));
    Optional<Integer> variant = shownVariant();
    JFreeChart predicted =
        Charts.create(predictions(variant, variant.flatMap(results::predictions)), look);
    SharedChart.copy(predicted, charts().get(1));
  }

  /** The shared ranking model of the results so far: test scores, the first-ranked variant best. */
  ScoreRanking ranking() {
    Optional<Integer> best = bestVariant();
    List<ScoreRanking.Bar> bars =
        results.rankedRows().stream()
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

  private PredictedVsActual predictions(Optional<Integer> variant, Optional<TestPredictions> p) {
    return PredictedVsActual.of(
        "Predicted vs actual" + variant.map(v -> " · variant " + v).orElse(""),
        variant.map(v -> "variant " + v + name(v)).orElse("no variant scored yet"),
        p.orElse(TestPredictions.EMPTY));
  }

  private String name(int variant) {
    return results.rankedRows().stream()
        .filter(r -> r.variant() == variant)
        .findFirst()
        .map(r -> ": " + r.name())
        .orElse("");
  }

  private Optional<Integer> shownVariant() {
    Integer selected = selection.variantProperty().get();
    return selected != null ? Optional.of(selected) : bestVariant();
  }

  private Optional<Integer> bestVariant() {
    return results.rankedRows().stream()
        .filter(r -> r.primary() != null)
        .findFirst()
        .map(ResultRow::variant);
  }
}
