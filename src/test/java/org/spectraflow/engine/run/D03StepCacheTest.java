package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.run.report.RunReport;

/**
 * The D03 sweep on the shared regression set: the step cache computes each distinct preprocessing
 * prefix once (14 misses, 82 hits, 14 transformer applications) and changes no score.
 */
class D03StepCacheTest {

  static SpectroDataset data;
  static PipelineDocument d03;
  static RunReport uncached;

  @BeforeAll
  static void runUncached() {
    data = RunFixtures.shared("regression");
    d03 = RunFixtures.demoDocument("d03-sweep.json");
    uncached = RunFixtures.run(d03, data, CacheConfig.defaults().withStepCacheEnabled(false));
  }

  @Test
  void withoutTheCacheEveryTransformerRuns() {
    assertThat(uncached.variants()).hasSize(64).allMatch(v -> v.ok());
    assertThat(uncached.transformerApplications()).isEqualTo(96);
    assertThat(uncached.stepCache().requests()).isZero();
    assertThat(uncached.modelFits()).isEqualTo(64);
    assertThat(uncached.modelFitReuses()).isZero();
  }

  @Test
  void theCacheComputesEachPrefixOnceWithIdenticalScores() {
    RunReport cached =
        RunFixtures.run(d03, data, CacheConfig.defaults().withStepCacheEnabled(true));
    assertThat(cached.stepCache().misses()).isEqualTo(14);
    assertThat(cached.stepCache().hits()).isEqualTo(82);
    assertThat(cached.stepCache().evictions()).isZero();
    assertThat(cached.transformerApplications()).isEqualTo(14);
    assertThat(RunFixtures.scores(cached)).isEqualTo(RunFixtures.scores(uncached));
    assertThat(cached.steps().stream().filter(s -> s.cached()).count()).isEqualTo(82);
    // one PLS fit at 20 components per distinct preprocessed X serves 5, 10, 15 and 20; the 16
    // chains give 15 distinct X, as EMSC > None and None > EMSC are the same data
    assertThat(cached.modelFits()).isEqualTo(15);
    assertThat(cached.modelFitReuses()).isEqualTo(49);
  }

  @Test
  void aTinyCacheEvictsAndStillGivesIdenticalScores() {
    RunReport tiny =
        RunFixtures.run(
            d03,
            data,
            CacheConfig.defaults().withStepCacheEnabled(true).withStepCacheMaxEntries(2));
    assertThat(tiny.stepCache().evictions()).isPositive();
    assertThat(tiny.stepCache().entries()).isLessThanOrEqualTo(2);
    assertThat(RunFixtures.scores(tiny)).isEqualTo(RunFixtures.scores(uncached));
  }

  @Test
  void variantNamesSkipNullSteps() {
    assertThat(uncached.variant(0).name()).isEqualTo("PLSRegression(n_components=5)");
    assertThat(uncached.variants()).noneMatch(v -> v.name().startsWith(" > "));
  }
}
