package org.spectraflow.engine.operators.split.nirs4all;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.PositionalFold;
import org.spectraflow.engine.operators.Reference;
import org.spectraflow.engine.operators.SplitterOperator;
import org.spectraflow.engine.operators.split.GroupedSplits;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * nirs4all's own splitters: the y-binned and systematic ones against folds written with
 * scikit-learn and numpy (tools/reference/make_nirs4all_splitters_reference.py), index for index;
 * KMeans and SPlit by their defining properties; the refusals of bad settings.
 */
class Nirs4allSplittersTest {

  private static final JsonNode REF = Reference.load("/reference/nirs4all-splitters.json");

  @Test
  void referenceCasesGiveTheReferenceFolds() {
    TreeSet<String> covered = new TreeSet<>();
    for (JsonNode c : REF.get("cases")) {
      String name = c.get("name").asText();
      SplitterOperator s = OperatorFactory.splitter(name, Reference.params(c.get("params")));
      double[] y = doubles(c.get("y"));
      Object[] groups = c.has("groups") ? boxed(doubles(c.get("groups"))) : null;
      List<PositionalFold> folds =
          GroupedSplits.split(s, block(y.length, 2), y, groups, new RandomState(0));
      assertThat(folds).as("%s %s", name, c.get("params")).isEqualTo(expected(c.get("folds")));
      covered.add(name);
    }
    assertThat(covered)
        .containsExactly(
            "BinnedStratifiedGroupKFold", "KBinsStratifiedSplitter", "SystematicCircularSplitter");
  }

  @Test
  void kmeansTrainsOnEveryClusterAndIsDeterministicForASeed() {
    // four tight clusters of 5 spectra; 10 of 20 samples train: each cluster must be represented
    double[][] rows = new double[20][];
    RandomState noise = new RandomState(3);
    for (int i = 0; i < 20; i++) {
      int c = i % 4;
      rows[i] = new double[] {10 * c + 0.01 * noise.normal(), 10 * (c % 2) + 0.01 * noise.normal()};
    }
    Block x = Block.ofRows(Precision.FLOAT64, rows);
    SplitterOperator s =
        OperatorFactory.splitter("KMeansSplitter", Map.of("test_size", 0.5, "random_state", 4));
    PositionalFold f = single(s.split(x, null));
    assertThat(f.train()).hasSize(10);
    assertThat(f.val()).hasSize(10);
    assertDisjointCover(f, 20);
    assertThat(Arrays.stream(f.train()).map(i -> i % 4).distinct().count()).isEqualTo(4);
    assertThat(single(s.split(x, null))).isEqualTo(f);
  }

  @Test
  void splitTwinsTheDataSoTheTestSetSpansIt() {
    // 40 points on a line: a quarter go to test; SPlit's test set covers each quarter of the range
    int n = 40;
    double[][] rows = new double[n][];
    double[] y = new double[n];
    for (int i = 0; i < n; i++) {
      rows[i] = new double[] {i, (i * 7) % 5};
      y[i] = i * 0.5;
    }
    Block x = Block.ofRows(Precision.FLOAT64, rows);
    SplitterOperator s =
        OperatorFactory.splitter("SPlitSplitter", Map.of("test_size", 0.25, "random_state", 1));
    PositionalFold f = single(s.split(x, y));
    assertThat(f.val()).hasSize(10);
    assertDisjointCover(f, n);
    Set<Integer> quarters = new HashSet<>();
    for (int i : f.val()) {
      quarters.add(i / 10);
    }
    assertThat(quarters).containsExactlyInAnyOrder(0, 1, 2, 3);
    assertThat(single(s.split(x, y))).isEqualTo(f);
    // the larger side is twinned when test_size > 0.5: sizes still follow test_size
    PositionalFold big =
        single(
            OperatorFactory.splitter("SPlitSplitter", Map.of("test_size", 0.75, "seed", 1))
                .split(x, y));
    assertThat(big.val()).hasSize(30);
    assertDisjointCover(big, n);
  }

  @Test
  void systematicCircularTakesOneTestSampleFromEveryStretchOfSortedY() {
    double[] y = new double[24];
    for (int i = 0; i < y.length; i++) {
      y[i] = (i * 11) % 24; // a permutation of 0..23
    }
    PositionalFold f =
        single(
            OperatorFactory.splitter(
                    "SystematicCircularSplitter", Map.of("test_size", 0.25, "random_state", 9))
                .split(block(24, 1), y));
    assertThat(f.val()).hasSize(6);
    assertDisjointCover(f, 24);
    // circular steps of 4 along sorted y: the test values are congruent modulo 4
    Set<Integer> residues = new HashSet<>();
    for (int i : f.val()) {
      residues.add((int) y[i] % 4);
    }
    assertThat(residues).hasSize(1);
  }

  @Test
  void kbinsRepresentsEveryBinOnBothSides() {
    double[] y = new double[30];
    for (int i = 0; i < 30; i++) {
      y[i] = i;
    }
    PositionalFold f =
        single(
            OperatorFactory.splitter(
                    "KBinsStratifiedSplitter", Map.of("n_bins", 3, "random_state", 0))
                .split(block(30, 1), y));
    assertDisjointCover(f, 30);
    assertThat(f.val()).hasSize(8);
    for (int[] side : List.of(f.train(), f.val())) {
      assertThat(Arrays.stream(side).map(i -> i / 10).distinct().count()).isEqualTo(3);
    }
  }

