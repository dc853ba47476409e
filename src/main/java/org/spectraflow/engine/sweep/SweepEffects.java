package org.spectraflow.engine.sweep;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.json.PythonJson;
import org.spectraflow.engine.operators.metric.Metric;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.VariantReport;

/**
 * The effect of each generator choice on the score: variants' {@link VariantChoices} compared place
 * by place give the axes. A place where variants hold different things is a choice axis (each
 * distinct label an option, {@code none} where a variant holds nothing there), unless every variant
 * holds the same operator class there, differing only in parameters: then each parameter that takes
 * two or more values is its own axis (numeric when every value is a number, such as a {@code
 * _range_} of {@code n_components}). A place where every variant holds the same is no axis. Each
 * option carries the scores of the variants that took it. Stateless.
 */
public final class SweepEffects {

  private SweepEffects() {}

  /**
   * The axes of {@code choices} with each variant's score from {@code scores} (by variant index; a
   * variant without a score counts as NaN), in document order.
   */
  public static List<SweepAxis> of(List<VariantChoices> choices, Map<Integer, Double> scores) {
    Set<String> places = new LinkedHashSet<>();
    choices.forEach(c -> places.addAll(c.places().keySet()));
    List<SweepAxis> axes = new ArrayList<>();
    for (String place : places) {
      List<VariantChoices.Held> held = new ArrayList<>();
      for (VariantChoices c : choices) {
        held.add(
            c.places()
                .getOrDefault(
                    place, new VariantChoices.Held(VariantChoices.NONE, null, Map.of(), null)));
      }
      if (held.stream().map(VariantChoices.Held::label).distinct().count() < 2) {
        continue;
      }
      String cls = held.get(0).className();
      boolean oneClass = cls != null && held.stream().allMatch(h -> cls.equals(h.className()));
      if (oneClass) {
        axes.addAll(parameterAxes(place, cls, held, choices, scores));
      } else {
        axes.add(
            axis(
                name(place),
                held.stream().map(VariantChoices.Held::label).toList(),
                null,
                choices,
                scores));
      }
    }
    return axes;
  }

  /** Each variant's ranking score: its best-ranked model's selection score (NaN for none). */
  public static Map<Integer, Double> scores(RunReport report) {
    Map<Integer, Double> out = new HashMap<>();
    for (VariantReport v : report.variants()) {
      double best = Double.NaN;
      for (ModelReport m : v.models()) {
        Metric metric = m.scoreNames().primary();
        if (metric.better(m.selectionScore(), best)) {
          best = m.selectionScore();
        }
      }
      out.put(v.index(), best);
    }
    return out;
  }

  private static List<SweepAxis> parameterAxes(
      String place,
      String cls,
      List<VariantChoices.Held> held,
      List<VariantChoices> choices,
      Map<Integer, Double> scores) {
    Set<String> params = new LinkedHashSet<>();
    held.forEach(h -> params.addAll(h.params().keySet()));
    String simple = cls.substring(cls.lastIndexOf('.') + 1);
    List<SweepAxis> axes = new ArrayList<>();
    for (String p : params) {
      List<JsonValue> values = held.stream().map(h -> h.params().get(p)).toList();
      if (values.stream().distinct().count() < 2) {
        continue;
      }
      boolean numeric =
          values.stream()
              .allMatch(v -> v instanceof JsonValue.JsonInt || v instanceof JsonValue.JsonFloat);
      List<String> labels =
          values.stream().map(v -> v == null ? "default" : PythonJson.displayRepr(v)).toList();
      List<Double> numbers = numeric ? values.stream().map(SweepEffects::number).toList() : null;
      axes.add(axis(name(place) + " · " + simple + " " + p, labels, numbers, choices, scores));
    }
    return axes;
  }

  private static double number(JsonValue v) {
    return switch (v) {
      case JsonValue.JsonInt i -> i.value().doubleValue();
      case JsonValue.JsonFloat f -> f.value();
      default -> Double.NaN;
    };
  }

  private static SweepAxis axis(
      String name,
      List<String> labels,
      List<Double> numbers,
      List<VariantChoices> choices,
      Map<Integer, Double> scores) {
    Map<String, List<Integer>> variants = new LinkedHashMap<>();
    Map<String, Double> values = new HashMap<>();
    for (int i = 0; i < labels.size(); i++) {
      variants.computeIfAbsent(labels.get(i), k -> new ArrayList<>()).add(choices.get(i).variant());
      if (numbers != null) {
        values.put(labels.get(i), numbers.get(i));
      }
    }
    List<SweepOption> options = new ArrayList<>();
    variants.forEach(
        (label, vs) -> {
          List<Double> s = vs.stream().map(v -> scores.getOrDefault(v, Double.NaN)).toList();
          double[] arr = s.stream().mapToDouble(Double::doubleValue).toArray();
          options.add(new SweepOption(label, values.get(label), vs, s, Spread.of(arr)));
        });
    if (numbers != null) {
      options.sort(Comparator.comparingDouble(SweepOption::value));
    }
    return new SweepAxis(name, numbers != null, options);
  }

  /**
   * A readable name of a template place: {@code /pipeline/0/_cartesian_/1/_or_} is {@code step 1 ·
   * stage 2 choice}.
   */
  static String name(String place) {
    String[] parts = place.split("/");
    List<String> out = new ArrayList<>();
    for (int i = 1; i < parts.length; i++) {
      String p = parts[i];
      String next = i + 1 < parts.length ? parts[i + 1] : null;
      boolean index = next != null && next.matches("\\d+");
      switch (p) {
        case "pipeline" -> {
          if (index) {
            out.add("step " + (Integer.parseInt(next) + 1));
            i++;
          }
        }
        case "_cartesian_", "_chain_" -> {
          if (index) {
            out.add("stage " + (Integer.parseInt(next) + 1));
            i++;
          }
        }
        case "_or_" -> out.add("choice");
        case "branch" -> {
          if (next != null) {
            out.add("branch " + next);
            i++;
          }
        }
        default -> {
          if (p.matches("\\d+")) {
            out.add("item " + (Integer.parseInt(p) + 1));
          } else if (!p.isEmpty()) {
            out.add(p);
          }
        }
      }
    }
    return String.join(" · ", out);
  }
}
