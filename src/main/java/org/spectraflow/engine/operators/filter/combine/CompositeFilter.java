package org.spectraflow.engine.operators.filter.combine;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.SampleFilterOperator;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.operators.filter.SampleFilter;

/**
 * nirs4all's {@code CompositeFilter} (docs/compatibility.md, filters): several filters as one. With
 * {@code mode="any"} (default) a sample is flagged when any filter flags it (the keep flags are
 * AND-ed); with {@code "all"} only when every filter flags it (OR-ed). Each filter in {@code
 * filters} is a reference ({@code "YOutlierFilter"} or {@code {"class": ..., "params": {...}}})
 * resolved through the catalogue; each is fitted on the same rows. Immutable.
 */
public final class CompositeFilter extends SampleFilter {

  private final List<SampleFilterOperator> filters;
  private final boolean all;

  private CompositeFilter(
      OperatorConfig config, String[] names, List<SampleFilterOperator> filters, boolean all) {
    super(config, names[0], names[1]);
    this.filters = List.copyOf(filters);
    this.all = all;
  }

  /** Reads {@code filters} (a non-empty list), {@code mode="any"}, reason, tag_name. */
  public static CompositeFilter of(Params p) {
    Object v = p.raw("filters", null);
    if (!(v instanceof List<?> list) || list.isEmpty()) {
      throw p.invalid("filters", v, "must be a non-empty list of filters");
    }
    List<SampleFilterOperator> filters = new ArrayList<>();
    for (Object ref : list) {
      filters.add(filter(p, ref));
    }
    String mode = p.string("mode", "any");
    if (!mode.equals("any") && !mode.equals("all")) {
      throw p.invalid("mode", mode, "must be 'any' or 'all'");
    }
    String[] names = names(p);
    return new CompositeFilter(p.config(), names, filters, mode.equals("all"));
  }

  private static SampleFilterOperator filter(Params p, Object ref) {
    String path;
    Map<String, Object> params = Map.of();
    if (ref instanceof String s) {
      path = s;
    } else if (ref instanceof Map<?, ?> m && m.get("class") instanceof String c) {
      path = c;
      if (m.get("params") instanceof Map<?, ?> given) {
        @SuppressWarnings("unchecked")
        Map<String, Object> typed = (Map<String, Object>) given;
        params = typed;
      }
    } else {
      throw p.invalid(
          "filters", ref, "must hold filter references {\"class\": ..., \"params\": ...}");
    }
    TransformOperator op;
    try {
      op = OperatorFactory.transform(path.substring(path.lastIndexOf('.') + 1), params);
    } catch (IllegalArgumentException e) {
      throw p.invalid("filters", ref, "must be supported filters (" + e.getMessage() + ")");
    }
    if (!(op instanceof SampleFilterOperator f)) {
      throw p.invalid("filters", ref, "is not a sample filter");
    }
    return f;
  }

  /** The filters, in order. */
  public List<SampleFilterOperator> filters() {
    return filters;
  }

  @Override
  public Fitted fitFilter(Block x, double[] y) {
    List<Fitted> fitted = new ArrayList<>();
    for (SampleFilterOperator f : filters) {
      fitted.add(f.fitFilter(x, y));
    }
    return (rows, targets) -> {
      List<boolean[]> keeps = new ArrayList<>();
      for (Fitted f : fitted) {
        keeps.add(f.keep(rows, targets));
      }
      return combine(keeps, rows.rows());
    };
  }

  @Override
  public boolean[] keepSamples(Block x, double[] y, int[] samples, Rows rows) {
    List<boolean[]> keeps = new ArrayList<>();
    for (SampleFilterOperator f : filters) {
      keeps.add(f.keepSamples(x, y, samples, rows));
    }
    return combine(keeps, samples.length);
  }

  private boolean[] combine(List<boolean[]> keeps, int n) {
    boolean[] out = new boolean[n];
    for (int i = 0; i < n; i++) {
      boolean any = false;
      boolean every = true;
      for (boolean[] k : keeps) {
        any |= k[i];
        every &= k[i];
      }
      out[i] = all ? any : every;
    }
    return out;
  }

  /** The catalogue declaration (docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "CompositeFilter",
              "nirs4all.operators.filters.base",
              Category.FILTERS,
              "several filters as one: flag when any (or all) of them flags",
              CompositeFilter::of)
          .params(
              ParamSpec.operatorList(
                  "filters", "the sample filters to combine, each fitted on the same rows"),
              ParamSpec.choice(
                  "mode",
                  "any",
                  List.of("any", "all"),
                  "flag when any filter flags, or only when all of them do"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
