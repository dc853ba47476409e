package org.spectraflow.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.RunFinished;
import org.spectraflow.engine.observe.RunEvent.RunStarted;
import org.spectraflow.engine.observe.RunEvent.VariantFinished;
import org.spectraflow.engine.observe.RunEvent.VariantStarted;
import org.spectraflow.ui.run.cachepanel.CacheField;
import org.spectraflow.ui.run.results.ResultRow;

/**
 * The run view on several worker threads shows the figures of a one-worker run: the D03 demo run by
 * the real engine on 1, 2 and 4 threads, and the events of a one-worker run replayed with the
 * variants interleaved as workers interleave them.
 */
class MultiThreadRunViewTest {

  @BeforeAll
  static void toolkit() throws Exception {
    FxTestSupport.startToolkit();
  }

  @Test
  void theViewsFiguresOnTwoAndFourThreadsEqualTheOneThreadRuns() {
    Figures one = Figures.of(run(1).profile());

    for (int threads : List.of(2, 4)) {
      RunModel model = run(threads);
      assertThat(model.lastRequestProperty().get().options().threads()).isEqualTo(threads);
      assertThat(Figures.of(model.profile())).as("%d threads", threads).isEqualTo(one);
    }
    assertThat(one.done()).isEqualTo(64);
    assertThat(one.cacheCounts()).isEqualTo(List.of(82L, 14L));
  }

  @Test
  void interleavedVariantsGiveTheSameFiguresAsTheSequentialStream() {
    RunModel sequential = run(1);
    List<RunEvent> events = sequential.profile().events();

    for (int workers : List.of(2, 3, 8)) {
      RunProfile replay = new RunProfile();
      List<RunEvent> interleaved = interleave(events, workers);
      assertThat(interleaved).hasSameSizeAs(events).isNotEqualTo(events);
      replay.apply(interleaved);
      replay.complete(sequential.profile().reportProperty().get());
      replay.stepStates().settle();
      assertThat(Figures.of(replay))
          .as("%d workers", workers)
          .isEqualTo(Figures.of(sequential.profile()));
    }
  }

  @Test
  void whileVariantsRunSideBySideEachOneShowsItsOwnRunningStep() {
    List<RunEvent> events = run(1).profile().events();
    RunProfile replay = new RunProfile();
    long mostRunning = 0;
    boolean sideBySide = false;
    for (RunEvent e : interleave(events, 2, true)) {
      replay.apply(List.of(e));
      long running =
          replay.stepStates().states().values().stream()
              .filter(s -> s.status() == StepStatus.RUNNING)
              .count();
      mostRunning = Math.max(mostRunning, running);
      sideBySide |= replay.progress().variantProperty().get().endsWith("(+1 running)");
    }

    assertThat(mostRunning).isEqualTo(2);
    assertThat(sideBySide).isTrue();
  }

  @Test
  void theThreadsSettingIsRememberedAndClamped(@TempDir Path dir) {
    RunModel model = FxTestSupport.directModel(new FakeRun(1));
    assertThat(model.threadsProperty().get()).isEqualTo(RunThreads.DEFAULT);
    model.threadsProperty().set(3);
    RunPreferences.of(model).save(dir.resolve("run.properties"));

    RunModel next = FxTestSupport.directModel(new FakeRun(1));
    RunPreferences.load(dir.resolve("run.properties")).applyTo(next);
    assertThat(next.threadsProperty().get()).isEqualTo(3);
    assertThat(RunPreferences.load(dir.resolve("absent.properties")))
        .isEqualTo(RunPreferences.defaults());

    next.threadsProperty().set(0);
    next.run();
    assertThat(next.lastRequestProperty().get().options().threads()).isEqualTo(1);
  }

  private static RunModel run(int threads) {
    RunModel model =
        new RunModel(
            RunEngine.standard(), FxTestSupport.DIRECT, FxTestSupport.DIRECT, FxTestSupport.FIXED);
    model.documentProperty().set(FxTestSupport.demoDocument());
    model.datasetProperty().set(DatasetChoice.demo(40, 64));
    model.cacheConfig().toggle(CacheField.STEP_CACHE_ENABLED).set(true);
    model.threadsProperty().set(threads);
    model.run();
    assertThat(model.statusProperty().get()).isEqualTo("completed");
    return model;
  }

  /**
   * The events of a one-worker run as {@code workers} workers would publish them: each variant's
   * events in order, {@code workers} consecutive variants at a time taking turns event by event
   * (the events without a variant, CoW and evictions, go with the variant they came in). The run's
   * first and last events, and the refit pass (a second start of an index), stay in place.
   */
  static List<RunEvent> interleave(List<RunEvent> events, int workers) {
    return interleave(events, workers, false);
  }

