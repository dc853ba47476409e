package org.spectraflow.engine.pipeline;

import java.util.List;
import java.util.Set;
import org.spectraflow.engine.json.JsonValue;

/**
 * One keyword of the pipeline language, declared once in {@link KeywordCatalogue}: what the parser,
 * the pre-run checks, the studio's palette and docs/keywords.md know about it.
 *
 * @param name the keyword ({@link Keywords} constant)
 * @param support whether the engine runs it
 * @param value the shape of its value
 * @param valueText its value in words, for docs/keywords.md
 * @param siblings the sibling keys it reads (besides {@code name}, {@code metadata}, {@code _}
 *     annotations and generator keys); unchecked when {@code checked} is false
 * @param checked whether unknown sibling keys are refused before a run
 * @param priority its rank when a step object holds several keywords (1 wins; 0: document order)
 * @param description one line, for the palette and the docs
 * @param palette the studio palette's entries for it (empty: not in the palette)
 */
public record KeywordSpec(
    String name,
    Support support,
    ValueShape value,
    String valueText,
    Set<String> siblings,
    boolean checked,
    int priority,
    String description,
    List<PaletteItem> palette) {

  /** Whether and how the engine runs a keyword. */
  public enum Support {
    /** Planned and run. */
    RUNS("runs"),
    /** An old spelling, run as its replacement with a deprecation warning. */
    LEGACY("legacy"),
    /** Parsed as a keyword step but refused before the run (nirs4all has it, SpectraFlow not). */
    NOT_YET("refused: not supported yet"),
    /** Display only, no effect on the data. */
    DISPLAY("display only");

    private final String label;

    Support(String label) {
      this.label = label;
    }

    /** The label in docs/keywords.md. */
    public String label() {
      return label;
    }
  }

  /** The shape of a keyword's value, as far as the document checks care. */
  public enum ValueShape {
    /** An operator or a list of operators chained: an empty list does nothing and is refused. */
    OPERATORS,
    /** A model operator. */
    MODEL,
    /** A splitter. */
    SPLITTER,
    /** Branches (a list, a named object, or a separation selector). */
    BRANCHES,
    /** A merge mode or object. */
    MERGE_MODE,
    /** A filter or a list of filters. */
    FILTERS,
    /** An augmentation object. */
    AUGMENTATION,
    /** Not checked. */
    ANY
  }

  /**
   * An entry of the studio's palette.
   *
   * @param label the entry's label
   * @param description its one-line tooltip
   * @param template the step it inserts; operator references are written by class name ({@code
   *     "MinMaxScaler"}) and resolved to the registry's path by the palette
   */
  public record PaletteItem(String label, String description, JsonValue template) {}

  /** Copies the collections. */
  public KeywordSpec {
    siblings = Set.copyOf(siblings);
    palette = List.copyOf(palette);
  }

  /** A keyword that runs, with no sibling keys, checked, no priority and no palette entry. */
  static KeywordSpec of(String name, ValueShape value, String valueText, String description) {
    return new KeywordSpec(
        name, Support.RUNS, value, valueText, Set.of(), true, 0, description, List.of());
  }

  /** A copy reading {@code keys} as sibling keys. */
  KeywordSpec siblings(String... keys) {
    return new KeywordSpec(
        name, support, value, valueText, Set.of(keys), checked, priority, description, palette);
  }

  /** A copy whose sibling keys are not checked. */
  KeywordSpec unchecked() {
    return new KeywordSpec(
        name, support, value, valueText, siblings, false, priority, description, palette);
  }

  /** A copy with a parser priority. */
  KeywordSpec priority(int rank) {
    return new KeywordSpec(
        name, support, value, valueText, siblings, checked, rank, description, palette);
  }

  /** A copy with another support. */
  KeywordSpec support(Support how) {
    return new KeywordSpec(
        name, how, value, valueText, siblings, checked, priority, description, palette);
  }

  /** A copy with palette entries. */
  KeywordSpec palette(PaletteItem... items) {
    return new KeywordSpec(
        name, support, value, valueText, siblings, checked, priority, description, List.of(items));
  }

  /** A copy with one palette entry labelled and described as the keyword. */
  KeywordSpec inPalette(JsonValue template) {
    return palette(new PaletteItem(name, description, template));
  }

  /** True when an empty list as the value does nothing (and is refused). */
  public boolean refusesEmptyList() {
    return value == ValueShape.OPERATORS;
  }
}
