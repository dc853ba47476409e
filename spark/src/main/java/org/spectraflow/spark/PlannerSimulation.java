package org.spectraflow.spark;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * The planner on a synthetic sweep with fake costs (docs/scale-out.md): 10^5 variants = 10 × 10 ×
 * 10 preprocessing choices over three steps × 100 model settings, cut for 8, 64 and 512 executor
 * cores; prints, per size, the groups, the preprocessing step computations with the planner's cut
 * and with random partitioning into as many tasks, and the expected wall time from the costs below.
 * {@code java -cp ... org.spectraflow.spark.PlannerSimulation} prints the table.
 */
public final class PlannerSimulation {

  /** Seconds per preprocessing step on 5,000 × 2,000 (fake cost, measured order of magnitude). */
  static final double STEP_S = 0.25;

  /** Seconds per model fit on 5,000 × 2,000 (fake cost). */
  static final double FIT_S = 0.5;

  private PlannerSimulation() {}

  /** One row of the table. */
  record Row(
      int cores, int groups, long groupedSteps, long randomSteps, long fits, double wallHours) {}

  /** The synthetic sweep's items, in expansion order. */
  static List<PrefixPlanner.Item> sweep() {
    List<PrefixPlanner.Item> items = new ArrayList<>();
    long i = 0;
    for (int a = 0; a < 10; a++) {
      for (int b = 0; b < 10; b++) {
        for (int c = 0; c < 10; c++) {
          List<String> prefix = List.of("a" + a, "b" + b, "c" + c);
          for (int m = 0; m < 100; m++) {
            items.add(new PrefixPlanner.Item(i++, prefix));
          }
        }
      }
    }
    return items;
  }

  /** Distinct prefix steps (by their whole chain) computed when each task has its own cache. */
  static long steps(List<List<PrefixPlanner.Item>> tasks) {
    long n = 0;
    for (List<PrefixPlanner.Item> t : tasks) {
      Set<List<String>> seen = new HashSet<>();
      for (PrefixPlanner.Item it : t) {
        for (int d = 1; d <= it.prefix().size(); d++) {
          seen.add(it.prefix().subList(0, d));
        }
      }
      n += seen.size();
    }
    return n;
  }

  /** The row for {@code cores}. */
  static Row row(List<PrefixPlanner.Item> items, int cores) {
    List<PrefixPlanner.Group> groups = new PrefixPlanner(2 * cores).plan(items);
    List<List<PrefixPlanner.Item>> grouped = new ArrayList<>();
    for (PrefixPlanner.Group g : groups) {
      List<PrefixPlanner.Item> t = new ArrayList<>();
      for (long idx : g.indices()) {
        t.add(items.get((int) idx));
      }
      grouped.add(t);
    }
    List<List<PrefixPlanner.Item>> random = new ArrayList<>();
    for (int g = 0; g < groups.size(); g++) {
      random.add(new ArrayList<>());
    }
    Random rng = new Random(42);
    for (PrefixPlanner.Item it : items) {
      random.get(rng.nextInt(groups.size())).add(it);
    }
    long g = steps(grouped);
    long fits = items.size();
    double wall = (g * STEP_S + fits * FIT_S) / cores / 3600;
    return new Row(cores, groups.size(), g, steps(random), fits, wall);
  }

  /** Prints the table. */
  public static void main(String[] args) {
    List<PrefixPlanner.Item> items = sweep();
    System.out.println(
        "| cores | groups | prefix steps (planner) | prefix steps (random) | model fits"
            + " | expected wall (h) |");
    System.out.println("|---|---|---|---|---|---|");
    for (int cores : new int[] {8, 64, 512}) {
      Row r = row(items, cores);
      System.out.printf(
          "| %d | %d | %d | %d | %d | %.2f |%n",
          r.cores(), r.groups(), r.groupedSteps(), r.randomSteps(), r.fits(), r.wallHours());
    }
  }
}
