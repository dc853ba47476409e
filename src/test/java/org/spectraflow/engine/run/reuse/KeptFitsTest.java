package org.spectraflow.engine.run.reuse;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.operators.model.PlsModel;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.engine.run.RunOptions;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.FitReuseStats;
import org.spectraflow.engine.run.report.RunReport;

/**
 * The fits a run keeps for reuse stay within their byte bound (an eighth of the step cache's budget
 * per store): the least recently used leave first, a fit larger than the bound is never kept, and
 * whichever fits were dropped, the scores are bit for bit those of an uncached run.
 */
class KeptFitsTest {

  @Test
  void theLeastRecentlyUsedLeaveFirstAndAnOversizedFitIsRefused() {
    KeptFits<String, String> kept = new KeptFits<>(10, 100);
    assertThat(kept.put("a", "A", 40)).isTrue();
    assertThat(kept.put("b", "B", 40)).isTrue();
    assertThat(kept.get("a")).isEqualTo("A"); // now b is the least recently used
    assertThat(kept.put("c", "C", 40)).isTrue();
    assertThat(kept.get("b")).isNull();
    assertThat(kept.get("a")).isEqualTo("A");
    assertThat(kept.put("huge", "H", 101)).isFalse();
    assertThat(kept.get("huge")).isNull();
    assertThat(kept.stats()).isEqualTo(new FitReuseStats(2, 1, 40, 1, 80, 100));

    KeptFits<String, String> counted = new KeptFits<>(2, 1000);
    counted.put("a", "A", 1);
    counted.put("b", "B", 1);
    counted.put("c", "C", 1);
    assertThat(counted.get("a")).isNull();
    assertThat(counted.stats().evictions()).isEqualTo(1);
  }

  /** KFold, four chains of which two give the same X, a nearest-neighbours model. */
  static final String KNN =
      "{\"pipeline\": [{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
          + " {\"_cartesian_\": [{\"_or_\": [null, \"nirs4all.operators.transforms.SNV\"]},"
          + " {\"_or_\": [null, \"nirs4all.operators.transforms.SNV\"]}]},"
          + " {\"model\": {\"class\": \"KNeighborsRegressor\", \"params\": {\"n_neighbors\": 3}}}]}";

  @Test
  void nearestNeighbourFitsOverTheBoundAreEvictedWithTheUncachedScores() {
    // 60 x 80 float64: a fold's fit holds about 20 KB of training rows (30 of them); 1 MB of step
    // cache gives each fit store 128 KB
    SpectroDataset data = data(80);
    RunReport uncached = run(KNN, data, CacheConfig.noCache());
    RunReport roomy = run(KNN, data, CacheConfig.fullCache());
    RunReport tight = run(KNN, data, CacheConfig.fullCache().withStepCacheMaxMb(1));

    assertThat(RunFixtures.scores(tight)).isEqualTo(RunFixtures.scores(uncached)).hasSize(4);
    assertThat(RunFixtures.scores(roomy)).isEqualTo(RunFixtures.scores(uncached));
    assertThat(roomy.fitReuse().evictions()).isZero();
    // SNV > None and None > SNV share their three fold fits: reused while still kept
    assertThat(roomy.modelFitReuses()).isEqualTo(3);
    FitReuseStats bounded = tight.fitReuse();
    assertThat(bounded.maxBytes()).isEqualTo(2 * (1024L * 1024L / 8));
    assertThat(bounded.evictions()).isPositive();
    assertThat(bounded.evictedBytes()).isGreaterThan(bounded.evictions() * 15_000);
    assertThat(bounded.rejections()).isZero();
    assertThat(bounded.peakBytes()).isLessThanOrEqualTo(1024L * 1024L / 8 * 2);
    assertThat(tight.modelFits() + tight.modelFitReuses())
        .isEqualTo(roomy.modelFits() + roomy.modelFitReuses());
  }

  @Test
  void aFitLargerThanTheBoundIsNeverKept() {
    // 60 x 800: a fold's fit holds about 190 KB, more than the 128 KB bound
    SpectroDataset data = data(800);
    RunReport uncached = run(KNN, data, CacheConfig.noCache());
    RunReport tight = run(KNN, data, CacheConfig.fullCache().withStepCacheMaxMb(1));
    assertThat(RunFixtures.scores(tight)).isEqualTo(RunFixtures.scores(uncached));
    assertThat(tight.modelFitReuses()).isZero();
    assertThat(tight.modelFits()).isEqualTo(uncached.modelFits());
    assertThat(tight.fitReuse().rejections()).isEqualTo(tight.modelFits());
    assertThat(tight.fitReuse().entries()).isZero();
    assertThat(tight.fitReuse().peakBytes()).isZero();
  }

  static final String PLS_SWEEP =
      "{\"pipeline\": [{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
          + " {\"_or_\": [\"nirs4all.operators.transforms.SNV\", {\"class\": \"Detrend\"}]},"
          + " {\"model\": {\"class\": \"PLSRegression\"}, \"_range_\": [1, 9, 2],"
          + " \"param\": \"n_components\"}]}";

  @Test
  void aPlsSweepWhoseLargestFitIsOverTheBoundFitsEachSizeWithTheUncachedScores() {
    // 60 x 1000: a 9-component fit is charged more than the 128 KB bound, a 1-component one less
    assertThat(PlsModel.retainedBytes(9, 1000, 1)).isGreaterThan(1024L * 1024L / 8);
    assertThat(PlsModel.retainedBytes(1, 1000, 1)).isLessThan(1024L * 1024L / 8);
    SpectroDataset data = data(1000);
    RunReport uncached = run(PLS_SWEEP, data, CacheConfig.noCache());
    RunReport roomy = run(PLS_SWEEP, data, CacheConfig.fullCache());
    RunReport tight = run(PLS_SWEEP, data, CacheConfig.fullCache().withStepCacheMaxMb(1));

    assertThat(RunFixtures.scores(roomy)).isEqualTo(RunFixtures.scores(uncached)).hasSize(10);
    assertThat(RunFixtures.scores(tight)).isEqualTo(RunFixtures.scores(uncached));
    // roomy: one 9-component fit per chain and fold serves the five sizes
    assertThat(roomy.modelFits()).isEqualTo(2 * 3 + 1);
    // tight: no 9-component fit for the smaller sizes, which cannot keep it; every size fits
    assertThat(tight.modelFits()).isGreaterThan(roomy.modelFits());
    assertThat(tight.fitReuse().rejections()).isPositive();
    assertThat(tight.fitReuse().peakBytes()).isLessThanOrEqualTo(tight.fitReuse().maxBytes());
  }

  private static SpectroDataset data(int wavelengths) {
    return SyntheticNirs.defaults()
        .withSamples(60)
        .withWavelengths(wavelengths)
        .withPrecision(Precision.FLOAT64)
        .generate();
  }

  private static RunReport run(String json, SpectroDataset data, CacheConfig config) {
    PipelineDocument doc = RunFixtures.doc(json);
    return PipelineRunner.standard()
        .run(
            RunRequest.of(doc, data)
                .withCacheConfig(config)
                .withOptions(RunOptions.defaults().withThreads(1))
                .withMemoryProbe(MemoryProbe.disabled()));
  }
}
