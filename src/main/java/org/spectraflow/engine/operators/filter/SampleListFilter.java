package org.spectraflow.engine.operators.filter;

import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * SpectraFlow's own filter of listed samples (docs/diagnostics.md §7, docs/compatibility.md,
 * exclude): under {@code exclude} it drops the dataset samples whose ids (0-based row of the
 * dataset, over every partition, the ids the studio's plots name) are in {@code samples}, whatever
 * their spectra or targets; the studio's "Exclude selected and re-run" writes it. Ids the step does
 * not see (test samples, ids past the dataset) change nothing. Immutable.
 */
public final class SampleListFilter extends SampleFilter {

  private final int[] samples;

  private SampleListFilter(OperatorConfig config, String[] names, int[] samples) {
    super(config, names[0], names[1]);
    this.samples = samples;
  }

  /** Reads {@code samples} (a list of ids ≥ 0), {@code reason=None}, {@code tag_name=None}. */
  public static SampleListFilter of(Params p) {
    Object v = p.raw("samples", List.of());
    if (!(v instanceof List<?> list)) {
      throw p.invalid("samples", v, "must be a list of sample ids (integers >= 0)");
    }
    int[] ids = new int[list.size()];
    for (int i = 0; i < ids.length; i++) {
      if (!(list.get(i) instanceof Integer || list.get(i) instanceof Long)
          || ((Number) list.get(i)).longValue() < 0
          || ((Number) list.get(i)).longValue() > Integer.MAX_VALUE) {
        throw p.invalid("samples", v, "must hold sample ids (integers >= 0)");
      }
      ids[i] = ((Number) list.get(i)).intValue();
    }
    Arrays.sort(ids);
    return new SampleListFilter(p.config(), names(p), ids);
  }

  /** The listed sample ids, ascending. */
  public int[] samples() {
    return samples.clone();
  }

  /** Without sample ids a listed-samples filter cannot judge a row: it keeps them all. */
  @Override
  public Fitted fitFilter(Block x, double[] y) {
    return (rows, targets) -> {
      boolean[] keep = new boolean[rows.rows()];
      Arrays.fill(keep, true);
      return keep;
    };
  }

  @Override
  public boolean[] keepSamples(Block x, double[] y, int[] ids) {
    boolean[] keep = new boolean[ids.length];
    for (int i = 0; i < ids.length; i++) {
      keep[i] = Arrays.binarySearch(samples, ids[i]) < 0;
    }
    return keep;
  }

  /** The catalogue declaration (docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "SampleListFilter",
              "spectraflow.operators.filters",
              Category.FILTERS,
              "flag the listed samples by id (the studio's Exclude selected; exclude / tag)",
              SampleListFilter::of)
          .params(ParamSpec.intList("samples", "dataset sample ids (0-based rows) to flag"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
