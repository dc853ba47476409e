package org.spectraflow.engine.run.step;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.MetadataTable;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SampleIndex;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.Targets;
import org.spectraflow.engine.observe.SourceShape;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.StepRecord;

/**
 * Multi-source keywords on a synthetic three-source dataset: {@code merge_sources} puts the sources
 * side by side (width = sum of widths, source order), a {@code by_source} branch runs one lane per
 * source on that source only, and a merge after it joins the lanes.
 */
class SourceLanesTest {

  private static final int TRAIN = 30;
  private static final int TEST = 10;
  private static final int[] WIDTHS = {12, 7, 5};
  private static final String KFOLD = "{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},";
  private static final String PLS =
      "{\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 2}}}";
  private static final String SNV = "\"nirs4all.operators.transforms.SNV\"";

  private static double[][] block(int source, int p) {
    double[][] x = new double[TRAIN + TEST][p];
    for (int i = 0; i < x.length; i++) {
      for (int j = 0; j < p; j++) {
        x[i][j] = 0.5 + (source + 1) * 0.1 * Math.sin(0.3 * j + i * (source + 1)) + 0.01 * i * j;
      }
    }
    return x;
  }

  private static double[] y() {
    double[] y = new double[TRAIN + TEST];
    for (int i = 0; i < y.length; i++) {
      y[i] = 3 + Math.sin(i) + 0.1 * i;
    }
    return y;
  }

  /** A dataset of the given blocks, one source each. */
  private static SpectroDataset dataset(List<double[][]> blocks) {
    List<FeatureSource> sources = new ArrayList<>();
    for (double[][] x : blocks) {
      sources.add(FeatureSource.of(Block.ofRows(Precision.FLOAT32, x), Headers.absent()));
    }
    double[] y = y();
    double[][] targets = new double[y.length][];
    for (int i = 0; i < y.length; i++) {
      targets[i] = new double[] {y[i]};
    }
    return SpectroDataset.of(
        "multi",
        Precision.FLOAT32,
        sources,
        SampleIndex.of(TRAIN, TEST),
        Targets.ofNumeric(List.of("y"), targets, Precision.FLOAT32),
        MetadataTable.empty());
  }

  private static SpectroDataset threeSources() {
    List<double[][]> blocks = new ArrayList<>();
    for (int s = 0; s < WIDTHS.length; s++) {
      blocks.add(block(s, WIDTHS[s]));
    }
    return dataset(blocks);
  }

  /** The three blocks side by side as one source. */
  private static SpectroDataset concatenated() {
    double[][] x = new double[TRAIN + TEST][];
    List<double[][]> blocks = new ArrayList<>();
    for (int s = 0; s < WIDTHS.length; s++) {
      blocks.add(block(s, WIDTHS[s]));
    }
    for (int i = 0; i < x.length; i++) {
      List<Double> row = new ArrayList<>();
      for (double[][] b : blocks) {
        for (double v : b[i]) {
          row.add(v);
        }
      }
      x[i] = row.stream().mapToDouble(Double::doubleValue).toArray();
    }
    return dataset(List.<double[][]>of(x));
  }

  private static RunReport run(String steps, SpectroDataset ds) {
    RunReport r =
        RunFixtures.run(
            RunFixtures.doc("{\"pipeline\": [" + steps + "]}"), ds, CacheConfig.defaults());
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    return r;
  }

  /** The source shapes the model at step {@code step} saw. */
  private static List<SourceShape> shapeAfter(RunReport r, int step) {
    return r.steps().stream()
        .filter(s -> s.step() == step)
        .map(StepRecord::shape)
        .findFirst()
        .orElseThrow();
  }

  @Test
  void mergeSourcesPutsTheSourcesSideBySideInSourceOrder() {
    RunReport merged = run(KFOLD + "{\"merge_sources\": \"concat\"}," + PLS, threeSources());
    assertThat(shapeAfter(merged, 3)).hasSize(1);
    assertThat(shapeAfter(merged, 3).get(0).features()).isEqualTo(12 + 7 + 5);
    RunReport reference = run(KFOLD + PLS, concatenated());
    assertThat(merged.variant(0).models().get(0).predictions().yPred())
        .containsExactly(reference.variant(0).models().get(0).predictions().yPred());
  }

  @Test
  void bySourceRunsOneLanePerSourceOnThatSourceOnly() {
    RunReport lanes =
        run(
            KFOLD + "{\"branch\": {\"by_source\": true, \"steps\": [" + SNV + "]}}," + PLS,
            threeSources());
    List<ModelReport> models = lanes.variant(0).models();
    assertThat(models)
        .extracting(ModelReport::branch)
        .containsExactly("source_0", "source_1", "source_2");
    for (int s = 0; s < WIDTHS.length; s++) {
      RunReport alone =
          run(KFOLD + SNV + "," + PLS, dataset(List.<double[][]>of(block(s, WIDTHS[s]))));
      ModelReport single = alone.variant(0).models().get(0);
      assertThat(models.get(s).foldVal()).as("lane %d", s).isEqualTo(single.foldVal());
      assertThat(models.get(s).foldTest()).as("lane %d", s).isEqualTo(single.foldTest());
    }
  }

  @Test
  void aMergeAfterBySourceJoinsTheLanesAndEndsBranchMode() {
    for (String merge : List.of("{\"merge\": \"features\"}", "{\"merge_sources\": \"concat\"}")) {
      RunReport r =
          run(
              KFOLD
                  + "{\"branch\": {\"by_source\": true, \"steps\": {\"source_1\": [],"
                  + " \"default\": []}}},"
                  + merge
                  + ","
                  + PLS,
              threeSources());
      assertThat(r.variant(0).models()).hasSize(1);
      assertThat(shapeAfter(r, 4)).hasSize(1);
      assertThat(shapeAfter(r, 4).get(0).features()).isEqualTo(24);
      RunReport reference = run(KFOLD + PLS, concatenated());
      assertThat(r.variant(0).models().get(0).predictions().yPred())
          .as(merge)
          .containsExactly(reference.variant(0).models().get(0).predictions().yPred());
    }
  }

  @Test
  void aStepsKeyNamingNoLaneFailsWithTheLaneNames() {
    RunReport r =
        RunFixtures.run(
            RunFixtures.doc(
                "{\"pipeline\": ["
                    + KFOLD
                    + "{\"branch\": {\"by_source\": true, \"steps\": {\"NIR\": ["
                    + SNV
                    + "]}}},"
                    + PLS
                    + "]}"),
            threeSources(),
            CacheConfig.defaults());
    assertThat(r.variant(0).error())
        .contains("pipeline[1].branch.steps.NIR: no by_source lane is named 'NIR'")
        .contains("source_0 .. source_2");
  }

  @Test
  void badSourceMergeValuesAreRefusedBeforeTheRun() {
    assertThatThrownBy(
            () ->
                RunFixtures.run(
                    RunFixtures.doc(
                        "{\"pipeline\": ["
                            + KFOLD
                            + "{\"merge_sources\": \"stack\"},"
                            + PLS
                            + "]}"),
                    threeSources(),
                    CacheConfig.defaults()))
        .hasMessageContaining("pipeline[1].merge_sources")
        .hasMessageContaining("merge_sources")
        .hasMessageContaining("\"stack\" is not a source merge SpectraFlow runs; use \"concat\"");
  }
}
