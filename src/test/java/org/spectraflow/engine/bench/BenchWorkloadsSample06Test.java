package org.spectraflow.engine.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CachePreset;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.generate.VariantExpansion;

/** The sample06 workload: the 150 variants of the generator-syntax sample, full cache only. */
class BenchWorkloadsSample06Test {

  @Test
  void sample06ExpandsTo150VariantsAndRunsUnderTheFullCacheOnly() {
    BenchWorkload w =
        BenchWorkloads.sample06(
            SyntheticNirs.defaults().withSamples(20).withWavelengths(10).generate());
    assertThat(VariantExpansion.count(w.pipeline())).isEqualTo(BigInteger.valueOf(150));
    assertThat(w.presets()).containsExactly(CachePreset.FULL_CACHE);
    assertThat(BenchWorkloads.NAMES).doesNotContain("sample06");
    // the random pick of 2 preprocessings is seeded: every round runs the same variants
    assertThat(names(w)).isEqualTo(names(w)).hasSize(150);
  }

  private static List<String> names(BenchWorkload w) {
    try (var variants = VariantExpansion.standard().expand(w.pipeline())) {
      return variants.map(v -> v.name()).toList();
    }
  }

  @Test
  void namedWorkloadsRunUnderEveryConfigurationByDefault() {
    BenchWorkload w =
        BenchWorkloads.d03(SyntheticNirs.defaults().withSamples(20).withWavelengths(10).generate());
    assertThat(w.presets()).containsExactlyElementsOf(List.of(CachePreset.values()));
  }
}
