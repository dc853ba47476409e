package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;

/**
 * The studio's "Exclude selected and re-run" writes {@code exclude: [SampleListFilter(samples)]}
 * (docs/diagnostics.md §7): the listed training samples leave the folds and the training set, and
 * the predictions name their dataset samples.
 */
class ExcludeListedSamplesTest {

  private static final String MODEL =
      "{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
          + " {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 3}}}";

  private static RunReport run(SpectroDataset ds, String steps) {
    return RunFixtures.run(
        RunFixtures.doc("{\"pipeline\": [" + steps + "]}"), ds, CacheConfig.defaults());
  }

  @Test
  void listedSamplesLeaveTheTrainingSetAndTheRestAreNamed() {
    SpectroDataset ds = RunFixtures.demo();
    int[] train = ds.trainIds();
    int[] excluded = {train[0], train[5], train[9]};
    ModelReport before = run(ds, MODEL).variant(0).models().get(0);
    RunReport r =
        run(
            ds,
            "{\"exclude\": [{\"class\": \"spectraflow.operators.filters.SampleListFilter\","
                + " \"params\": {\"samples\": "
                + Arrays.toString(excluded)
                + "}}]}, "
                + MODEL);
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    ModelReport after = r.variant(0).models().get(0);
    int[] validated = after.cvPredictions().samples();
    assertThat(validated).hasSize(train.length - excluded.length);
    assertThat(Arrays.stream(validated).boxed().toList())
        .doesNotContain(excluded[0], excluded[1], excluded[2]);
    assertThat(Arrays.stream(before.cvPredictions().samples()).sorted().toArray())
        .containsExactly(train);
    assertThat(after.predictions().samples()).containsExactly(ds.testIds());
    assertThat(after.cv()).isNotEqualTo(before.cv());
  }

  @Test
  void testSamplesInTheListChangeNothing() {
    SpectroDataset ds = RunFixtures.demo();
    ModelReport before = run(ds, MODEL).variant(0).models().get(0);
    ModelReport after =
        run(
                ds,
                "{\"exclude\": [{\"class\": \"spectraflow.operators.filters.SampleListFilter\","
                    + " \"params\": {\"samples\": ["
                    + ds.testIds()[0]
                    + "]}}]}, "
                    + MODEL)
            .variant(0)
            .models()
            .get(0);
    assertThat(after.cv()).isEqualTo(before.cv());
    assertThat(after.test()).isEqualTo(before.test());
  }
}
