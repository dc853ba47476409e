package org.spectraflow.engine.run.step;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.Fold;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.MetadataTable;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SampleIndex;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.Targets;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.operators.Reference;
import org.spectraflow.engine.operators.SplitterOperator;
import org.spectraflow.engine.operators.split.groups.GroupOptions;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.plan.Split;

/**
 * The split step's group keys on hand-made datasets: the dataset's repetition column combined with
 * {@code group_by} by connected components (or ignored), mean or median representatives changing
 * which group a Kennard-Stone split holds out, and folds of scikit-learn's KFold and
 * StratifiedKFold on the group representatives (reference made by
 * tools/reference/make_split_groups_reference.py).
 */
class SplitGroupKeysTest {

  private static final DocumentPath STEP = DocumentPath.PIPELINE.index(0);

  private static SpectroDataset dataset(
      double[][] x, double[] y, List<String> names, List<String[]> cells) {
    double[][] targets = new double[y.length][];
    for (int i = 0; i < y.length; i++) {
      targets[i] = new double[] {y[i]};
    }
    return SpectroDataset.of(
        "groups",
        Precision.FLOAT64,
        List.of(FeatureSource.of(Block.ofRows(Precision.FLOAT64, x), Headers.absent())),
        SampleIndex.of(x.length, 0),
        Targets.ofNumeric(List.of("y"), targets, Precision.FLOAT64),
        MetadataTable.fromCells(names, cells));
  }

  private static GroupOptions options(String json) {
    return GroupOptions.read((JsonObject) PipelineReader.parseTree(json, "step"), STEP);
  }

  private static List<int[]> tests(
      SpectroDataset ds, SplitterOperator splitter, List<String> groupBy, GroupOptions options) {
    Split.Groups groups =
        groupBy.isEmpty() && options.equals(GroupOptions.DEFAULT)
            ? Split.Groups.NONE
            : new Split.Groups(groupBy, STEP, options);
    new SplitterController().run(splitter, groups, KeywordFixtures.env(ds, RunEvents.disabled()));
    return ds.folds().stream().map(Fold::valIds).toList();
  }

  private static SplitterOperator kfold(int k) {
    return OperatorFactory.splitter("KFold", Map.of("n_splits", k));
  }

  /** Six rows: samples s1..s3 measured twice (interleaved), and a site column. */
  private static SpectroDataset sixRows(boolean declareRepetition) {
    String[] ids = {"s1", "s2", "s1", "s3", "s2", "s3"};
    String[] sites = {"A", "B", "C", "C", "D", "E"};
    List<String[]> cells = new ArrayList<>();
    double[][] x = new double[6][];
    for (int i = 0; i < 6; i++) {
      cells.add(new String[] {ids[i], sites[i]});
      x[i] = new double[] {i, 1.0};
    }
    SpectroDataset ds =
        dataset(x, new double[] {1, 2, 3, 4, 5, 6}, List.of("Sample_ID", "site"), cells);
    if (declareRepetition) {
      ds.declareRepetition("Sample_ID");
    }
    return ds;
  }

  @Test
  void aBareSplitterKeepsTheDeclaredRepetitionsTogether() {
    assertThat(tests(sixRows(false), kfold(3), List.of(), GroupOptions.DEFAULT))
        .containsExactly(new int[] {0, 1}, new int[] {2, 3}, new int[] {4, 5});
    // units in first-seen order: s1 = rows 0, 2; s2 = rows 1, 4; s3 = rows 3, 5
    assertThat(tests(sixRows(true), kfold(3), List.of(), GroupOptions.DEFAULT))
        .containsExactly(new int[] {0, 2}, new int[] {1, 4}, new int[] {3, 5});
    // ignore_repetition on a split without group_by: the rows are split one by one again
    assertThat(tests(sixRows(true), kfold(3), List.of(), options("{\"ignore_repetition\": true}")))
        .containsExactly(new int[] {0, 1}, new int[] {2, 3}, new int[] {4, 5});
  }