  @Test
  void singleSampleBinsJoinTheirNeighbour() {
    // uniform bins of {0, 1, 2, 3, 100}: bins 0 (4 values) and 4 (1 value); the outlier joins bin 0
    int[] codes = TargetStrata.bins(new double[] {0, 1, 2, 3, 100}, 5, false);
    assertThat(codes).containsExactly(0, 0, 0, 0, 4);
    assertThat(TargetStrata.merged(codes, 2)).containsExactly(0, 0, 0, 0, 0);
    assertThat(TargetStrata.merged(new int[] {0, 1, 1, 2, 2, 2}, 2))
        .containsExactly(0, 0, 0, 1, 1, 1);
  }

  @Test
  void binnedGroupKFoldNeverSplitsAGroup() {
    RandomState rng = new RandomState(2);
    int n = 36;
    double[] y = new double[n];
    Object[] groups = new Object[n];
    for (int i = 0; i < n; i++) {
      groups[i] = (double) (i / 3);
      y[i] = (i / 3) * 1.5 + rng.randomSample();
    }
    SplitterOperator s =
        OperatorFactory.splitter("BinnedStratifiedGroupKFold", Map.of("n_splits", 4, "n_bins", 3));
    List<PositionalFold> folds = GroupedSplits.split(s, block(n, 1), y, groups, new RandomState(0));
    assertThat(folds).hasSize(4);
    Set<Integer> validated = new HashSet<>();
    for (PositionalFold f : folds) {
      assertDisjointCover(f, n);
      Set<Object> trainGroups = new HashSet<>();
      Arrays.stream(f.train()).forEach(i -> trainGroups.add(groups[i]));
      Arrays.stream(f.val()).forEach(i -> assertThat(trainGroups).doesNotContain(groups[i]));
      Arrays.stream(f.val()).forEach(validated::add);
    }
    assertThat(validated).hasSize(n);
    // without groups every sample is its own group
    assertThat(GroupedSplits.split(s, block(n, 1), y, null, new RandomState(0))).hasSize(4);
  }

  @Test
  void badSettingsGiveOneClearMessage() {
    assertThatThrownBy(() -> OperatorFactory.create("KMeansSplitter", Map.of("test_size", 1.5)))
        .hasMessageContaining("KMeansSplitter: test_size must be a fraction in (0, 1)");
    assertThatThrownBy(
            () -> OperatorFactory.create("SPlitSplitter", Map.of("seed", 1, "random_state", 2)))
        .hasMessageContaining("give only one of them");
    assertThatThrownBy(() -> OperatorFactory.create("KBinsStratifiedSplitter", Map.of("n_bins", 1)))
        .hasMessageContaining("n_bins must be >= 2");
    assertThatThrownBy(
            () -> OperatorFactory.create("KBinsStratifiedSplitter", Map.of("strategy", "kmeans")))
        .hasMessageContaining("strategy must be 'uniform' or 'quantile'");
    assertThatThrownBy(
            () ->
                OperatorFactory.splitter("SystematicCircularSplitter", Map.of())
                    .split(block(8, 1), null))
        .hasMessageContaining("SystematicCircularSplitter needs the targets (y)");
    assertThatThrownBy(
            () ->
                OperatorFactory.splitter("KBinsStratifiedSplitter", Map.of("n_bins", 4))
                    .split(block(6, 1), new double[] {1, 2, 3, 4, 5, 6}))
        .hasMessageContaining("KBinsStratifiedSplitter(n_bins=4): 6 samples give 3 populated bins")
        .hasMessageContaining("fewer n_bins");
    assertThatThrownBy(
            () ->
                OperatorFactory.splitter("KMeansSplitter", Map.of("test_size", 0.9))
                    .split(block(3, 2), null))
        .hasMessageContaining("0 training and 3 test samples");
    assertThatThrownBy(
            () ->
                OperatorFactory.splitter("BinnedStratifiedGroupKFold", Map.of("n_splits", 5))
                    .split(block(4, 1), new double[] {1, 2, 3, 4}))
        .hasMessageStartingWith("BinnedStratifiedGroupKFold");
  }

  private static void assertDisjointCover(PositionalFold f, int n) {
    Set<Integer> seen = new HashSet<>();
    Arrays.stream(f.train()).forEach(seen::add);
    Arrays.stream(f.val()).forEach(i -> assertThat(seen.add(i)).as("row %d twice", i).isTrue());
    assertThat(seen).hasSize(n);
  }

  private static PositionalFold single(List<PositionalFold> folds) {
    assertThat(folds).hasSize(1);
    return folds.get(0);
  }

  private static Block block(int n, int cols) {
    double[][] rows = new double[n][cols];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < cols; j++) {
        rows[i][j] = i + 0.1 * j;
      }
    }
    return Block.ofRows(Precision.FLOAT32, rows);
  }

  private static double[] doubles(JsonNode a) {
    double[] out = new double[a.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = a.get(i).asDouble();
    }
    return out;
  }

  private static Object[] boxed(double[] v) {
    return Arrays.stream(v).boxed().toArray();
  }

  private static List<PositionalFold> expected(JsonNode folds) {
    List<PositionalFold> out = new ArrayList<>();
    for (JsonNode f : folds) {
      out.add(new PositionalFold(ints(f.get(0)), ints(f.get(1))));
    }
    return out;
  }

  private static int[] ints(JsonNode a) {
    int[] out = new int[a.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = a.get(i).asInt();
    }
    return out;
  }
}
