package org.spectraflow.engine.run.step;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.spectraflow.engine.data.MetadataTable;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.DocumentPath;

/**
 * The groups of a split step (docs/compatibility.md): {@code group_by} (or its legacy alias {@code
 * group}) names one metadata column or a list of them; each sample's label is the column's value
 * ({@code Double} or {@code String}), or the list of values for several columns. The dataset's
 * repetition column, when it declares one, gives each sample's repetition id. Missing columns and
 * missing cells are errors naming the step's path.
 */
public final class SplitGroups {

  private SplitGroups() {}

  /**
   * The column names of the step's {@code group_by}, empty when the step has none (the repetition
   * and aggregation keys are read by {@code GroupOptions}).
   */
  public static List<String> columns(JsonObject siblings, DocumentPath at) {
    Optional<JsonValue> groupBy = siblings.get("group_by");
    Optional<JsonValue> legacy = siblings.get("group");
    if (groupBy.isPresent() && legacy.isPresent() && !groupBy.get().equals(legacy.get())) {
      throw new IllegalArgumentException(
          at.key("group")
              + ": 'group' (deprecated) and 'group_by'"
              + " disagree; keep only 'group_by'");
    }
    Optional<JsonValue> v = groupBy.or(() -> legacy);
    if (v.isEmpty() || v.get() instanceof JsonValue.JsonNull) {
      return List.of();
    }
    DocumentPath path = at.key(groupBy.isPresent() ? "group_by" : "group");
    List<String> out = new ArrayList<>();
    List<JsonValue> items = v.get() instanceof JsonArray a ? a.items() : List.of(v.get());
    for (JsonValue item : items) {
      out.add(
          item.asString()
              .orElseThrow(
                  () ->
                      new IllegalArgumentException(
                          path
                              + ": must be a metadata column name or a list of names, was "
                              + item)));
    }
    if (out.isEmpty()) {
      throw new IllegalArgumentException(path + ": names no metadata column");
    }
    return out;
  }

  /** The labels of samples {@code ids} for {@code columns}; null when there are no columns. */
  static Object[] labels(SpectroDataset ds, int[] ids, List<String> columns, DocumentPath at) {
    if (columns.isEmpty()) {
      return null;
    }
    MetadataTable meta = ds.metadata();
    List<Object[]> cols = new ArrayList<>();
    for (String c : columns) {
      if (!meta.names().contains(c)) {
        throw new IllegalArgumentException(
            at.key("group_by")
                + ": no metadata column '"
                + c
                + "'; the dataset has "
                + (meta.names().isEmpty() ? "no metadata" : meta.names()));
      }
      cols.add(cells(meta.column(c)));
    }
    int[] rows = ModelController.origins(ds, ids);
    Object[] out = new Object[ids.length];
    for (int i = 0; i < ids.length; i++) {
      List<Object> values = new ArrayList<>();
      for (int c = 0; c < cols.size(); c++) {
        values.add(cell(cols.get(c), rows[i], columns.get(c), at));
      }
      out[i] = values.size() == 1 ? values.get(0) : List.copyOf(values);
    }
    return out;
  }

  /**
   * The values of the dataset's repetition column for samples {@code ids}; null when the dataset
   * declares none. A missing cell is an error naming the step at {@code at}.
   */
  static Object[] repetitions(SpectroDataset ds, int[] ids, DocumentPath at) {
    if (ds.repetitionColumn().isEmpty()) {
      return null;
    }
    String name = ds.repetitionColumn().get();
    Object[] col = cells(ds.metadata().column(name));
    int[] rows = ModelController.origins(ds, ids);
    Object[] out = new Object[ids.length];
    for (int i = 0; i < ids.length; i++) {
      Object v = col[rows[i]];
      if (v == null) {
        throw new IllegalArgumentException(
            at
                + ": the dataset's repetition column '"
                + name
                + "' has no value for sample "
                + rows[i]
                + "; fill it, or set \"ignore_repetition\": true on the split");
      }
      out[i] = v;
    }
    return out;
  }

  private static Object[] cells(MetadataTable.Column col) {
    return switch (col) {
      case MetadataTable.Numbers n ->
          Arrays.stream(n.values()).mapToObj(d -> Double.isNaN(d) ? null : (Object) d).toArray();
      case MetadataTable.Texts t -> t.values().toArray();
    };
  }

  private static Object cell(Object[] col, int row, String name, DocumentPath at) {
    Object v = col[row];
    if (v == null) {
      throw new IllegalArgumentException(
          at.key("group_by")
              + ": metadata column '"
              + name
              + "' has no value for sample "
              + row
              + "; fill it or group by another column");
    }
    return v;
  }
}