  @Test
  void repetitionAndGroupByJoinByConnectedComponents() {
    // site C joins rows 2 (s1) and 3 (s3), so s1 and s3 are one group: rows 0, 2, 3, 5
    assertThat(tests(sixRows(true), kfold(2), List.of("site"), GroupOptions.DEFAULT))
        .containsExactly(new int[] {0, 2, 3, 5}, new int[] {1, 4});
    // ignore_repetition: the five sites alone (A, B, C = rows 2 and 3, D, E), 3 + 2 units
    assertThat(
            tests(
                sixRows(true), kfold(2), List.of("site"), options("{\"ignore_repetition\": true}")))
        .containsExactly(new int[] {0, 1, 2, 3}, new int[] {4, 5});
    // without a declared repetition column ignore_repetition changes nothing
    assertThat(tests(sixRows(false), kfold(2), List.of("site"), GroupOptions.DEFAULT))
        .containsExactly(new int[] {0, 1, 2, 3}, new int[] {4, 5});
  }

  @Test
  void nativeGroupSplittersReceiveTheCombinedGroups() {
    SplitterOperator gkf = OperatorFactory.splitter("GroupKFold", Map.of("n_splits", 2));
    // components {0, 2, 3, 5} (4 rows) and {1, 4} (2 rows): the larger goes to fold 0
    assertThat(tests(sixRows(true), gkf, List.of("site"), GroupOptions.DEFAULT))
        .containsExactly(new int[] {0, 2, 3, 5}, new int[] {1, 4});
    // the repetition column alone is enough for a group splitter
    assertThat(tests(sixRows(true), gkf, List.of(), GroupOptions.DEFAULT)).hasSize(2);
  }

