package org.spectraflow.ui.run.charts;

import java.util.List;
import java.util.Optional;
import org.spectraflow.charts.ChartLook;
import org.spectraflow.charts.Charts;
import org.spectraflow.charts.PredictedVsActual;
import org.spectraflow.charts.ScoreRanking;
import org.spectraflow.engine.diagnostics.TestPredictions;
import org.spectraflow.ui.run.RunSelection;
import org.spectraflow.ui.run.results.ModelRow;
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
  private org.spectraflow.ui.selection.SampleSelection samples;

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
    if (samples != null) {
      org.spectraflow.charts.SampleMarks.highlight(charts().get(1), samples.ids());
    }
  }

  /**
   * Links the predicted-vs-actual plot to the shared sample selection: Ctrl + drag selects its
   * points, and the selected samples are ringed (docs/diagnostics.md §7).
   */
  public void linkSamples(org.spectraflow.ui.selection.SampleSelection selection) {
    this.samples = selection;
    viewers().get(1).selectSamples(selection);
    selection.idsProperty().addListener(o -> refresh());
  }

  /** The shared ranking model of the results so far (tests). */
  ScoreRanking ranking() {
    return ranking(results.rankedRows());
  }

  /**
   * Once the report is in, every model's test score, the report's best model marked (as {@code run
   * --plot} draws it); during the run, each finished variant's test score, the variant ranked first
   * marked.
   */
  private ScoreRanking ranking(List<ResultRow> rows) {
    List<ModelRow> models = results.modelRows();
    if (models.stream().anyMatch(m -> m.test() != null && !m.model().isEmpty())) {
      boolean oneVariant = models.stream().map(ModelRow::variant).distinct().count() == 1;
      List<ScoreRanking.Bar> bars =
          models.stream()
              .filter(m -> m.test() != null)
              .map(
                  m ->
                      new ScoreRanking.Bar(
                          m.variant(),
                          ScoreRanking.label(
                              m.variant(),
                              oneVariant
                                  ? m.modelLabel()
                                  : m.modelLabel() + " · " + m.variantName()),
                          m.test(),
                          m.best()))
              .toList();
      return ScoreRanking.ranked(models.get(0).metric(), results.higherIsBetter(), bars);
    }
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

  /**
   * Predicted vs actual of the selected model (the table's row), else of the selected variant's
   * best-ranked model, else of the run's best model; per variant before the report is in.
   */
  private PredictedVsActual predictions(List<ResultRow> rows) {
    Optional<ModelRow> model = shownModel();
    if (model.isPresent() && model.get().predictions().size() > 0) {
      ModelRow m = model.get();
      return PredictedVsActual.of(
          "Predicted vs actual · variant " + m.variant() + " · " + m.modelLabel(),
          "variant " + m.variant() + ": " + m.variantName(),
          points(m));
    }
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

  /**
   * A model's points: its calibration fit on the training samples when known, its pooled
   * out-of-fold predictions (fold order) and its test predictions (test order), each named by its
   * dataset sample id ({@code sample 12}).
   */
  public static List<PredictedVsActual.Point> points(ModelRow m) {
    List<PredictedVsActual.Point> points = new java.util.ArrayList<>();
    PredictedVsActual.addPoints(points, m.trainPredictions(), PredictedVsActual.Partition.TRAIN);
    PredictedVsActual.addPoints(points, m.cvPredictions(), PredictedVsActual.Partition.CV);
    PredictedVsActual.addPoints(points, m.predictions(), PredictedVsActual.Partition.TEST);
    return points;
  }

  /** The model the prediction plot shows (see {@link #predictions}). */
  public Optional<ModelRow> shownModel() {
    Integer variant = selection.variantProperty().get();
    ModelRow selected = results.selectedModelProperty().get();
    if (variant == null || (selected != null && selected.variant() == variant)) {
      return results.shownModel();
    }
    return results.modelRows().stream().filter(m -> m.variant() == variant).findFirst();
  }

  private static Optional<Integer> bestVariant(List<ResultRow> rows) {
    return rows.stream().filter(r -> r.primary() != null).findFirst().map(ResultRow::variant);
  }
}
