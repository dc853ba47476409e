package org.spectraflow.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** The planner's cut on synthetic sweeps (no Spark needed). */
class PrefixPlannerTest {

  @Test
  void everyVariantLandsInOneGroupAndGroupingBeatsRandomPartitioning() {
    for (int cores : new int[] {8, 64, 512}) {
      List<PrefixPlanner.Group> groups =
          PrefixPlanner.forCores(cores).plan(PlannerSimulation.sweep(100));
      long[] all = groups.stream().flatMapToLong(g -> g.indices().indices()).sorted().toArray();
      assertThat(all).isEqualTo(LongStream.range(0, 100_000).toArray());
      assertThat(groups.size()).isGreaterThanOrEqualTo(4 * cores);
      PlannerSimulation.Row row = PlannerSimulation.row(cores);
      assertThat(row.groups()).isEqualTo(groups.size());
      assertThat(row.groupedSteps()).isLessThan(row.randomSteps() / 10);
    }
  }

  @Test
  void d03ShapedSweepOnTwoCoresSharesEachFirstStepWithinATask() {
    // D03: 4 scatter corrections x 4 smoothings, each with 4 PLS sizes
    List<PrefixPlanner.Item> items = new ArrayList<>();
    long i = 0;
    for (int a = 0; a < 4; a++) {
      for (int b = 0; b < 4; b++) {
        for (int m = 0; m < 4; m++) {
          items.add(new PrefixPlanner.Item(i++, List.of("a" + a, "b" + b)));
        }
      }
    }
    List<PrefixPlanner.Group> groups = PrefixPlanner.forCores(2).plan(items);
    // cut at the first step (4 groups, at least one per core), then halved to 8 x 2 cores: one
    // smoothing per task, the four tasks of a scatter correction naming its subtree
    assertThat(groups).hasSize(16);
    for (int g = 0; g < 16; g++) {
      PrefixPlanner.Group group = groups.get(g);
      assertThat(group.depth()).isEqualTo(1);
      assertThat(group.fullPrefixes()).isEqualTo(1);
      assertThat(group.indices().runs()).isEqualTo(1);
      assertThat(group.variants()).isEqualTo(4);
      assertThat(group.indices().first()).isEqualTo(4L * g);
      assertThat(group.root()).isEqualTo(g / 4);
    }
  }

  @Test
  void halvingKeepsEveryFullPrefixWholeInOneTask() {
    // the 3,120-variant sweep's shape: 4 scatter corrections x 39 smoothings x 20 PLS sizes
    List<PrefixPlanner.Item> items = new ArrayList<>();
    long i = 0;
    for (int a = 0; a < 4; a++) {
      for (int b = 0; b < 39; b++) {
        for (int m = 0; m < 20; m++) {
          items.add(new PrefixPlanner.Item(i++, List.of("a" + a, "b" + b)));
        }
      }
    }
    List<PrefixPlanner.Group> groups = PrefixPlanner.forCores(2).plan(items);
    // 4 first-step groups of 39 prefixes halved into 16 tasks, each at a boundary between prefixes
    assertThat(groups).hasSize(16);
    for (PrefixPlanner.Group g : groups) {
      assertThat(g.indices().first() % 20).isZero();
      assertThat(g.variants() % 20).isZero();
      assertThat(g.fullPrefixes()).isEqualTo((int) (g.variants() / 20)).isBetween(9, 10);
      assertThat(g.root()).isEqualTo((int) (g.indices().first() / 780));
    }
    long[] all = groups.stream().flatMapToLong(g -> g.indices().indices()).sorted().toArray();
    assertThat(all).isEqualTo(LongStream.range(0, 3120).toArray());
  }