  /**
   * Four groups of three rows on one feature: g1 = 0, g2 = 10, g3 = {2, 2, 11} (mean 5, median 2),
   * g4 = 4. Kennard-Stone keeps the farthest pair (g1, g2) and then the group farthest from them:
   * g3 by the mean (5 against 4), g4 by the median (4 against 2), so the held-out group changes.
   */
  @Test
  void medianRepresentativesChangeWhichGroupKennardStoneHoldsOut() {
    double[] values = {0, 0, 0, 10, 10, 10, 2, 2, 11, 4, 4, 4};
    double[][] x = new double[12][];
    List<String[]> cells = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      x[i] = new double[] {values[i]};
      cells.add(new String[] {"g" + (i / 3 + 1)});
    }
    SplitterOperator ks =
        OperatorFactory.splitter("KennardStoneSplitter", Map.of("test_size", 0.25));
    SpectroDataset mean = dataset(x, new double[12], List.of("batch"), cells);
    assertThat(tests(mean, ks, List.of("batch"), GroupOptions.DEFAULT))
        .containsExactly(new int[] {9, 10, 11});
    SpectroDataset median = dataset(x, new double[12], List.of("batch"), cells);
    assertThat(tests(median, ks, List.of("batch"), options("{\"aggregation\": \"median\"}")))
        .containsExactly(new int[] {6, 7, 8});
  }

  /**
   * SPXY adds the targets' distances: groups at x = 0, 1, 0.5, 0.5 with y {0,0,0}, {10,10,10},
   * {2,2,11} (mean 5, median 2), {4,4,4}. After the farthest pair (g1, g2) the third group's
   * smallest summed distance is 1.0 by the mean (g4: 0.9) but 0.7 by the median, so the
   * representative target decides which group is held out.
   */
  @Test
  void yAggregationChangesWhichGroupSpxyHoldsOut() {
    double[] y = {0, 0, 0, 10, 10, 10, 2, 2, 11, 4, 4, 4};
    double[][] x = new double[12][];
    List<String[]> cells = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      x[i] = new double[] {new double[] {0, 1, 0.5, 0.5}[i / 3]};
      cells.add(new String[] {"g" + (i / 3 + 1)});
    }
    SplitterOperator spxy = OperatorFactory.splitter("SPXYSplitter", Map.of("test_size", 0.25));
    assertThat(
            tests(
                dataset(x, y, List.of("batch"), cells),
                spxy,
                List.of("batch"),
                GroupOptions.DEFAULT))
        .containsExactly(new int[] {9, 10, 11});
    assertThat(
            tests(
                dataset(x, y, List.of("batch"), cells),
                spxy,
                List.of("batch"),
                options("{\"y_aggregation\": \"median\"}")))
        .containsExactly(new int[] {6, 7, 8});
  }

  @Test
  void foldsOnRepresentativesEqualScikitLearns() {
    JsonNode ref = Reference.load("/reference/split-groups.json");
    int n = ref.get("lot").size();
    double[][] x = new double[n][];
    double[] y = new double[n];
    List<String[]> cells = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      JsonNode row = ref.get("x").get(i);
      x[i] = new double[] {row.get(0).asDouble(), row.get(1).asDouble(), row.get(2).asDouble()};
      y[i] = ref.get("y").get(i).asDouble();
      cells.add(
          new String[] {ref.get("sample_id").get(i).asText(), ref.get("lot").get(i).asText()});
    }
    assertThat(ref.get("cases")).hasSize(3);
    for (JsonNode c : ref.get("cases")) {
      SpectroDataset ds = dataset(x, y, List.of("Sample_ID", "lot"), cells);
      ds.declareRepetition("Sample_ID");
      Map<String, Object> params = new HashMap<>();
      c.get("params").fields().forEachRemaining(e -> params.put(e.getKey(), value(e.getValue())));
      String keys =
          "{\"ignore_repetition\": "
              + c.get("ignore_repetition").asBoolean()
              + ", \"y_aggregation\": "
              + c.get("y_aggregation")
              + "}";
      SplitterOperator splitter = OperatorFactory.splitter(c.get("name").asText(), params);
      new SplitterController()
          .run(
              splitter,
              new Split.Groups(List.of("lot"), STEP, options(keys)),
              KeywordFixtures.env(ds, RunEvents.disabled()));
      List<Fold> folds = ds.folds();
      assertThat(folds).hasSize(c.get("folds").size());
      for (int f = 0; f < folds.size(); f++) {
        assertThat(folds.get(f).trainIds())
            .as("%s %s fold %d train", c.get("name"), keys, f)
            .containsExactly(ints(c.get("folds").get(f).get(0)));
        assertThat(folds.get(f).valIds())
            .as("%s %s fold %d test", c.get("name"), keys, f)
            .containsExactly(ints(c.get("folds").get(f).get(1)));
      }
    }
  }

  private static Object value(JsonNode v) {
    return v.isBoolean() ? (Object) v.asBoolean() : v.isInt() ? (Object) v.asInt() : v.asText();
  }

  private static int[] ints(JsonNode a) {
    int[] out = new int[a.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = a.get(i).asInt();
    }
    return out;
  }

  @Test
  void badValuesNameTheKeyTheStepAndTheAllowedValues() {
    assertThatThrownBy(() -> options("{\"aggregation\": \"max\"}"))
        .hasMessageContaining("pipeline[0].aggregation")
        .hasMessageContaining("use one of mean, median");
    assertThatThrownBy(() -> options("{\"y_aggregation\": \"vote\"}"))
        .hasMessageContaining("pipeline[0].y_aggregation")
        .hasMessageContaining("use one of mean, median, mode");
    assertThatThrownBy(() -> options("{\"ignore_repetition\": \"yes\"}"))
        .hasMessageContaining("pipeline[0].ignore_repetition: must be true or false");
    assertThat(options("{\"y_aggregation\": null, \"aggregation\": \"mean\"}"))
        .isEqualTo(GroupOptions.DEFAULT);
    assertThatThrownBy(() -> sixRows(false).declareRepetition("Nope"))
        .hasMessageContaining("the repetition column 'Nope' is not a metadata column");
  }

  @Test
  void aMissingRepetitionCellNamesTheStepAndTheWayOut() {
    List<String[]> cells = new ArrayList<>();
    cells.add(new String[] {"s1"});
    cells.add(new String[] {""});
    cells.add(new String[] {"s2"});
    SpectroDataset ds =
        dataset(
            new double[][] {{0}, {1}, {2}}, new double[] {1, 2, 3}, List.of("Sample_ID"), cells);
    ds.declareRepetition("Sample_ID");
    assertThatThrownBy(() -> tests(ds, kfold(2), List.of(), GroupOptions.DEFAULT))
        .hasMessageContaining("repetition column 'Sample_ID' has no value for sample 1")
        .hasMessageContaining("ignore_repetition");
  }
}
