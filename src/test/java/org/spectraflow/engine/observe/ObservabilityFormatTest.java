package org.spectraflow.engine.observe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheStats;

class ObservabilityFormatTest {

  private static final long MIB = 1024L * 1024L;

  @Test
  void stepLineSingleSource() {
    long rss = Math.round(1234.5 * MIB);
    assertThat(
            ObservabilityFormat.stepLine(
                3, "SNV", List.of(new SourceShape(5000, 4, 2000)), (long) (152.6 * MIB), rss))
        .isEqualTo("[Step 3] SNV | shape: 5000x4x2000 | steady: 152.6 MB | RSS: 1234.5 MB");
  }

  @Test
  void stepLineAsObservedInNirs4all() {
    // nirs4all: [Step 2] StandardNormalVariate | shape: 189x1x2151 | steady: 1.6 MB | RSS: 314.1 MB
    long steady = 189L * 2151 * 4 + 189L * 8;
    assertThat(
            ObservabilityFormat.stepLine(
                2,
                "StandardNormalVariate",
                List.of(new SourceShape(189, 1, 2151)),
                steady,
                Math.round(314.1 * MIB)))
        .isEqualTo(
            "[Step 2] StandardNormalVariate | shape: 189x1x2151 | steady: 1.6 MB"
                + " | RSS: 314.1 MB");
  }

  @Test
  void stepLineMultiSourcePrintsPythonLists() {
    assertThat(
            ObservabilityFormat.shape(
                List.of(new SourceShape(189, 1, 2151), new SourceShape(189, 2, 700))))
        .isEqualTo("189x[1, 2]x[2151, 700]");
    assertThat(
            ObservabilityFormat.stepLine(
                1, "", List.of(new SourceShape(10, 1, 5), new SourceShape(10, 1, 3)), 320, 0))
        .isEqualTo("[Step 1]  | shape: 10x[1, 1]x[5, 3] | steady: 320 B | RSS: 0.0 MB");
  }

  @Test
  void rssWarning() {
    assertThat(ObservabilityFormat.rssWarning(3300 * MIB, 3072 * MIB, "SavitzkyGolay"))
        .isEqualTo("Process RSS at 3.2 GB (threshold: 3.0 GB) after step SavitzkyGolay");
  }

  @Test
  void cacheStatsLineOfTheD03Sweep() {
    CacheStats d03 =
        new CacheStats(
            82, 14, 0, 0, Math.round(21.7 * MIB), 14, 200, Math.round(21.7 * MIB), 2048 * MIB);
    assertThat(ObservabilityFormat.cacheStatsLine(d03))
        .isEqualTo("Step cache: 82 hits, 14 misses (85% hit rate), 0 evictions, peak 21.7 MB");
    CacheStats sweep18 = new CacheStats(16, 8, 2, 0, 0, 0, 2, 0, MIB);
    assertThat(ObservabilityFormat.cacheStatsLine(sweep18))
        .isEqualTo("Step cache: 16 hits, 8 misses (67% hit rate), 2 evictions, peak 0.0 MB");
  }
}
