package org.spectraflow.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** The planner's cut on the synthetic 10^5-variant sweep (no Spark needed). */
class PrefixPlannerTest {

  @Test
  void everyVariantLandsInOneGroupAndGroupingBeatsRandomPartitioning() {
    List<PrefixPlanner.Item> items = PlannerSimulation.sweep();
    for (int cores : new int[] {8, 64, 512}) {
      List<PrefixPlanner.Group> groups = new PrefixPlanner(2 * cores).plan(items);
      long[] all =
          groups.stream().flatMapToLong(g -> Arrays.stream(g.indices())).sorted().toArray();
      assertThat(all).isEqualTo(LongStream.range(0, items.size()).toArray());
      assertThat(groups.size()).isGreaterThanOrEqualTo(2 * cores);
      PlannerSimulation.Row row = PlannerSimulation.row(items, cores);
      assertThat(row.groupedSteps()).isLessThan(row.randomSteps());
    }
  }

  @Test
  void d03ShapedSweepCutsAtTheFirstDepthWithEnoughGroups() {
    List<PrefixPlanner.Item> items = new java.util.ArrayList<>();
    long i = 0;
    for (int a = 0; a < 4; a++) {
      for (int b = 0; b < 4; b++) {
        for (int m = 0; m < 4; m++) {
          items.add(new PrefixPlanner.Item(i++, List.of("a" + a, "b" + b)));
        }
      }
    }
    List<PrefixPlanner.Group> groups = new PrefixPlanner(4).plan(items);
    assertThat(groups).hasSize(4);
    assertThat(groups).allSatisfy(g -> assertThat(g.depth()).isEqualTo(1));
    assertThat(groups.stream().mapToInt(PrefixPlanner.Group::fullPrefixes).sum()).isEqualTo(16);
  }
}
