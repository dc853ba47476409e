package org.spectraflow.ui.sweep;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.generate.VariantNames;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.VariantReport;
import org.spectraflow.engine.sweep.SweepAxis;
import org.spectraflow.engine.sweep.SweepEffects;
import org.spectraflow.engine.sweep.SweepOption;
import org.spectraflow.engine.sweep.VariantChoices;

/**
 * What the sweep explorer shows for one run: the axes (ordered by their effect on the score, the
 * largest first) and every variant ranked best first. Computed off the FX thread by {@link #of} (it
 * expands the document again). Immutable.
 *
 * @param metric the ranking score's name ({@code cv rmse}, {@code test rmse})
 * @param higherIsBetter whether a larger score ranks first
 * @param axes the generator axes, largest effect first
 * @param rows every variant, best first
 */
public record SweepFigures(
    String metric, boolean higherIsBetter, List<SweepAxis> axes, List<SweepRow> rows) {

  /** Nothing to show. */
  public static final SweepFigures NONE = new SweepFigures("", false, List.of(), List.of());

  /** Copies the lists. */
  public SweepFigures {
    axes = List.copyOf(axes);
    rows = List.copyOf(rows);
  }

  /** The figures of {@code report}, a run of {@code document}. */
  public static SweepFigures of(PipelineDocument document, RunReport report) {
    if (report.variants().size() < 2) {
      return NONE;
    }
    VariantNames names = new VariantNames(OperatorRegistry.standard());
    List<VariantChoices> choices = new ArrayList<>();
    Map<Integer, String> variantNames = new HashMap<>();
    int count = report.variants().stream().mapToInt(VariantReport::index).max().orElse(0) + 1;
    VariantExpansion.standard()
        .unlimited(document)
        .limit(count)
        .forEach(
            (Variant v) -> {
              choices.add(VariantChoices.of(v, names));
              variantNames.put((int) v.index(), v.name());
            });
    Map<Integer, Double> scores = SweepEffects.scores(report);
    List<SweepAxis> axes = new ArrayList<>(SweepEffects.of(choices, scores));
    axes.sort(
        Comparator.comparingDouble((SweepAxis a) -> Double.isNaN(a.effect()) ? -1 : a.effect())
            .reversed());
    boolean higher = higherIsBetter(report);
    String metric = metric(report);
    return new SweepFigures(
        metric, higher, axes, rows(choices, axes, scores, variantNames, higher));
  }

  private static List<SweepRow> rows(
      List<VariantChoices> choices,
      List<SweepAxis> axes,
      Map<Integer, Double> scores,
      Map<Integer, String> names,
      boolean higher) {
    Comparator<Double> order = higher ? Comparator.reverseOrder() : Comparator.naturalOrder();
    List<VariantChoices> ranked = new ArrayList<>(choices);
    ranked.sort(
        Comparator.comparing(
            (VariantChoices c) -> finite(scores.get(c.variant())), Comparator.nullsLast(order)));
    List<SweepRow> rows = new ArrayList<>();
    for (VariantChoices c : ranked) {
      List<String> picked = new ArrayList<>();
      for (SweepAxis a : axes) {
        for (SweepOption o : a.options()) {
          if (o.variants().contains(c.variant())) {
            picked.add(o.label());
          }
        }
      }
      List<String> ids =
          c.places().values().stream()
              .map(VariantChoices.Held::templateId)
              .filter(id -> id != null && id.contains("/_or_/"))
              .toList();
      rows.add(
          new SweepRow(
              rows.size() + 1,
              c.variant(),
              finite(scores.get(c.variant())),
              String.join(" · ", picked),
              names.getOrDefault(c.variant(), ""),
              ids));
    }
    return rows;
  }

  private static Double finite(Double v) {
    return v == null || v.isNaN() ? null : v;
  }

  private static boolean higherIsBetter(RunReport report) {
    return firstModel(report).map(m -> m.scoreNames().primary().higherIsBetter()).orElse(false);
  }

  private static String metric(RunReport report) {
    return firstModel(report)
        .map(m -> (m.cv() != null ? "CV " : "test ") + m.scoreNames().primary().key())
        .orElse("score");
  }

  private static java.util.Optional<ModelReport> firstModel(RunReport report) {
    return report.variants().stream().flatMap(v -> v.models().stream()).findFirst();
  }
}
