package org.spectraflow.engine.run;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/**
 * What the pre-scan of a run's variants learns about PLS {@code n_components} sweeps: variants
 * whose documents are equal once every PLS {@code n_components} is erased form one group, and each
 * variant is told the largest {@code n_components} of its group, so that its PLS fits can be made
 * once at that size and reused by the group's smaller sizes ({@link PlsFitReuse}). A hint only: a
 * too large figure costs components, never correctness (reuse is keyed by data).
 */
final class PlsSweepPlan {

  /** The plan of a run without model-fit reuse: every variant fits its own size. */
  static final PlsSweepPlan NONE = new PlsSweepPlan();

  private static final String COMPONENTS = "n_components";

  private final Map<Fingerprint, Integer> groupMax = new HashMap<>();
  private final Map<Integer, Fingerprint> groupOf = new HashMap<>();

  /** Adds {@code v} to its group (call once per variant, in any order). */
  void add(Variant v) {
    if (this == NONE) {
      throw new IllegalStateException("the empty plan is immutable");
    }
    int[] max = {0};
    String erased = erase(v.pipeline().toJson(), false, max);
    if (max[0] == 0) {
      return;
    }
    Fingerprint group = Fingerprint.ofString(erased);
    groupOf.put((int) v.index(), group);
    groupMax.merge(group, max[0], Math::max);
  }

  /** The largest PLS {@code n_components} of {@code variant}'s group, if it has a PLS model. */
  Optional<Integer> largestComponents(int variant) {
    return Optional.ofNullable(groupOf.get(variant)).map(groupMax::get);
  }

  /**
   * The JSON text of {@code node} without PLS {@code n_components}; their maximum in max[0].
   * Written as small methods appending to one builder: a recursive pattern switch building strings
   * with lambdas made C2 inline itself into one huge method (seconds of compilation).
   */
  private static String erase(JsonValue node, boolean plsParams, int[] max) {
    StringBuilder out = new StringBuilder(256);
    append(node, plsParams, max, out);
    return out.toString();
  }

  private static void append(JsonValue node, boolean plsParams, int[] max, StringBuilder out) {
    if (node instanceof JsonObject o) {
      appendObject(o, plsParams, max, out);
    } else if (node instanceof JsonArray a) {
      appendArray(a, max, out);
    } else {
      out.append(node);
    }
  }

  private static void appendObject(JsonObject o, boolean plsParams, int[] max, StringBuilder out) {
    boolean pls = isPls(o);
    out.append('{');
    for (Map.Entry<String, JsonValue> member : o.members().entrySet()) {
      String k = member.getKey();
      JsonValue value = member.getValue();
      if (plsParams && k.equals(COMPONENTS) && value instanceof JsonValue.JsonInt i) {
        max[0] = Math.max(max[0], i.value().intValue());
        continue;
      }
      out.append(JsonValue.string(k)).append(':');
      append(value, pls && k.equals("params"), max, out);
      out.append(',');
    }
    out.append('}');
  }

  private static void appendArray(JsonArray a, int[] max, StringBuilder out) {
    out.append('[');
    for (JsonValue item : a.items()) {
      append(item, false, max, out);
      out.append(',');
    }
    out.append(']');
  }

  private static boolean isPls(JsonObject o) {
    return o.get("class")
        .flatMap(JsonValue::asString)
        .map(c -> c.equals("PLSRegression") || c.endsWith(".PLSRegression"))
        .orElse(false);
  }
}
