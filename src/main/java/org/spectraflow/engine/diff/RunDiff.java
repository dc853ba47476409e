package org.spectraflow.engine.diff;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.spectraflow.engine.history.RssTimeline;

/**
 * The comparison of two runs (docs/history.md): models side by side, steps side by side, counters
 * side by side, both memory timelines and the verdict line. Plain data for any renderer (the
 * command line's table and JSON, the studio's Diff view, an HTML report). Immutable.
 *
 * @param labelA how run A is named
 * @param labelB how run B is named
 * @param models one row per model of either run (A's order, then B's extra models)
 * @param steps one row per step of either run
 * @param counters one row per counter of {@link ReportDigest#COUNTERS}
 * @param timelineA run A's memory timeline
 * @param timelineB run B's memory timeline
 * @param verdict one line: the scores' verdict and the main cost differences
 */
public record RunDiff(
    String labelA,
    String labelB,
    List<ModelDelta> models,
    List<StepDelta> steps,
    List<CounterRow> counters,
    RssTimeline timelineA,
    RssTimeline timelineB,
    String verdict) {

  /** Copies the lists. */
  public RunDiff {
    Objects.requireNonNull(labelA, "labelA");
    Objects.requireNonNull(labelB, "labelB");
    models = List.copyOf(models);
    steps = List.copyOf(steps);
    counters = List.copyOf(counters);
    Objects.requireNonNull(timelineA, "timelineA");
    Objects.requireNonNull(timelineB, "timelineB");
    Objects.requireNonNull(verdict, "verdict");
  }

  /** True when both runs have the same models with bit-identical scores. */
  public boolean scoresIdentical() {
    return !models.isEmpty() && models.stream().allMatch(m -> m.change() == ScoreChange.IDENTICAL);
  }

  /** The counter named {@code name}. */
  public CounterRow counter(String name) {
    return counters.stream()
        .filter(c -> c.name().equals(name))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no counter " + name + " in the diff"));
  }

  /** The diff of {@code a} and {@code b}. */
  public static RunDiff of(ReportDigest a, ReportDigest b) {
    List<ModelDelta> models = models(a, b);
    List<StepDelta> steps = steps(a, b);
    List<CounterRow> counters =
        ReportDigest.COUNTERS.stream()
            .map(n -> new CounterRow(n, a.counter(n), b.counter(n)))
            .toList();
    return new RunDiff(
        a.label(),
        b.label(),
        models,
        steps,
        counters,
        a.timeline(),
        b.timeline(),
        (a.sameData(b)
                ? ""
                : "different datasets (A: " + a.dataset() + ", B: " + b.dataset() + "); ")
            + Verdict.of(models, counters));
  }

  private static List<ModelDelta> models(ReportDigest a, ReportDigest b) {
    Map<String, ModelScore> inB = new LinkedHashMap<>();
    b.models().forEach(m -> inB.putIfAbsent(m.key(), m));
    Set<String> seen = new LinkedHashSet<>();
    List<ModelDelta> rows = new ArrayList<>();
    for (ModelScore ma : a.models()) {
      if (!seen.add(ma.key())) {
        continue;
      }
      ModelScore mb = inB.get(ma.key());
      if (mb == null) {
        rows.add(
            new ModelDelta(ma.label(), ma.metric(), ma.score(), Double.NaN, ScoreChange.ONLY_A));
      } else {
        boolean same = sameBits(ma.allScores(), mb.allScores());
        rows.add(
            new ModelDelta(
                ma.label(),
                ma.metric(),
                ma.score(),
                mb.score(),
                same ? ScoreChange.IDENTICAL : ScoreChange.CHANGED));
      }
    }
    for (ModelScore mb : b.models()) {
      if (seen.add(mb.key())) {
        rows.add(
            new ModelDelta(mb.label(), mb.metric(), Double.NaN, mb.score(), ScoreChange.ONLY_B));
      }
    }
    return rows;
  }

  private static boolean sameBits(List<Double> x, List<Double> y) {
    if (x.size() != y.size()) {
      return false;
    }
    long[] bx = x.stream().mapToLong(Double::doubleToLongBits).toArray();
    long[] by = y.stream().mapToLong(Double::doubleToLongBits).toArray();
    return Arrays.equals(bx, by);
  }

  private static List<StepDelta> steps(ReportDigest a, ReportDigest b) {
    Map<String, StepFigures[]> byKey = new LinkedHashMap<>();
    a.steps().forEach(s -> byKey.computeIfAbsent(s.key(), k -> new StepFigures[2])[0] = s);
    b.steps().forEach(s -> byKey.computeIfAbsent(s.key(), k -> new StepFigures[2])[1] = s);
    List<StepDelta> rows = new ArrayList<>();
    byKey.values().stream()
        .sorted(
            (x, y) ->
                Integer.compare(
                    (x[0] != null ? x[0] : x[1]).step(), (y[0] != null ? y[0] : y[1]).step()))
        .forEach(
            p -> {
              StepFigures any = p[0] != null ? p[0] : p[1];
              rows.add(new StepDelta(any.step(), any.name(), p[0], p[1]));
            });
    return rows;
  }
}
