package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.reuse.SessionCache;

/**
 * The step cache's disk tier in whole runs (docs/caching.md §3.11): each run below uses a fresh
 * runner and a fresh memory cache, as a new process would; the folder alone carries the entries.
 * Every run scores bit for bit as a run without any cache.
 */
class DiskCacheRunTest {

  static SpectroDataset data;
  static String d03;

  @TempDir Path dir;

  @BeforeAll
  static void load() throws IOException {
    data = RunFixtures.shared("regression");
    try (InputStream in =
        DiskCacheRunTest.class.getResourceAsStream("/org/spectraflow/demo/d03-sweep.json")) {
      d03 = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private CacheConfig withDir() {
    return CacheConfig.spectraflowDefaults().withStepCacheDir(dir.toString());
  }

  private static RunReport run(String json, CacheConfig config, List<String> warnings) {
    RunEvents events = RunEvents.create(java.time.InstantSource.system());
    events.subscribe(
        e -> {
          if (e instanceof RunEvent.StepWarning w) {
            warnings.add(w.message());
          }
        },
        Runnable::run);
    return PipelineRunner.standard()
        .run(
            RunRequest.of(RunFixtures.doc(json), data)
                .withCacheConfig(config)
                .withMemoryProbe(MemoryProbe.disabled())
                .withEvents(events));
  }

  private static RunReport uncached(String json) {
    return run(json, CacheConfig.defaults(), new CopyOnWriteArrayList<>());
  }

  @Test
  void aSecondRunInAFreshRunnerAppliesNoTransformerAndScoresAsAnUncachedRun() {
    List<String> warnings = new CopyOnWriteArrayList<>();
    RunReport first = run(d03, withDir(), warnings);
    assertThat(first.transformerApplications()).isEqualTo(14);
    assertThat(first.stepCache().disk().writes()).isEqualTo(14);
    assertThat(first.stepCache().disk().hits()).isZero();

    RunReport second = run(d03, withDir(), warnings);
    assertThat(second.transformerApplications()).isZero();
    assertThat(second.stepCache().misses()).isZero();
    assertThat(second.stepCache().disk().hits()).isEqualTo(14);
    assertThat(second.stepCache().disk().writes()).isZero();
    assertThat(RunFixtures.scores(second)).isEqualTo(RunFixtures.scores(uncached(d03)));

    String edited = d03.replace("\"_range_\": [5, 20, 5]", "\"_range_\": [3, 18, 5]");
    assertThat(edited).isNotEqualTo(d03);
    RunReport third = run(edited, withDir(), warnings);
    assertThat(third.transformerApplications()).isZero();
    assertThat(RunFixtures.scores(third)).isEqualTo(RunFixtures.scores(uncached(edited)));
    assertThat(warnings).isEmpty();
  }

  @Test
  void aSmootherEditRecomputesOnlyItsChains() {
    run(d03, withDir(), new CopyOnWriteArrayList<>());
    String edited = d03.replace("\"window_length\": 15", "\"window_length\": 11");
    assertThat(edited).isNotEqualTo(d03);
    RunReport second = run(edited, withDir(), new CopyOnWriteArrayList<>());
    assertThat(second.transformerApplications()).isEqualTo(4);
    assertThat(second.stepCache().disk().writes()).isEqualTo(4);
    assertThat(RunFixtures.scores(second)).isEqualTo(RunFixtures.scores(uncached(edited)));
  }

  @Test
  void everyEntryTruncatedStillScoresCorrectlyWithOneWarningEach() throws IOException {
    run(d03, withDir(), new CopyOnWriteArrayList<>());
    List<Path> entries;
    try (Stream<Path> files = Files.list(dir)) {
      entries = files.filter(f -> f.toString().endsWith(".sfstep")).toList();
    }
    assertThat(entries).hasSize(14);
    for (Path f : entries) {
      byte[] bytes = Files.readAllBytes(f);
      Files.write(f, java.util.Arrays.copyOf(bytes, bytes.length / 2));
    }
    List<String> warnings = new CopyOnWriteArrayList<>();
    RunReport again = run(d03, withDir(), warnings);
    assertThat(again.transformerApplications()).isEqualTo(14);
    assertThat(again.stepCache().disk().damaged()).isEqualTo(14);
    assertThat(warnings).hasSize(14).allMatch(w -> w.contains("truncated or damaged"));
    assertThat(RunFixtures.scores(again)).isEqualTo(RunFixtures.scores(uncached(d03)));
    // the damaged files were replaced by good ones
    assertThat(run(d03, withDir(), warnings).transformerApplications()).isZero();
    assertThat(warnings).hasSize(14);
  }

  @Test
  void aSessionCacheKeepsItsDiskTierAcrossRuns() {
    SessionCache session = new SessionCache();
    RunReport first =
        PipelineRunner.standard()
            .run(
                RunRequest.of(RunFixtures.doc(d03), data)
                    .withCacheConfig(withDir())
                    .withMemoryProbe(MemoryProbe.disabled())
                    .withSessionCache(session));
    assertThat(first.stepCache().disk().writes()).isEqualTo(14);
    // a new session (the studio restarted) finds every entry on disk
    RunReport restarted =
        PipelineRunner.standard()
            .run(
                RunRequest.of(RunFixtures.doc(d03), data)
                    .withCacheConfig(withDir())
                    .withMemoryProbe(MemoryProbe.disabled())
                    .withSessionCache(new SessionCache()));
    assertThat(restarted.transformerApplications()).isZero();
    assertThat(restarted.stepCache().disk().hits()).isEqualTo(14);
  }
}
