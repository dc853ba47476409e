package org.spectraflow.engine.operators.filter.combine;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.MetadataTable;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.filter.SampleFilter;

/**
 * nirs4all's {@code MetadataFilter} (docs/compatibility.md, filters): judges each sample by the
 * value of one metadata {@code column} of its base sample, whatever its spectrum. With {@code
 * values_to_keep} a sample is kept when its value is listed; with {@code values_to_exclude} when it
 * is not; a missing value (empty text, NaN) is dropped when {@code exclude_missing} (default true).
 * Values compare as text, numbers in their shortest form ({@code 3} and {@code 3.0} are equal).
 * nirs4all's {@code condition} (a Python function) cannot be written in a document and is refused.
 * Immutable.
 */
public final class MetadataFilter extends SampleFilter {

  private final String column;
  private final Set<String> keepOnly;
  private final Set<String> drop;
  private final boolean excludeMissing;

  private MetadataFilter(
      OperatorConfig config,
      String[] names,
      String column,
      Set<String> keepOnly,
      Set<String> drop,
      boolean excludeMissing) {
    super(config, names[0], names[1]);
    this.column = column;
    this.keepOnly = keepOnly;
    this.drop = drop;
    this.excludeMissing = excludeMissing;
  }

  /**
   * Reads {@code column, condition=None, values_to_exclude=None, values_to_keep=None,
   * exclude_missing=True, reason=None, tag_name=None}.
   */
  public static MetadataFilter of(Params p) {
    String column = p.string("column", null);
    if (column == null || column.isBlank()) {
      throw p.invalid("column", column, "must name a metadata column");
    }
    if (p.raw("condition", null) != null) {
      throw p.invalid(
          "condition",
          p.raw("condition", null),
          "is a Python function, which a document cannot hold; use values_to_keep or"
              + " values_to_exclude");
    }
    Set<String> keep = values(p, "values_to_keep");
    Set<String> drop = values(p, "values_to_exclude");
    if (keep != null && drop != null) {
      throw p.invalid(
          "values_to_keep",
          p.raw("values_to_keep", null),
          "cannot be given with values_to_exclude");
    }
    boolean excludeMissing = p.flag("exclude_missing", true);
    String[] names = names(p);
    return new MetadataFilter(p.config(), names, column, keep, drop, excludeMissing);
  }

  private static Set<String> values(Params p, String name) {
    Object v = p.raw(name, null);
    if (v == null) {
      return null;
    }
    List<?> list = v instanceof List<?> l ? l : List.of(v);
    Set<String> out = new HashSet<>();
    for (Object o : list) {
      out.add(text(o));
    }
    return out;
  }

  /** A value as compared: numbers in their shortest form, other values as text. */
  static String text(Object o) {
    if (o instanceof Number n) {
      double d = n.doubleValue();
      return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d);
    }
    if (o instanceof Boolean b) {
      return b ? "True" : "False";
    }
    return String.valueOf(o);
  }

  /** Without the metadata the filter cannot judge a row. */
  @Override
  public Fitted fitFilter(Block x, double[] y) {
    throw new IllegalArgumentException(
        "MetadataFilter reads the dataset's metadata: use it in exclude or tag");
  }

  @Override
  public boolean[] keepSamples(Block x, double[] y, int[] samples, Rows rows) {
    MetadataTable meta = rows.metadata();
    if (!meta.names().contains(column)) {
      throw new IllegalArgumentException(
          "MetadataFilter: the dataset has no metadata column '"
              + column
              + "'; columns: "
              + meta.names());
    }
    List<String> values = columnText(meta.column(column));
    boolean[] keep = new boolean[samples.length];
    for (int i = 0; i < keep.length; i++) {
      int origin = rows.origins()[i];
      String v = origin < values.size() ? values.get(origin) : null;
      if (v == null) {
        keep[i] = !excludeMissing;
      } else if (keepOnly != null) {
        keep[i] = keepOnly.contains(v);
      } else {
        keep[i] = drop == null || !drop.contains(v);
      }
    }
    return keep;
  }

  /** The column's values as compared; null for a missing value. */
  private static List<String> columnText(MetadataTable.Column c) {
    List<String> out = new ArrayList<>();
    switch (c) {
      case MetadataTable.Numbers n -> {
        for (double d : n.values()) {
          out.add(Double.isNaN(d) ? null : text(d));
        }
      }
      case MetadataTable.Texts t -> {
        for (String s : t.values()) {
          out.add(s == null || s.isEmpty() ? null : s);
        }
      }
    }
    return out;
  }

  /** The catalogue declaration (docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "MetadataFilter",
              "nirs4all.operators.filters.metadata",
              Category.FILTERS,
              "flag samples by a metadata column's value (values_to_keep / values_to_exclude)",
              MetadataFilter::of)
          .params(
              ParamSpec.text("column", null, "metadata column whose value judges each sample"),
              ParamSpec.valueList(
                  "values_to_keep", "keep only samples whose value is listed (not with exclude)"),
              ParamSpec.valueList(
                  "values_to_exclude", "flag samples whose value is listed (not with keep)"),
              ParamSpec.bool(
                  "exclude_missing", true, "flag samples with no value (empty text or NaN)"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
