package org.spectraflow.ui.run.results;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.spectraflow.engine.diagnostics.TestPredictions;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.StepCacheHit;
import org.spectraflow.engine.observe.RunEvent.StepFinished;
import org.spectraflow.engine.observe.RunEvent.VariantFinished;
import org.spectraflow.engine.observe.RunEvent.VariantScore;
import org.spectraflow.engine.observe.RunEvent.VariantStarted;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RankedModel;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.VariantReport;
import org.spectraflow.ui.run.EventSink;

/**
 * The ranked results (chart 5's table and scatter). Per model ({@link #models()}, the table): one
 * {@link ModelRow} per model of each variant, live from the models' ranking scores while the run
 * goes on, then replaced by the report's rows ({@link RankedModel}, the CLI's source) when it ends,
 * so the table, the plots and the CLI show the same numbers; {@link #selectedModelProperty()} is
 * the model the predicted-versus-actual plot shows. Per variant: one {@link ResultRow} per variant,
 * updated by events and ranked best first by the score nirs4all selects on: the cross-validated
 * score when the run has folds, else the test score (the test score stays beside it); variants
 * without a score sort last. A second run of a finished variant (the winner's refit) only marks its
 * row as refitted. After the run, {@link #complete} adds cross-validation scores and each variant's
 * test predictions. Events update plain maps; {@link #publish} copies them into the observable list
 * once per batch. FX-thread confined.
 */
public final class ResultsModel implements EventSink {

  private final Map<Integer, ResultRow> rows = new LinkedHashMap<>();
  private final Map<Integer, TestPredictions> predictions = new HashMap<>();
  private final ObservableList<ResultRow> ranked = FXCollections.observableArrayList();
  private final List<Double> finishOrderScores = new ArrayList<>();
  private final List<Integer> finishOrderVariants = new ArrayList<>();
  private boolean higherIsBetter;
  private final Map<String, ModelRow> liveModels = new LinkedHashMap<>();
  private List<ModelRow> reportModels = List.of();
  private final ObservableList<ModelRow> models = FXCollections.observableArrayList();
  private final ObjectProperty<ModelRow> selectedModel =
      new SimpleObjectProperty<>(this, "selectedModel");

  @Override
  public void accept(RunEvent event) {
    switch (event) {
      case VariantStarted v ->
          rows.putIfAbsent(v.variant(), ResultRow.started(v.variant(), v.name()));
      case StepFinished f -> update(f.variant(), r -> r.withRss(f.rssBytes()));
      case StepCacheHit h -> update(h.variant(), ResultRow::plusHit);
      case VariantFinished f -> finish(f);
      case VariantScore sc -> liveScore(sc);
      default -> {}
    }
  }

  private void finish(VariantFinished f) {
    ResultRow existing = rows.get(f.variant());
    if (existing != null && !existing.status().equals("running")) {
      update(f.variant(), r -> r.finished(r.status() + " · refit", r.timeMs()));
      return;
    }
    VariantScores scores = VariantScores.of(f.scores());
    higherIsBetter = scores.higherIsBetter();
    rows.computeIfAbsent(f.variant(), v -> ResultRow.started(v, f.name()));
    update(
        f.variant(),
        r -> r.withScores(scores).finished(f.status().label(), f.duration().toMillis()));
    if (scores.primary() != null) {
      finishOrderVariants.add(f.variant());
      finishOrderScores.add(scores.primary());
    }
  }

  /** A model's ranking score in the main pass (the refit pass's are the report's to give). */
  private void liveScore(VariantScore sc) {
    ResultRow row = rows.get(sc.variant());
    if (row == null || !row.status().equals("running")) {
      return;
    }
    String key = sc.variant() + "\u0000" + sc.model() + "\u0000" + sc.branch();
    liveModels.put(
        key,
        ModelRow.live(sc.variant(), row.name(), sc.model(), sc.branch(), sc.metric(), sc.value()));
    higherIsBetter = !sc.metric().equals("rmse");
  }

  private void update(int variant, UnaryOperator<ResultRow> change) {
    rows.computeIfPresent(variant, (v, r) -> change.apply(r));
  }

  /**
   * Takes the report's numbers: one row per model ({@link RankedModel#of}, as the CLI prints them),
   * and for each variant the scores and test predictions of its best-ranked model. The live test
   * score of a variant is the fold models' averaged prediction of the main pass; when the winner is
   * refitted the report's test score is the refitted model's, which is what the plots and the CLI
   * show, so the variant rows take the report's too.
   */
  public void complete(RunReport report) {
    reportModels = RankedModel.of(report).stream().map(ModelRow::of).toList();
    for (VariantReport v : report.variants()) {
      bestModel(v)
          .ifPresent(
              m -> {
                predictions.put(v.index(), m.predictions());
                VariantScores scores = VariantScores.of(m);
                higherIsBetter = scores.higherIsBetter();
                update(v.index(), r -> r.withScores(scores));
              });
    }
    ModelRow selected = selectedModel.get();
    selectedModel.set(
        selected == null
            ? null
            : reportModels.stream().filter(selected::sameModel).findFirst().orElse(null));
  }

