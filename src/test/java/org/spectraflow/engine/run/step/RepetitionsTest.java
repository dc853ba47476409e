package org.spectraflow.engine.run.step;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.MetadataTable;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.observe.SourceShape;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.StepRecord;

/**
 * rep_to_sources and rep_to_pp: 8 train and 3 test samples measured 3 times each (rows of a sample
 * interleaved with the others'), named by a Sample_ID column.
 */
class RepetitionsTest {

  private static final int REPS = 3;
  private static final int TRAIN = 8;
  private static final int TEST = 3;
  private static final String KFOLD = "{\"class\": \"KFold\", \"params\": {\"n_splits\": 2}},";
  private static final String PLS =
      "{\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 2}}}";

  /** Row r of a partition is repetition r / n of sample r % n. */
  private static SpectroDataset repeated(int extraRowsOfLastSample) {
    int trainRows = TRAIN * REPS + extraRowsOfLastSample;
    int rows = trainRows + TEST * REPS;
    List<String[]> cells = new ArrayList<>();
    double[] y = new double[rows];
    for (int r = 0; r < rows; r++) {
      boolean train = r < trainRows;
      int local = train ? r : r - trainRows;
      int n = train ? TRAIN : TEST;
      int sample = r >= TRAIN * REPS && train ? TRAIN - 1 : local % n;
      String id = (train ? "T" : "V") + sample;
      cells.add(new String[] {id, Integer.toString(local / n + 1)});
      y[r] = 10 + sample + (train ? 0.25 : 0.5);
    }
    return KeywordFixtures.dataset(
        trainRows, TEST * REPS, 6, y, MetadataTable.fromCells(List.of("Sample_ID", "Rep"), cells));
  }

  private static RunReport run(String steps, SpectroDataset ds) {
    RunReport r =
        RunFixtures.run(
            RunFixtures.doc("{\"pipeline\": [" + steps + "]}"), ds, CacheConfig.defaults());
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    return r;
  }

  private static List<SourceShape> shape(RunReport r, int step) {
    return r.steps().stream()
        .filter(s -> s.step() == step)
        .map(StepRecord::shape)
        .findFirst()
        .orElseThrow();
  }

  @Test
  void repToSourcesMakesOneSourcePerRepetitionAndOneSamplePerId() {
    RunReport r = run("{\"rep_to_sources\": \"Sample_ID\"}," + KFOLD + PLS, repeated(0));
    assertThat(shape(r, 3))
        .containsExactly(
            new SourceShape(TRAIN + TEST, 1, 6),
            new SourceShape(TRAIN + TEST, 1, 6),
            new SourceShape(TRAIN + TEST, 1, 6));
    assertThat(r.variant(0).models().get(0).predictions().yTrue())
        .containsExactly(10.5, 11.5, 12.5);
  }

  @Test
  void repToPpMakesOneProcessingPerRepetitionWithTheSameColumns() {
    RunReport pp = run("{\"rep_to_pp\": {\"column\": \"Sample_ID\"}}," + KFOLD + PLS, repeated(0));
    assertThat(shape(pp, 3)).containsExactly(new SourceShape(TRAIN + TEST, REPS, 6));
    RunReport sources = run("{\"rep_to_sources\": \"Sample_ID\"}," + KFOLD + PLS, repeated(0));
    assertThat(pp.variant(0).models().get(0).foldVal())
        .isEqualTo(sources.variant(0).models().get(0).foldVal());
  }

  @Test
  void unequalRepetitionsAMissingColumnAndALateStepAreRefused() {
    SpectroDataset uneven = repeated(1);
    RunReport r =
        RunFixtures.run(
            RunFixtures.doc(
                "{\"pipeline\": [{\"rep_to_sources\": \"Sample_ID\"}," + KFOLD + PLS + "]}"),
            uneven,
            CacheConfig.defaults());
    assertThat(r.variant(0).error())
        .contains("pipeline[0].rep_to_sources: every sample needs the same number of repetitions");
    RunReport missing =
        RunFixtures.run(
            RunFixtures.doc("{\"pipeline\": [{\"rep_to_pp\": \"Plot\"}," + KFOLD + PLS + "]}"),
            repeated(0),
            CacheConfig.defaults());
    assertThat(missing.variant(0).error()).contains("no metadata column 'Plot'");
    RunReport late =
        RunFixtures.run(
            RunFixtures.doc(
                "{\"pipeline\": [" + KFOLD + "{\"rep_to_pp\": \"Sample_ID\"}," + PLS + "]}"),
            repeated(0),
            CacheConfig.defaults());
    assertThat(late.variant(0).error()).contains("must come before the splitter");
    assertThatThrownBy(
            () ->
                RunFixtures.run(
                    RunFixtures.doc("{\"pipeline\": [{\"rep_to_pp\": 3}," + KFOLD + PLS + "]}"),
                    repeated(0),
                    CacheConfig.defaults()))
        .hasMessageContaining("pipeline[0].rep_to_pp: 3 is not a metadata column name");
  }
}
