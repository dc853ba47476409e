package org.spectraflow.engine.operators.filter.combine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.MetadataTable;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.SampleFilterOperator;

/** MetadataFilter by listed values and missing values; CompositeFilter's any / all. */
class CombineFiltersTest {

  private static final int N = 12;

  /** Quality "ok"/"bad"/"" (missing) and lot 1..3; y 0..11 with sample 11 far off. */
  private static MetadataTable meta() {
    List<String[]> cells = new ArrayList<>();
    for (int i = 0; i < N; i++) {
      String quality = i % 4 == 0 ? "bad" : i == 5 ? "" : "ok";
      cells.add(new String[] {quality, Integer.toString(1 + i % 3)});
    }
    return MetadataTable.fromCells(List.of("quality", "lot"), cells);
  }

  private static final Block X = Block.ofRows(Precision.FLOAT64, rows());

  private static double[][] rows() {
    double[][] x = new double[N][2];
    for (int i = 0; i < N; i++) {
      x[i] = new double[] {i, 1};
    }
    return x;
  }

  private static double[] y() {
    double[] y = new double[N];
    for (int i = 0; i < N; i++) {
      y[i] = i == 11 ? 500 : i;
    }
    return y;
  }

  private static int[] ids() {
    int[] ids = new int[N];
    for (int i = 0; i < N; i++) {
      ids[i] = i;
    }
    return ids;
  }

  private static boolean[] keep(SampleFilterOperator f) {
    return f.keepSamples(X, y(), ids(), new SampleFilterOperator.Rows(ids(), meta()));
  }

  private static List<Integer> dropped(boolean[] keep) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < keep.length; i++) {
      if (!keep[i]) {
        out.add(i);
      }
    }
    return out;
  }

  @Test
  void metadataFilterDropsListedValuesAndMissingOnes() {
    MetadataFilter exclude =
        MetadataFilter.of(
            Params.of(
                "MetadataFilter",
                Map.of("column", "quality", "values_to_exclude", List.of("bad"))));
    assertThat(dropped(keep(exclude))).containsExactly(0, 4, 5, 8);
    MetadataFilter keepLots =
        MetadataFilter.of(
            Params.of(
                "MetadataFilter",
                Map.of(
                    "column", "lot", "values_to_keep", List.of(1.0, 3), "exclude_missing", false)));
    assertThat(dropped(keep(keepLots))).containsExactly(1, 4, 7, 10);
  }

  @Test
  void metadataFilterRefusesWhatItCannotRead() {
    assertThatThrownBy(
            () ->
                MetadataFilter.of(
                    Params.of("MetadataFilter", Map.of("column", "q", "condition", "lambda x: x"))))
        .hasMessageContaining("condition")
        .hasMessageContaining("Python function");
    MetadataFilter missing =
        MetadataFilter.of(Params.of("MetadataFilter", Map.of("column", "site")));
    assertThatThrownBy(() -> keep(missing)).hasMessageContaining("no metadata column 'site'");
  }

  @Test
  void compositeAnyFlagsWhatEitherFlagsAndAllWhatBothFlag() {
    Object meta =
        Map.of(
            "class",
            "nirs4all.operators.filters.metadata.MetadataFilter",
            "params",
            Map.of(
                "column",
                "quality",
                "values_to_exclude",
                List.of("bad"),
                "exclude_missing",
                false));
    Object zscore =
        Map.of(
            "class",
            "nirs4all.operators.filters.y_outlier.YOutlierFilter",
            "params",
            Map.of("method", "zscore", "threshold", 2.0));
    CompositeFilter any =
        CompositeFilter.of(Params.of("CompositeFilter", Map.of("filters", List.of(meta, zscore))));
    assertThat(any.filters()).hasSize(2);
    assertThat(dropped(keep(any))).containsExactly(0, 4, 8, 11);
    CompositeFilter all =
        CompositeFilter.of(
            Params.of(
                "CompositeFilter", Map.of("filters", List.of(meta, zscore, meta), "mode", "all")));
    assertThat(dropped(keep(all))).isEmpty();
    CompositeFilter both =
        CompositeFilter.of(
            Params.of(
                "CompositeFilter", Map.of("filters", List.of(zscore, zscore), "mode", "all")));
    assertThat(dropped(keep(both))).containsExactly(11);
    assertThatThrownBy(
            () ->
                CompositeFilter.of(
                    Params.of("CompositeFilter", Map.of("filters", List.of("StandardScaler")))))
        .hasMessageContaining("is not a sample filter");
  }
}
