package org.spectraflow.charts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.spectraflow.engine.operators.metric.Metric;
import org.spectraflow.engine.run.report.BestModel;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.VariantReport;

/**
 * Every scored model's test score, ranked best first, the best model marked (drawn in orange).
 *
 * @param metric the primary metric's key ({@code rmse})
 * @param higherIsBetter whether a higher score ranks first
 * @param bars the bars, best ranked first
 * @param scored how many models were scored: more than {@code bars} when the ranking shows only the
 *     top ones ({@link #top})
 */
public record ScoreRanking(String metric, boolean higherIsBetter, List<Bar> bars, int scored)
    implements ChartModel {

  /** Longest bar label, in characters. */
  public static final int LABEL_CHARS = 84;

  /**
   * One model's bar.
   *
   * @param variant the variant index
   * @param label {@code #index name [branch]}, shortened to {@link #LABEL_CHARS}
   * @param score the test score
   * @param best whether it is the run's best model
   */
  public record Bar(int variant, String label, double score, boolean best) {}

  /** Copies the bars. */
  public ScoreRanking {
    bars = List.copyOf(bars);
    scored = Math.max(scored, bars.size());
  }

  /** A ranking of every scored model: {@code bars}, already ranked. */
  public ScoreRanking(String metric, boolean higherIsBetter, List<Bar> bars) {
    this(metric, higherIsBetter, bars, bars.size());
  }

  /**
   * The first {@code count} bars, and the best one when it ranks below them (it is then last), so a
   * small pane shows the leaders and the numbers stay those of the full ranking.
   */
  public ScoreRanking top(int count) {
    if (bars.size() <= count) {
      return this;
    }
    List<Bar> shown = new ArrayList<>(bars.subList(0, count));
    bars.stream().skip(count).filter(Bar::best).findFirst().ifPresent(shown::add);
    return new ScoreRanking(metric, higherIsBetter, shown, scored);
  }

  /**
   * The ranking of {@code bars} (any order; those without a finite score are left out), best ranked
   * first; ties keep their order.
   */
  public static ScoreRanking ranked(String metric, boolean higherIsBetter, List<Bar> bars) {
    List<Bar> scored =
        new ArrayList<>(bars.stream().filter(b -> !Double.isNaN(b.score())).toList());
    Comparator<Bar> byScore = Comparator.comparingDouble(Bar::score);
    scored.sort(higherIsBetter ? byScore.reversed() : byScore);
    return new ScoreRanking(metric, higherIsBetter, scored);
  }

  /** The ranking of every model of {@code report}, its {@link BestModel} marked. */
  public static ScoreRanking of(RunReport report) {
    Optional<ModelReport> best = bestModel(report);
    List<Bar> bars = new ArrayList<>();
    Metric metric = null;
    for (VariantReport v : report.variants()) {
      for (ModelReport m : v.models()) {
        if (!Double.isNaN(m.test())) {
          metric = metric == null ? m.scoreNames().primary() : metric;
          String branch = m.branch() == null ? "" : " [" + m.branch() + "]";
          String label = label(v.index(), v.name() + branch);
          bars.add(new Bar(v.index(), label, m.test(), best.isPresent() && best.get() == m));
        }
      }
    }
    Metric primary = metric == null ? Metric.RMSE : metric;
    return ranked(primary.key(), primary.higherIsBetter(), bars);
  }

  /** The label of a bar: {@code #index name}, shortened to {@link #LABEL_CHARS}. */
  public static String label(int variant, String name) {
    return ChartLook.shorten("#" + variant + " " + name, LABEL_CHARS);
  }

  /** The model report the run's {@link BestModel} designates, if any. */
  public static Optional<ModelReport> bestModel(RunReport report) {
    return report
        .bestModel()
        .flatMap(
            b ->
                report.variant(b.variant()).models().stream()
                    .filter(
                        m -> m.name().equals(b.model()) && Objects.equals(m.branch(), b.branch()))
                    .findFirst());
  }

  /** The axis label of the scores: {@code test rmse}. */
  public String axisLabel() {
    return "test " + metric;
  }

  /** Whether a bar is marked best. */
  public boolean hasBest() {
    return bars.stream().anyMatch(Bar::best);
  }

  @Override
  public String title() {
    return "Test " + metric + " per model";
  }

  @Override
  public List<String> subtitles() {
    String count = bars.size() < scored ? "top " + bars.size() + " of " + scored : "" + scored;
    return List.of(
        count
            + " models ranked by test "
            + metric
            + " ("
            + (higherIsBetter ? "higher" : "lower")
            + " is better)"
            + (hasBest() ? "; best model in orange" : ""));
  }
}
