package org.spectraflow.ui.selection;

import java.util.Set;
import java.util.TreeSet;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.Keywords;
import org.spectraflow.ui.editor.StepEdits;
import org.spectraflow.ui.editor.StepPath;

/**
 * The document edit of "Exclude selected and re-run" (docs/diagnostics.md §7): a first step {@code
 * {"exclude": [{"class": "spectraflow.operators.filters.SampleListFilter", "params": {"samples":
 * [...]}}]}} listing the selected dataset sample ids, so the excluded training samples leave the
 * folds and every fit while the document stays a plain nirs4all-style exclude the user can read,
 * edit or delete. When the document already starts with such a step, its list grows (the union)
 * instead of a second step being added. Pure: the editor applies it as one undoable command.
 */
public final class ExcludeSelection {

  /** The filter's class as the step writes it. */
  public static final String FILTER = "spectraflow.operators.filters.SampleListFilter";

  private ExcludeSelection() {}

  /**
   * {@code steps} with the samples {@code ids} excluded; the exclude step is selected.
   *
   * @throws IllegalArgumentException when nothing is selected
   */
  public static StepEdits.Result edit(JsonValue steps, Set<Integer> ids) {
    if (ids.isEmpty()) {
      throw new IllegalArgumentException("no sample is selected");
    }
    JsonArray list = steps instanceof JsonArray a ? a : JsonArray.EMPTY;
    TreeSet<Integer> all = new TreeSet<>(ids);
    boolean merge = list.size() > 0 && listed(list.get(0), all);
    JsonValue step =
        JsonObject.of(
            Keywords.EXCLUDE,
            JsonArray.of(
                JsonObject.builder()
                    .put("class", JsonValue.string(FILTER))
                    .put(
                        "params",
                        JsonObject.of(
                            "samples",
                            JsonArray.of(all.stream().map(i -> JsonValue.integer(i)).toList())))
                    .build()));
    JsonArray next = merge ? list.with(0, step) : list.inserted(0, step);
    return new StepEdits.Result(next, StepPath.ROOT.index(0));
  }

  /**
   * True when {@code step} is an exclude of one listed-samples filter; its ids are added to {@code
   * into}.
   */
  static boolean listed(JsonValue step, Set<Integer> into) {
    if (!(step instanceof JsonObject o)
        || o.size() != 1
        || !(o.get(Keywords.EXCLUDE).orElse(null) instanceof JsonArray filters)
        || filters.size() != 1
        || !(filters.get(0) instanceof JsonObject filter)
        || !filter.get("class").map(c -> c.equals(JsonValue.string(FILTER))).orElse(false)
        || !(filter.get("params").orElse(null) instanceof JsonObject params)
        || !(params.get("samples").orElse(null) instanceof JsonArray samples)) {
      return false;
    }
    for (JsonValue v : samples.items()) {
      if (v instanceof JsonValue.JsonInt i) {
        into.add(i.value().intValueExact());
      }
    }
    return true;
  }
}
