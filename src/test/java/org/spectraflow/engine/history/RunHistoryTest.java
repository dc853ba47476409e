package org.spectraflow.engine.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.diff.ReportDigest;
import org.spectraflow.engine.diff.RunDiff;
import org.spectraflow.engine.diff.ScoreChange;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineWriter;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.RunReportJson;

/**
 * The run history keeps runs atomically with their figures, lists damaged entries without throwing,
 * bounds its size oldest first, and two kept runs of the D03 sweep (cached and uncached) diff to
 * identical scores with fewer transformer applications (docs/history.md).
 */
class RunHistoryTest {

  @TempDir Path dir;

  static SpectroDataset data;
  static PipelineDocument d03;
  static Kept uncached;
  static Kept cached;

  record Kept(RunReport report, List<RunEvent> events) {}

  @BeforeAll
  static void runD03Twice() {
    data = RunFixtures.demo();
    d03 = RunFixtures.demoDocument("d03-sweep.json");
    uncached = run(CacheConfig.noCache());
    cached = run(CacheConfig.fullCache());
  }

  private static Kept run(CacheConfig config) {
    List<RunEvent> events = new ArrayList<>();
    RunReport report =
        PipelineRunner.standard()
            .run(
                RunRequest.of(d03, data)
                    .withCacheConfig(config)
                    .withMemoryProbe(MemoryProbe.system())
                    .withEvents(RunFixtures.capture(events)));
    return new Kept(report, events);
  }

  private static RunToKeep toKeep(Kept k, String notes) {
    return new RunToKeep(
        k.report(),
        RunReportJson.write(k.report(), false),
        PipelineWriter.toJson(d03),
        RunToKeep.fingerprint(data),
        k.events(),
        "cli",
        notes,
        Map.of("extra.txt", "kept"));
  }

  @Test
  void keepsEveryPartOfARunAndListsItsFigures() throws IOException {
    RunHistory history = RunHistory.in(dir.resolve("history"));
    HistoryEntry e = history.keep(toKeep(cached, "cached run"));

    assertThat(e.isDamaged()).isFalse();
    assertThat(e.document()).isEqualTo("D03 preprocessing sweep");
    assertThat(e.variants()).isEqualTo(64);
    assertThat(e.bestScore()).isEqualTo(cached.report().best().score());
    assertThat(e.metric()).isEqualTo("rmse");
    assertThat(e.wallMs()).isEqualTo(cached.report().wallMs());
    assertThat(e.cacheHitRate()).isEqualTo(cached.report().stepCache().hitRate()).isPositive();
    assertThat(e.peakRssBytes()).isPositive();
    assertThat(e.datasetFingerprint()).hasSize(32);
    assertThat(e.notes()).isEqualTo("cached run");
    assertThat(Files.readString(e.reportFile()))
        .isEqualTo(RunReportJson.write(cached.report(), false));
    assertThat(Files.readString(e.attachment("extra.txt"))).isEqualTo("kept");
    assertThat(Files.readString(e.attachment("document.json"))).contains("_cartesian_");
    assertThat(Files.readString(e.attachment("cache-config.json"))).contains("step_cache_enabled");
    assertThat(history.entries()).containsExactly(e);
    assertThat(history.writeNotes(e.id(), "edited later")).isTrue();
    assertThat(history.entries().get(0).notes()).isEqualTo("edited later");
    assertThat(history.writeNotes("no-such-entry", "x")).isFalse();
    try (var files = Files.list(history.folder())) {
      assertThat(files.map(p -> p.getFileName().toString())).containsExactly(e.id());
    }
  }

  @Test
  void theEventStreamReplaysAndGivesTheMemoryTimeline() {
    HistoryEntry e = RunHistory.in(dir).keep(toKeep(uncached, ""));
    List<RunEvent> back = EventStreamJson.events(e.eventsFile(), CacheConfig.noCache());

    assertThat(back).hasSameSizeAs(uncached.events());
    assertThat(back.stream().map(ev -> ev.getClass().getSimpleName()).toList())
        .isEqualTo(uncached.events().stream().map(ev -> ev.getClass().getSimpleName()).toList());
    assertThat(back.get(0).at()).isEqualTo(uncached.events().get(0).at());
    RssTimeline t = RssTimeline.read(e.eventsFile());
    long finished =
        uncached.events().stream().filter(ev -> ev instanceof RunEvent.StepFinished).count();
    assertThat(t.points()).hasSize((int) finished);
    assertThat(t.peakRssBytes()).isEqualTo(e.peakRssBytes());
    assertThat(t.points())
        .isSortedAccordingTo((a, b) -> Double.compare(a.offsetMs(), b.offsetMs()));
  }

