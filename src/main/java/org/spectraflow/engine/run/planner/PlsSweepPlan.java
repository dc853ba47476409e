package org.spectraflow.engine.run.planner;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.run.reuse.PlsFitReuse;

/**
 * What the pre-scan of a run's variants learns about PLS {@code n_components} sweeps: variants
 * whose documents are equal once every PLS {@code n_components} is erased form one group, and each
 * variant is told the largest {@code n_components} of its group, so that its PLS fits can be made
 * once at that size and reused by the group's smaller sizes ({@link PlsFitReuse}). A hint only: a
 * too large figure costs components, never correctness (reuse is keyed by data).
 */
public final class PlsSweepPlan {

  /** The plan of a run without model-fit reuse: every variant fits its own size. */
  public static final PlsSweepPlan NONE = new PlsSweepPlan();

  private static final String COMPONENTS = "n_components";

  private final Map<Fingerprint, Integer> groupMax = new HashMap<>();
  private final Map<Integer, Fingerprint> groupOf = new HashMap<>();

  /** Adds {@code v} to its group (call once per variant, in any order). */
  void add(Variant v) {
    add(v.index(), memberOf(v));
  }

  /**
   * Adds variant {@code index} to the group {@link #memberOf} found for it (call once per variant,
   * in any order; a null member, a variant without PLS, adds nothing).
   */
  public void add(long index, Member member) {
    if (this == NONE) {
      throw new IllegalStateException("the empty plan is immutable");
    }
    if (member == null) {
      return;
    }
    groupOf.put((int) index, member.group());
    groupMax.merge(member.group(), member.largest(), Math::max);
  }

  /**
   * The sweep group of {@code v} and its own largest PLS {@code n_components}, or null when it has
   * no PLS model. Pure: any thread may compute it, for {@link #add(long, Member)} later.
   */
  public static Member memberOf(Variant v) {
    int[] max = {0};
    String erased = erase(v.pipeline().toJson(), false, max);
    return max[0] == 0 ? null : new Member(Fingerprint.ofString(erased), max[0]);
  }

  /** A variant's sweep group (its document without PLS sizes) and its largest PLS size. */
  public record Member(Fingerprint group, int largest) {}

  /** The largest PLS {@code n_components} of {@code variant}'s group, if it has a PLS model. */
  public Optional<Integer> largestComponents(int variant) {
    return Optional.ofNullable(groupOf.get(variant)).map(groupMax::get);
  }

  /**
   * A canonical text of {@code root} without PLS {@code n_components} (their maximum in max[0]),
   * written by a loop over an explicit stack. Not recursive on purpose: C2 inlined every recursive
   * form (a pattern switch building strings, small methods on one builder, a tree rebuilt and then
   * serialised) into itself, a 58-64 KB method that took seconds to compile on a cold run.
   */
  private static String erase(JsonValue root, boolean plsParams, int[] max) {
    StringBuilder out = new StringBuilder(256);
    Deque<Container> open = new ArrayDeque<>();
    write(root, plsParams, out, open);
    while (!open.isEmpty()) {
      Container c = open.peek();
      if (c.members != null && c.members.hasNext()) {
        Map.Entry<String, JsonValue> member = c.members.next();
        String k = member.getKey();
        JsonValue value = member.getValue();
        if (c.plsParams && k.equals(COMPONENTS) && value instanceof JsonValue.JsonInt i) {
          max[0] = Math.max(max[0], i.value().intValue());
          continue;
        }
        out.append(JsonValue.string(k)).append(':');
        write(value, c.pls && k.equals("params"), out, open);
      } else if (c.items != null && c.items.hasNext()) {
        write(c.items.next(), false, out, open);
      } else {
        out.append(c.close);
        open.pop();
      }
    }
    return out.toString();
  }

  /** Writes a leaf followed by ',', or opens a container (closed by the loop, then ','). */
  private static void write(
      JsonValue node, boolean plsParams, StringBuilder out, Deque<Container> open) {
    if (node instanceof JsonObject o) {
      out.append('{');
      open.push(new Container(o.members().entrySet().iterator(), null, isPls(o), plsParams, "},"));
    } else if (node instanceof JsonArray a) {
      out.append('[');
      open.push(new Container(null, a.items().iterator(), false, false, "],"));
    } else {
      out.append(node).append(',');
    }
  }

  /** An object or array being written: what is left of it and how it closes. */
  private record Container(
      Iterator<Map.Entry<String, JsonValue>> members,
      Iterator<JsonValue> items,
      boolean pls,
      boolean plsParams,
      String close) {}

  private static boolean isPls(JsonObject o) {
    return o.get("class")
        .flatMap(JsonValue::asString)
        .map(c -> c.equals("PLSRegression") || c.endsWith(".PLSRegression"))
        .orElse(false);
  }
}