  private static Optional<ModelReport> bestModel(VariantReport v) {
    if (v.models().isEmpty()) {
      return Optional.empty();
    }
    Comparator<ModelReport> order = Comparator.comparingDouble(ModelReport::selectionScore);
    boolean higher = v.models().get(0).scoreNames().primary().higherIsBetter();
    return v.models().stream().min(higher ? order.reversed() : order);
  }

  /** Restores rows and predictions saved in a session. */
  public void restore(List<ResultRow> saved, Map<Integer, TestPredictions> savedPredictions) {
    saved.forEach(r -> rows.put(r.variant(), r));
    predictions.putAll(savedPredictions);
    saved.stream()
        .filter(r -> r.primary() != null)
        .findFirst()
        .ifPresent(r -> higherIsBetter = !r.metric().equals("rmse"));
  }

  /**
   * Copies the rows, ranked, into {@link #ranked()} when they changed (when the scores view
   * redraws, and at the end).
   */
  public void publish() {
    List<ResultRow> next = rankedRows();
    if (!ranked.equals(next)) {
      ranked.setAll(next);
    }
    List<ModelRow> nextModels = modelRows();
    if (!models.equals(nextModels)) {
      models.setAll(nextModels);
    }
  }

  /**
   * One row per model, ranked best first: the report's rows once the run has ended, else the
   * models' live ranking scores (models without a score last).
   */
  public List<ModelRow> modelRows() {
    if (!reportModels.isEmpty()) {
      return reportModels;
    }
    Comparator<Double> scoreOrder =
        higherIsBetter ? Comparator.reverseOrder() : Comparator.naturalOrder();
    if (liveModels.isEmpty()) {
      return rankedRows().stream()
          .filter(r -> r.primary() != null)
          .map(r -> ModelRow.ofVariant(r, predictions.get(r.variant())))
          .toList();
    }
    return liveModels.values().stream()
        .sorted(
            Comparator.comparing(ModelRow::selection, Comparator.nullsLast(scoreOrder))
                .thenComparingInt(ModelRow::variant))
        .toList();
  }

  /** The observable per-model rows the table shows (after {@link #publish}). */
  public ObservableList<ModelRow> models() {
    return models;
  }

  /** The model whose predictions are plotted; null for the best-ranked one. */
  public ObjectProperty<ModelRow> selectedModelProperty() {
    return selectedModel;
  }

  /** The selected model, else the best one, else the first ranked; empty before any score. */
  public Optional<ModelRow> shownModel() {
    ModelRow selected = selectedModel.get();
    if (selected != null) {
      return Optional.of(selected);
    }
    List<ModelRow> all = modelRows();
    return all.stream().filter(ModelRow::best).findFirst().or(() -> all.stream().findFirst());
  }

  /** The rows ranked best first, by CV when any row has one, else by test score. */
  public List<ResultRow> rankedRows() {
    Comparator<Double> scoreOrder =
        higherIsBetter ? Comparator.reverseOrder() : Comparator.naturalOrder();
    Function<ResultRow, Double> key = rankedByCv() ? ResultRow::cv : ResultRow::primary;
    return rows.values().stream()
        .sorted(
            Comparator.comparing(key, Comparator.nullsLast(scoreOrder))
                .thenComparingInt(ResultRow::variant))
        .toList();
  }

  /** True when the ranking uses cross-validation scores (some variant has one). */
  public boolean rankedByCv() {
    return rows.values().stream().anyMatch(r -> r.cv() != null);
  }

  /** The observable ranked rows the table shows. */
  public ObservableList<ResultRow> ranked() {
    return ranked;
  }

  /** The test predictions of {@code variant}'s best model, once the run has ended. */
  public Optional<TestPredictions> predictions(int variant) {
    return Optional.ofNullable(predictions.get(variant));
  }

  /** Every variant's predictions (for sessions). */
  public Map<Integer, TestPredictions> allPredictions() {
    return Map.copyOf(predictions);
  }

  /** Variant indices in the order their scores arrived. */
  public List<Integer> finishOrderVariants() {
    return List.copyOf(finishOrderVariants);
  }

  /** Primary scores in the order they arrived (parallel to {@link #finishOrderVariants()}). */
  public List<Double> finishOrderScores() {
    return List.copyOf(finishOrderScores);
  }

  /** Whether a higher primary score ranks first (false for errors such as RMSE). */
  public boolean higherIsBetter() {
    return higherIsBetter;
  }

  /** The primary metric's name, empty before the first score. */
  public String metric() {
    return rows.values().stream()
        .map(ResultRow::metric)
        .filter(m -> !m.isEmpty())
        .findFirst()
        .orElse("");
  }

  @Override
  public void clear() {
    rows.clear();
    predictions.clear();
    liveModels.clear();
    reportModels = List.of();
    models.clear();
    selectedModel.set(null);
    finishOrderScores.clear();
    finishOrderVariants.clear();
    ranked.clear();
  }
}