  @Test
  void cachedAndUncachedRunsDiffToIdenticalScoresAndFewerApplications() {
    RunHistory history = RunHistory.in(dir);
    HistoryEntry a = history.keep(toKeep(uncached, ""));
    HistoryEntry b = history.keep(toKeep(cached, ""));

    RunDiff diff =
        RunDiff.of(
            ReportDigest.read(a.reportFile(), a.id(), a.eventsFile()),
            ReportDigest.read(b.reportFile(), b.id(), b.eventsFile()));

    assertThat(diff.scoresIdentical()).isTrue();
    assertThat(diff.models()).hasSize(64).allMatch(m -> m.change() == ScoreChange.IDENTICAL);
    long fewer =
        uncached.report().transformerApplications() - cached.report().transformerApplications();
    assertThat(fewer).isPositive();
    assertThat(diff.counter("transformer_applications").a())
        .isEqualTo(uncached.report().transformerApplications());
    assertThat(diff.counter("transformer_applications").b())
        .isEqualTo(cached.report().transformerApplications());
    assertThat(diff.counter("cache_hits").b()).isEqualTo(cached.report().stepCache().hits());
    assertThat(diff.verdict())
        .startsWith("scores identical; " + fewer + " fewer transformer applications");
    assertThat(diff.steps()).isNotEmpty();
    assertThat(diff.timelineA().isEmpty()).isFalse();
    assertThat(diff.timelineB().isEmpty()).isFalse();

    ReportDigest other =
        ReportDigest.read(b.reportFile(), b.id(), b.eventsFile()).withFingerprint("0123");
    String otherData =
        RunDiff.of(ReportDigest.read(a.reportFile(), a.id(), a.eventsFile()), other).verdict();
    assertThat(otherData)
        .startsWith(
            "different datasets (A: demo 48+12 × 80, B: demo 48+12 × 80); scores identical");
  }

  @Test
  void damagedEntriesAreListedAsDamagedAndNeverThrow() throws IOException {
    RunHistory history = RunHistory.in(dir);
    HistoryEntry good = history.keep(toKeep(cached, ""));
    Path noIndex = Files.createDirectories(dir.resolve("20200101-000000-000-0001"));
    Files.writeString(noIndex.resolve("report.json"), "{}");
    Path garbage = Files.createDirectories(dir.resolve("20200101-000000-000-0002"));
    Files.writeString(garbage.resolve("entry.json"), "{not json");
    Files.writeString(garbage.resolve("report.json"), "{}");
    Path noReport = Files.createDirectories(dir.resolve("20200101-000000-000-0003"));
    Files.copy(good.folder().resolve("entry.json"), noReport.resolve("entry.json"));
    Files.createDirectories(dir.resolve(".tmp-half-written"));

    List<HistoryEntry> all = history.entries();

    assertThat(all).hasSize(4);
    assertThat(all.get(0)).isEqualTo(good);
    assertThat(all.subList(1, 4)).allMatch(HistoryEntry::isDamaged);
    assertThat(all.stream().filter(HistoryEntry::isDamaged).map(HistoryEntry::damage))
        .containsExactlyInAnyOrder(
            "its report.json is missing",
            "its entry.json is not valid JSON",
            "its entry.json is missing");
    assertThatThrownBy(() -> ReportDigest.read(garbage.resolve("entry.json"), "x", null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not valid JSON");
    assertThat(history.delete(garbage.getFileName().toString())).isTrue();
    assertThat(history.entries()).hasSize(3);
    assertThat(history.delete("no-such-entry")).isFalse();
    assertThat(history.find("../escape")).isEmpty();
  }

  @Test
  void theSizeBoundDeletesTheOldestEntriesFirstButNeverTheNewOne() {
    RunHistory roomy = RunHistory.in(dir);
    HistoryEntry first = roomy.keep(toKeep(uncached, "1"));
    HistoryEntry second = roomy.keep(toKeep(cached, "2"));
    long bound = first.sizeBytes() + second.sizeBytes() + 10;

    RunHistory bounded = new RunHistory(dir, bound);
    HistoryEntry third = bounded.keep(toKeep(cached, "3"));

    assertThat(bounded.entries()).extracting(HistoryEntry::id).doesNotContain(first.id());
    assertThat(bounded.entries()).extracting(HistoryEntry::id).contains(third.id());
    assertThat(bounded.totalBytes()).isLessThanOrEqualTo(bound);

    RunHistory tiny = new RunHistory(dir, 1);
    HistoryEntry fourth = tiny.keep(toKeep(cached, "4"));
    assertThat(tiny.entries()).containsExactly(fourth);
    assertThatThrownBy(() -> new RunHistory(dir, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("must be positive");
  }
}
