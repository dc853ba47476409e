package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.VariantReport;

/**
 * Random pipelines from the generator grammar give bit-identical reports with the full cache, with
 * budgets small enough to force evictions, with deep-copy branches and with no cache: every
 * variant's status and error, every model's scores and test predictions, compared as raw bits.
 */
class CachedVersusUncachedTest {

  static final int PIPELINES = 60;

  static final List<CacheConfig> CACHED =
      List.of(
          CacheConfig.fullCache(),
          CacheConfig.fullCache().withStepCacheMaxEntries(2),
          CacheConfig.fullCache().withStepCacheMaxMb(1).withUseCowSnapshots(false));

  @Test
  void everyRandomPipelineGivesTheSameBitsWithAndWithoutTheCache() {
    SpectroDataset f64 =
        SyntheticNirs.defaults()
            .withSamples(48)
            .withWavelengths(64)
            .withPrecision(Precision.FLOAT64)
            .generate();
    SpectroDataset f32 =
        SyntheticNirs.defaults()
            .withSamples(40)
            .withWavelengths(300)
            .withSeed(7)
            .withPrecision(Precision.FLOAT32)
            .generate();
    RandomPipelines gen = new RandomPipelines(20240611L);
    long hits = 0;
    long evictions = 0;
    long reuses = 0;
    long variants = 0;
    long failed = 0;
    Map<String, Long> keywordsRun = new TreeMap<>();
    for (int i = 0; i < PIPELINES; i++) {
      String json = gen.next();
      PipelineDocument doc = RunFixtures.doc(json);
      SpectroDataset ds = i % 2 == 0 ? f64 : f32;
      RunReport plain = RunFixtures.run(doc, ds, CacheConfig.noCache());
      List<String> expected = bits(plain);
      variants += plain.variants().size();
      failed += plain.failedVariants();
      long ok = plain.variants().size() - plain.failedVariants();
      for (String k :
          List.of(
              "sample_augmentation",
              "exclude",
              "sample_filter",
              "by_tag",
              "by_filter",
              "MetaModel",
              "concat_transform",
              "TruncatedSVD",
              "\"pp\"",
              "ElasticNet",
              "Lasso",
              "LinearRegression",
              "KNeighborsRegressor",
              "SVR",
              "RandomForestRegressor",
              "GradientBoostingRegressor",
              "XOutlierFilter",
              "HighLeverageFilter")) {
        if (json.contains(k)) {
          keywordsRun.merge(k, ok, Long::sum);
        }
      }
      for (CacheConfig config : CACHED) {
        RunReport cached = RunFixtures.run(doc, ds, config);
        assertThat(bits(cached)).as("pipeline %d %s with %s", i, json, config).isEqualTo(expected);
        assertThat(cached.cow().liveReferences()).as(json).isZero();
        hits += cached.stepCache().hits();
        evictions += cached.stepCache().evictions();
        reuses += cached.modelFitReuses();
      }
    }
    // the draws exercise what they are meant to: sweeps that run, hits, evictions, PLS fit reuse
    assertThat(hits).isPositive();
    assertThat(evictions).isPositive();
    assertThat(reuses).isPositive();
    assertThat(variants - failed).isGreaterThan(2L * PIPELINES);
    assertThat(keywordsRun)
        .as("variants that ran, per sample keyword")
        .hasSize(18)
        .allSatisfy((k, n) -> assertThat(n).as(k).isPositive());
  }

  /** Every variant's status, error and every model's figures as raw bits, in report order. */
  static List<String> bits(RunReport r) {
    List<String> out = new ArrayList<>();
    for (VariantReport v : r.variants()) {
      out.add(v.index() + " " + v.name() + " " + v.status() + " " + v.error());
      v.models().forEach(m -> out.add(v.index() + " " + modelBits(m)));
    }
    return out;
  }

  private static String modelBits(ModelReport m) {
    return m.name()
        + " "
        + m.branch()
        + " "
        + m.params()
        + " "
        + raw(m.test())
        + " "
        + raw(m.testSecondary())
        + " "
        + raw(m.cv())
        + " "
        + raw(m.meanFold())
        + " "
        + m.foldVal().stream().map(CachedVersusUncachedTest::raw).toList()
        + " "
        + m.foldTest().stream().map(CachedVersusUncachedTest::raw).toList()
        + " "
        + raw(m.refitTest())
        + " "
        + Arrays.toString(
            Arrays.stream(m.predictions().yPred())
                .mapToLong(Double::doubleToRawLongBits)
                .toArray());
  }

  private static String raw(Double d) {
    return d == null ? "null" : Long.toHexString(Double.doubleToRawLongBits(d));
  }
}
