package org.spectraflow.engine.run.schedule;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.engine.run.RunOptions;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;

/**
 * The pool's work units: the 640-variant sweep (64 chains of three choices × 10 PLS sizes) is cut
 * where the prefix tree has enough subtrees for the workers, so one worker runs every chain that
 * shares the first two choices; D03 and a last-step-only sweep keep their groups; whatever the cut,
 * the scores, cache counts and fits are the sequential run's.
 */
class PrefixSubtreesTest {

  static PipelineDocument sweep640;
  static PipelineDocument d03;

  @BeforeAll
  static void load() {
    sweep640 = resource("sweep-640.json");
    d03 = RunFixtures.demoDocument("d03-sweep.json");
  }

  @Test
  void theSweepIsCutAtTheLevelGivingFourSubtreesPerWorker() {
    List<Variant> variants = expand(sweep640);
    List<List<Variant>> groups = PrefixGroups.of(variants, PrefixGroups.maxSizeFor(640, 2));
    assertThat(groups).hasSize(64);

    List<List<Variant>> two = PrefixSubtrees.of(groups, 2);
    // 4 subtrees at the first choice are fewer than 8; 16 at the second are enough
    assertThat(two).hasSize(16).allMatch(u -> u.size() == 40);
    assertThat(two.stream().flatMap(List::stream).toList()).isEqualTo(variants);
    for (List<Variant> unit : two) {
      assertThat(unit.stream().map(v -> PrefixSubtrees.path(v).subList(0, 2)).distinct())
          .hasSize(1);
    }
    // 5 workers want 20 subtrees: only the 64 chains give that many
    assertThat(PrefixSubtrees.of(groups, 5)).isEqualTo(groups);
  }

  @Test
  void d03AndALastStepSweepKeepTheirGroups() {
    List<List<Variant>> d03Groups = PrefixGroups.of(expand(d03), PrefixGroups.maxSizeFor(64, 2));
    assertThat(PrefixSubtrees.of(d03Groups, 2)).isEqualTo(d03Groups);

    PipelineDocument lastOnly =
        RunFixtures.doc(
            "{\"pipeline\": [\"nirs4all.operators.transforms.SNV\", {\"model\": {\"class\":"
                + " \"PLSRegression\"}, \"_range_\": [1, 16, 1], \"param\": \"n_components\"}]}");
    List<List<Variant>> groups = PrefixGroups.of(expand(lastOnly), PrefixGroups.maxSizeFor(16, 2));
    assertThat(groups).hasSize(8);
    // a single prefix: no level has more than one subtree, so the size-capped groups stay
    assertThat(PrefixSubtrees.of(groups, 2)).isEqualTo(groups);
  }

  @Test
  void theStartsOfEachLevelFollowTheSharedSteps() {
    JsonValue a = JsonValue.of("A");
    JsonValue b = JsonValue.of("B");
    JsonValue c = JsonValue.of("C");
    List<List<JsonValue>> paths = List.of(List.of(a, b), List.of(a, c), List.of(b, b), List.of());
    assertThat(PrefixSubtrees.starts(paths, 1)).containsExactly(0, 2, 3);
    assertThat(PrefixSubtrees.starts(paths, 2)).containsExactly(0, 1, 2, 3);
  }

  @Test
  void oneWorkerRunsEveryChainOfASubtreeWithTheSequentialCountsAndScores() {
    SpectroDataset data = RunFixtures.demo();
    RunReport one = run(data, 1, null);
    assertThat(one.variants()).hasSize(640).allMatch(v -> v.ok());
    for (int threads : new int[] {2, 3}) {
      Map<Integer, String> threadOf = new ConcurrentHashMap<>();
      RunReport many = run(data, threads, threadOf);
      assertThat(RunFixtures.scores(many))
          .as("%d threads", threads)
          .isEqualTo(RunFixtures.scores(one));
      assertThat(many.stepCache().misses()).isEqualTo(one.stepCache().misses());
      assertThat(many.stepCache().hits()).isEqualTo(one.stepCache().hits());
      assertThat(many.transformerApplications()).isEqualTo(one.transformerApplications());
      // the 64 chains make more PLS fits than the 32 kept, so which fit two chains with the same X
      // still find kept depends on the order the workers met them; every order asks for as many
      assertThat(many.modelFits() + many.modelFitReuses())
          .isEqualTo(one.modelFits() + one.modelFitReuses());
      // 2 and 3 workers both cut at the second choice: the 40 variants of each pair of first
      // two choices ran on one worker, whichever it was
      List<Variant> variants = expand(sweep640);
      Map<List<JsonValue>, List<String>> byPrefix = new LinkedHashMap<>();
      for (Variant v : variants) {
        byPrefix
            .computeIfAbsent(PrefixSubtrees.path(v).subList(0, 2), k -> new ArrayList<>())
            .add(threadOf.get((int) v.index()));
      }
      assertThat(byPrefix).hasSize(16);
      Collection<List<String>> threadsPerSubtree = byPrefix.values();
      assertThat(threadsPerSubtree).allMatch(t -> t.stream().distinct().count() == 1);
    }
    assertThat(one.stepCache().misses()).isPositive();
  }

  private static RunReport run(SpectroDataset data, int threads, Map<Integer, String> threadOf) {
    RunEvents events = RunEvents.create(InstantSource.system());
    if (threadOf != null) {
      events.subscribe(
          e -> {
            if (e instanceof RunEvent.VariantStarted s) {
              threadOf.putIfAbsent(s.variant(), Thread.currentThread().getName());
            }
          },
          Runnable::run);
    }
    return PipelineRunner.standard()
        .run(
            RunRequest.of(sweep640, data)
                .withCacheConfig(CacheConfig.fullCache())
                .withOptions(RunOptions.defaults().withThreads(threads).withRefit(false))
                .withEvents(events)
                .withMemoryProbe(MemoryProbe.disabled()));
  }

  private static List<Variant> expand(PipelineDocument doc) {
    try (Stream<Variant> all = VariantExpansion.standard().expand(doc)) {
      return all.toList();
    }
  }

  private static PipelineDocument resource(String name) {
    try (InputStream in = PrefixSubtreesTest.class.getResourceAsStream(name)) {
      return PipelineReader.readJson(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }
}