  /**
   * As {@link #interleave(List, int)}; with {@code halves}, variant i of the first half runs beside
   * variant i of the second half (D03: a variant without scatter correction beside one with).
   */
  static List<RunEvent> interleave(List<RunEvent> events, int workers, boolean halves) {
    List<RunEvent> head = new ArrayList<>();
    List<List<RunEvent>> variants = new ArrayList<>();
    List<RunEvent> tail = new ArrayList<>();
    Set<Integer> seen = new HashSet<>();
    List<RunEvent> current = null;
    boolean refit = false;
    for (RunEvent e : events) {
      if (e instanceof VariantStarted v && !refit && !seen.add(v.variant())) {
        refit = true;
      }
      if (refit || e instanceof RunFinished) {
        tail.add(e);
      } else if (e instanceof RunStarted || (current == null && !(e instanceof VariantStarted))) {
        head.add(e);
      } else {
        if (e instanceof VariantStarted) {
          current = new ArrayList<>();
          variants.add(current);
        }
        current.add(e);
        if (e instanceof VariantFinished) {
          current = new ArrayList<>();
          variants.add(current);
        }
      }
    }
    // the empty gaps between one variant's last event and the next one's first would pair a
    // variant with nothing (the studio's session cache is not cleared at the end of a run, so no
    // trailing removal events fill the last gap)
    variants.removeIf(List::isEmpty);
    if (halves) {
      int half = variants.size() / 2;
      List<List<RunEvent>> paired = new ArrayList<>();
      for (int i = 0; i < half; i++) {
        paired.add(variants.get(i));
        paired.add(variants.get(half + i));
      }
      paired.addAll(variants.subList(2 * half, variants.size()));
      variants = paired;
    }
    List<RunEvent> out = new ArrayList<>(head);
    for (int first = 0; first < variants.size(); first += workers) {
      List<List<RunEvent>> window =
          variants.subList(first, Math.min(variants.size(), first + workers));
      int longest = window.stream().mapToInt(List::size).max().orElse(0);
      for (int i = 0; i < longest; i++) {
        // the later variants go first: a worker may overtake an earlier one
        for (int w = window.size() - 1; w >= 0; w--) {
          if (i < window.get(w).size()) {
            out.add(window.get(w).get(i));
          }
        }
      }
    }
    out.addAll(tail);
    return out;
  }

  /**
   * What the run view shows, without what varies from run to run on any thread count (times, RSS,
   * allocation) or with the order workers reach a shared cache entry (which variant's step missed
   * it first).
   */
  record Figures(
      int done,
      int total,
      double fraction,
      Map<String, String> stepStates,
      List<Integer> heatRows,
      List<StepKey> heatColumns,
      long cachedCells,
      List<String> ranking,
      List<Long> cacheCounts,
      int shownVariant,
      List<String> bars,
      List<String> cowLanes,
      long cowBytes,
      int timelineSamples) {

    static Figures of(RunProfile p) {
      Map<String, String> states = new TreeMap<>();
      p.stepStates()
          .states()
          .forEach(
              (site, s) ->
                  states.put(
                      site.key().label() + " " + site.key().stepId() + " " + site.path(),
                      s.status()
                          + " v"
                          + s.variant()
                          + " "
                          + s.operator()
                          + " "
                          + s.shape()
                          + " "
                          + s.steadyBytes()));
      long cached =
          p.heatMap().rows().stream()
              .mapToLong(
                  v ->
                      p.heatMap().columns().stream()
                          .filter(c -> p.heatMap().cell(v, c) != null)
                          .filter(c -> p.heatMap().cell(v, c).cached())
                          .count())
              .sum();
      return new Figures(
          p.progress().doneProperty().get(),
          p.progress().totalProperty().get(),
          p.progress().fractionProperty().get(),
          states,
          p.heatMap().rows(),
          p.heatMap().columns(),
          cached,
          p.results().rankedRows().stream().map(Figures::row).toList(),
          List.of(p.stepCache().hitCount(), p.stepCache().missCount()),
          p.stepMemory().shownVariant(),
          p.stepMemory().shownBars().stream().map(b -> b.label() + " " + b.steadyBytes()).toList(),
          p.cow().lanes().stream().map(l -> l.label()).toList(),
          p.cow().totalBytesCopied(),
          p.timeline().seconds().size());
    }

    private static String row(ResultRow r) {
      return r.variant()
          + " "
          + r.name()
          + " "
          + r.status()
          + " "
          + r.metric()
          + "="
          + r.primary()
          + " "
          + r.secondaryMetric()
          + "="
          + r.secondary()
          + " cv="
          + r.cv();
    }
  }
}
