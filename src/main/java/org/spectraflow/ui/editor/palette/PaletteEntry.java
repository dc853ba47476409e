package org.spectraflow.ui.editor.palette;

import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.spectraflow.engine.json.JsonValue;

/**
 * One insertable palette item. A {@link Kind#STEP} entry inserts its JSON template as a step; a
 * {@link Kind#SWEEP} entry ({@code _range_}, {@code _log_range_}) turns a parameter of the operator
 * it is dropped on into a sweep.
 *
 * @param label the name shown and typed in quick-add ({@code SavitzkyGolay}, {@code _or_})
 * @param group the palette category ({@code Smoothing and derivatives}, {@code Structure})
 * @param description one line shown under the label
 * @param kind what dropping it does
 * @param template the JSON inserted (for sweeps: the generator keyword as a string)
 * @param aliases other names quick-add accepts ({@code SG}, {@code SNV})
 */
public record PaletteEntry(
    String label,
    String group,
    String description,
    Kind kind,
    JsonValue template,
    List<String> aliases) {

  /** What dropping the entry does. */
  public enum Kind {
    /** Inserts a step (or an alternative, a lane step). */
    STEP,
    /** Sweeps a parameter of the operator it is dropped on. */
    SWEEP
  }

  /** Copies the aliases. */
  public PaletteEntry {
    aliases = List.copyOf(aliases);
  }

  /** How well the entry matches a typed query: 3 exact, 2 prefix, 1 contained, 0 no match. */
  public int match(String query) {
    String q = query.strip().toLowerCase(Locale.ROOT);
    if (q.isEmpty()) {
      return 1;
    }
    int best = 0;
    for (String name : names()) {
      String n = name.toLowerCase(Locale.ROOT);
      best = Math.max(best, n.equals(q) ? 3 : n.startsWith(q) ? 2 : n.contains(q) ? 1 : 0);
    }
    if (best == 0 && (group + " " + description).toLowerCase(Locale.ROOT).contains(q)) {
      best = 1;
    }
    return best;
  }

  private List<String> names() {
    return Stream.concat(Stream.of(label), aliases.stream()).toList();
  }
}