  @Test
  void noTaskHoldsMoreThanItsBoundOfVariants() {
    // 4 x 25 prefixes x 1,000 model settings: the first-step groups (25,000 each) are cut into
    // chunks of whole full prefixes within the bound
    List<PrefixPlanner.Item> items = new ArrayList<>();
    long i = 0;
    for (int a = 0; a < 4; a++) {
      for (int b = 0; b < 25; b++) {
        for (int m = 0; m < 1000; m++) {
          items.add(new PrefixPlanner.Item(i++, List.of("a" + a, "b" + b)));
        }
      }
    }
    List<PrefixPlanner.Group> groups = new PrefixPlanner(8, 2_000).plan(items);
    assertThat(groups).allSatisfy(g -> assertThat(g.variants()).isLessThanOrEqualTo(2_000));
    // 25 full prefixes of 1,000 under each first step: 12 chunks of two and one of one
    assertThat(groups).allSatisfy(g -> assertThat(g.fullPrefixes()).isBetween(1, 2));
    assertThat(groups).hasSize(52);
    long[] all = groups.stream().flatMapToLong(g -> g.indices().indices()).sorted().toArray();
    assertThat(all).isEqualTo(LongStream.range(0, 100_000).toArray());
  }

  @Test
  void aPrefixWhoseModelWorkDwarfsTheRestIsSplitIntoEqualPieces() {
    List<PrefixPlanner.Item> items = new ArrayList<>();
    for (long i = 0; i < 100; i++) {
      items.add(new PrefixPlanner.Item(i, List.of(i < 90 ? "heavy" : "light" + i % 2)));
    }
    List<PrefixPlanner.Group> groups = new PrefixPlanner(8).plan(items);
    long[] all = groups.stream().flatMapToLong(g -> g.indices().indices()).sorted().toArray();
    assertThat(all).isEqualTo(LongStream.range(0, 100).toArray());
    assertThat(groups.size()).isGreaterThanOrEqualTo(8);
    // fair share 100 / 8: twice it is 25, so no group holds more than 25 of the heavy prefix
    assertThat(groups).allSatisfy(g -> assertThat(g.variants()).isLessThanOrEqualTo(25));
  }

  @Test
  void theStreamedTreeGrowsWithTheDistinctPrefixesNotWithTheVariants() {
    PlannerSimulation.TreeSize tenToTheFive = PlannerSimulation.treeSize(100);
    PlannerSimulation.TreeSize tenToTheSix = PlannerSimulation.treeSize(1000);
    assertThat(tenToTheFive.variants()).isEqualTo(100_000);
    assertThat(tenToTheSix.variants()).isEqualTo(1_000_000);
    // root + 10 + 100 + 1000 nodes, one index run per full prefix, at either size
    assertThat(tenToTheSix.nodes()).isEqualTo(1111).isEqualTo(tenToTheFive.nodes());
    assertThat(tenToTheSix.runs()).isEqualTo(1000).isEqualTo(tenToTheFive.runs());
    List<PrefixPlanner.Group> groups =
        PrefixPlanner.forCores(512).plan(PlannerSimulation.sweep(1000));
    assertThat(groups.stream().mapToLong(PrefixPlanner.Group::variants).sum()).isEqualTo(1_000_000);
    assertThat(groups.stream().mapToInt(g -> g.indices().runs()).sum()).isEqualTo(groups.size());
  }

  @Test
  void indexRunsJoinSplitAndFind() {
    IndexRuns r = IndexRuns.of(2, 5, 5, 7, 9, 10);
    assertThat(r.runs()).isEqualTo(2);
    assertThat(r.count()).isEqualTo(6);
    assertThat(LongStream.range(0, 12).filter(r::contains).toArray())
        .containsExactly(2, 3, 4, 5, 6, 9);
    IndexRuns[] two = r.splitAt(4);
    assertThat(two[0].indices().toArray()).containsExactly(2, 3, 4, 5);
    assertThat(two[1].indices().toArray()).containsExactly(6, 9);
    assertThat(two[1].union(two[0])).isEqualTo(r);
  }
}
