package org.spectraflow.engine.observe;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.cache.RemovalCause;
import org.spectraflow.engine.cache.StepCacheKey;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;

/** One run event of every kind, shared by the event log, session row and JFR round-trip tests. */
public final class RunEventSamples {

  /** The sample events' instant. */
  public static final Instant T = Instant.parse("2026-12-01T10:15:30.123456789Z");

  private static final StepCacheKey KEY =
      new StepCacheKey(new Fingerprint(1, -2), new Fingerprint(3, 4), new Fingerprint(-5, 6));

  /** One event of every kind, with awkward values (NaN, negative zero, nulls, huge numbers). */
  public static List<RunEvent> everyKind() {
    return List.of(
        new RunEvent.RunStarted(T, "d03", 64, "demo", CacheConfig.defaults()),
        new RunEvent.VariantStarted(T.plusNanos(1), 0, "config_abc"),
        new RunEvent.StepStarted(
            T, 0, 3, List.of(1, 0), "pipeline[1].branch.snv[0]", "/p/1", "SNV"),
        new RunEvent.StepSkipped(T, 0, 4, List.of(), "pipeline[2]", "/p/2"),
        new RunEvent.StepCacheMiss(T, 0, 3, KEY),
        new RunEvent.StepCacheHit(T, 1, 3, KEY, 1L << 40),
        new RunEvent.StepCachePut(T, 0, 3, KEY, 12345, true),
        new RunEvent.StepCacheEvict(T, KEY, 99, RemovalCause.SIZE),
        new RunEvent.CowSnapshot(T, List.of(2), 5, 0),
        new RunEvent.CowRestore(T, List.of(2), 5, 7),
        new RunEvent.CowDetach(T, List.of(2), 6, Long.MAX_VALUE),
        new RunEvent.StepFinished(
            T.plusSeconds(3),
            0,
            3,
            List.of(1, 0),
            "pipeline[1].branch.snv[0]",
            "/p/1",
            "SNV",
            List.of(new SourceShape(500, 1, 1000)),
            1L << 33,
            400L << 20,
            -1,
            Long.MIN_VALUE,
            Duration.ofSeconds(2, 999_999_999),
            false),
        new RunEvent.ModelFitReused(T, 0, 7, "PLS", 5, 10),
        new RunEvent.StepCacheBudgetCapped(T, 1L << 30, 1L << 29, 1L << 31),
        new RunEvent.MemoryWarning(T, 900L << 20, 800L << 20, 3, "SNV"),
        new RunEvent.ProcessingsEvicted(T, 0, 3, 0, 2, 1),
        new RunEvent.StepWarning(T, 0, 3, "pipeline[3]", "window clipped"),
        new RunEvent.VariantScore(T, 0, "PLS", null, "rmse", -0.0),
        new RunEvent.TuningTrial(T, 0, "PLS", 2, 10, Double.NaN, 0.25, "{n: 3}", "tpe", false),
        new RunEvent.VariantFinished(
            T, 0, "config_abc", VariantStatus.OK, null, Map.of("test_rmse", 0.5), Duration.ZERO),
        new RunEvent.VariantFinished(
            T, 1, "config_def", VariantStatus.FAILED, "boom", Map.of(), Duration.ofMillis(3)),
        new RunEvent.RunFinished(T, Duration.ofMinutes(2), 64, 1, CacheStats.empty()));
  }

  private RunEventSamples() {}
}
