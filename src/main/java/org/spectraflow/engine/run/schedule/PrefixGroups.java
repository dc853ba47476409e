package org.spectraflow.engine.run.schedule;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.Step;

/**
 * Cuts a run's variants (in index order) into prefix groups, the units a {@link VariantRunner}
 * schedules: consecutive variants whose documents agree on every top-level step but the last
 * (odometer order puts a model sweep's sizes next to each other), so one worker meets their shared
 * preprocessing and PLS fit warm. A group holds at most {@code maxSize} variants, so that a
 * document whose only generator is in its last step still spreads over the workers.
 */
final class PrefixGroups {

  private PrefixGroups() {}

  /** The groups of {@code variants}, each at most {@code maxSize} long, in index order. */
  static List<List<Variant>> of(List<Variant> variants, int maxSize) {
    if (maxSize <= 0) {
      throw new IllegalArgumentException("maxSize must be positive, was " + maxSize);
    }
    List<List<Variant>> groups = new ArrayList<>();
    List<Variant> current = new ArrayList<>();
    List<JsonValue> prefix = null;
    for (Variant v : variants) {
      List<JsonValue> p = prefix(v);
      if (!current.isEmpty() && (current.size() == maxSize || !Objects.equals(p, prefix))) {
        groups.add(List.copyOf(current));
        current.clear();
      }
      current.add(v);
      prefix = p;
    }
    if (!current.isEmpty()) {
      groups.add(List.copyOf(current));
    }
    return List.copyOf(groups);
  }

  /** The largest group size that still gives each of {@code workers} about four groups. */
  static int maxSizeFor(int variants, int workers) {
    return Math.max(1, (variants + 4 * workers - 1) / (4 * workers));
  }

  private static List<JsonValue> prefix(Variant v) {
    List<Step> steps = v.pipeline().steps();
    return steps.subList(0, Math.max(0, steps.size() - 1)).stream().map(Step::toJson).toList();
  }
}
