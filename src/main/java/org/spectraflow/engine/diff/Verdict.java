package org.spectraflow.engine.diff;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The verdict line of a diff (docs/history.md): the scores first ({@code scores identical}, or how
 * many models changed and the largest change), then the cost differences that moved: transformer
 * applications and model fits as counts ({@code 82 fewer transformer applications}), wall time and
 * peak RSS in percent ({@code peak RSS −38 %}), cache hits. Stateless.
 */
final class Verdict {

  private Verdict() {}

  static String of(List<ModelDelta> models, List<CounterRow> counters) {
    List<String> parts = new ArrayList<>();
    parts.add(scores(models));
    count(parts, counters, "transformer_applications", "transformer applications");
    count(parts, counters, "model_fits", "model fits");
    count(parts, counters, "cache_hits", "cache hits");
    percent(parts, counters, "wall_ms", "wall");
    percent(parts, counters, "peak_rss_bytes", "peak RSS");
    return String.join("; ", parts);
  }

  private static String scores(List<ModelDelta> models) {
    if (models.isEmpty()) {
      return "no model scores to compare";
    }
    long changed = models.stream().filter(m -> m.change() == ScoreChange.CHANGED).count();
    long onlyA = models.stream().filter(m -> m.change() == ScoreChange.ONLY_A).count();
    long onlyB = models.stream().filter(m -> m.change() == ScoreChange.ONLY_B).count();
    if (changed == 0 && onlyA == 0 && onlyB == 0) {
      return "scores identical";
    }
    List<String> out = new ArrayList<>();
    if (changed > 0) {
      double largest =
          models.stream()
              .filter(m -> m.change() == ScoreChange.CHANGED)
              .mapToDouble(m -> Math.abs(m.delta()))
              .filter(Double::isFinite)
              .max()
              .orElse(Double.NaN);
      out.add(
          "scores changed in "
              + changed
              + " of "
              + models.size()
              + " models"
              + (Double.isFinite(largest)
                  ? " (largest |Δ| " + String.format(Locale.ROOT, "%.4g", largest) + ")"
                  : ""));
    }
    if (onlyA > 0) {
      out.add(onlyA + " models only in A");
    }
    if (onlyB > 0) {
      out.add(onlyB + " models only in B");
    }
    return String.join("; ", out);
  }

  private static void count(List<String> parts, List<CounterRow> rows, String name, String what) {
    CounterRow c = find(rows, name);
    if (c == null || c.delta() == 0) {
      return;
    }
    parts.add(Math.abs(c.delta()) + (c.delta() < 0 ? " fewer " : " more ") + what);
  }

  private static void percent(List<String> parts, List<CounterRow> rows, String name, String what) {
    CounterRow c = find(rows, name);
    if (c == null || c.a() == 0 || c.b() == 0) {
      return;
    }
    long p = Math.round(c.percent());
    if (p != 0) {
      parts.add(what + " " + (p < 0 ? "−" : "+") + Math.abs(p) + " %");
    }
  }

  private static CounterRow find(List<CounterRow> rows, String name) {
    return rows.stream().filter(c -> c.name().equals(name)).findFirst().orElse(null);
  }
}
