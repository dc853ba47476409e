package org.spectraflow.spark;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.LongStream;
import java.util.stream.Stream;

/**
 * The planner on a synthetic sweep with fake costs (docs/scale-out.md): 10 × 10 × 10 preprocessing
 * choices over three steps × {@code models} model settings (100 for 10^5 variants), cut for 8, 64
 * and 512 executor cores; prints, per size, the groups, the preprocessing step computations with
 * the planner's cut and with random partitioning into as many tasks, Spark's own overhead (per
 * task, and each task's walk of the expansion), the result bytes coming back, the driver's serial
 * work and the expected wall time from the costs below; then streams 10^6 variants through the
 * planner and prints what its tree holds. {@code java -cp ...
 * org.spectraflow.spark.PlannerSimulation} prints both.
 */
public final class PlannerSimulation {

  /** Seconds per preprocessing step on 5,000 × 2,000 (fake cost, measured order of magnitude). */
  static final double STEP_S = 0.25;

  /** Seconds per model fit on 5,000 × 2,000 (fake cost). */
  static final double FIT_S = 0.5;

  /**
   * Core-seconds per task besides its variants' work: launch, serialisation, result transfer and
   * the driver taking its results in (measured: 3,120 variants in 156 tasks on local[2]).
   */
  static final double TASK_S = 0.17;

  /** Seconds per variant for a task to walk the expansion past the variants it does not run. */
  static final double WALK_S = 1.3e-6;

  /**
   * Driver seconds per variant, serial (not divided by the cores): its streamed check pass and
   * planning walk, taking each result in (decoding, replaying events, writing the spill) and
   * writing the report entry by entry (measured: the 10^5-variant local[2] run spent 94 s of its
   * run's wall outside the sweep, 0.94 ms per variant, at load average 14–21).
   */
  static final double DRIVER_S = 1e-3;

  /** Bytes of results (report entry, step records, events) per variant (measured on D03). */
  static final double RESULT_BYTES = 5_500;

  /** Full prefixes of the synthetic sweep. */
  static final int PREFIXES = 1000;

  private PlannerSimulation() {}

  /** One row of the table. */
  record Row(
      int cores,
      int groups,
      long groupedSteps,
      long randomSteps,
      long fits,
      double overheadHours,
      double driverHours,
      double resultMb,
      double wallHours) {}

  /** The preprocessing steps of variant {@code i} when each prefix has {@code models} variants. */
  static List<String> prefixOf(long i, int models) {
    long p = i / models;
    return List.of("a" + p / 100, "b" + p / 10 % 10, "c" + p % 10);
  }

  /** The synthetic sweep's items, streamed in expansion order (never all held). */
  static Stream<PrefixPlanner.Item> sweep(int models) {
    return LongStream.range(0, (long) PREFIXES * models)
        .mapToObj(i -> new PrefixPlanner.Item(i, prefixOf(i, models)));
  }

  /** Distinct prefix steps (by their whole chain) computed when each task has its own cache. */
  static long steps(List<LongStream> tasks, int models) {
    long n = 0;
    for (LongStream t : tasks) {
      Set<List<String>> seen = new HashSet<>();
      t.forEach(
          i -> {
            List<String> prefix = prefixOf(i, models);
            for (int d = 1; d <= prefix.size(); d++) {
              seen.add(prefix.subList(0, d));
            }
          });
      n += seen.size();
    }
    return n;
  }

  /** The row for {@code cores} on the 10^5-variant sweep. */
  static Row row(int cores) {
    int models = 100;
    List<PrefixPlanner.Group> groups = PrefixPlanner.forCores(cores).plan(sweep(models));
    List<LongStream> grouped = new ArrayList<>();
    groups.forEach(g -> grouped.add(g.indices().indices()));
    List<List<Long>> random = new ArrayList<>();
    for (int g = 0; g < groups.size(); g++) {
      random.add(new ArrayList<>());
    }
    Random rng = new Random(42);
    long total = (long) PREFIXES * models;
    for (long i = 0; i < total; i++) {
      random.get(rng.nextInt(groups.size())).add(i);
    }
    List<LongStream> randomStreams = new ArrayList<>();
    random.forEach(r -> randomStreams.add(r.stream().mapToLong(Long::longValue)));
    long g = steps(grouped, models);
    int tasks = groups.size();
    double overhead = (tasks * TASK_S + (double) tasks * total * WALK_S) / cores / 3600;
    double driver = total * DRIVER_S / 3600;
    double wall = (g * STEP_S + total * FIT_S) / cores / 3600 + overhead + driver;
    return new Row(
        cores,
        tasks,
        g,
        steps(randomStreams, models),
        total,
        overhead,
        driver,
        total * RESULT_BYTES / 1e6,
        wall);
  }

  /** What the planner's tree holds after streaming {@code models} × 1,000 variants. */
  record TreeSize(long variants, int nodes, int runs) {}

  /** Streams the sweep with {@code models} settings per prefix through a tree. */
  static TreeSize treeSize(int models) {
    PrefixTree tree = new PrefixTree();
    sweep(models).forEachOrdered(i -> tree.add(i.index(), i.prefix()));
    return new TreeSize(tree.variants(), tree.nodes(), tree.runs());
  }

  /** Prints the table and the streamed 10^6-variant tree. */
  public static void main(String[] args) {
    System.out.println(
        "| cores | groups | prefix steps (planner) | prefix steps (random) | model fits"
            + " | Spark overhead (h) | driver (h) | results to driver (MB) | expected wall (h) |");
    System.out.println("|---|---|---|---|---|---|---|---|---|");
    for (int cores : new int[] {8, 64, 512}) {
      Row r = row(cores);
      System.out.printf(
          "| %d | %d | %d | %d | %d | %.4f | %.4f | %.0f | %.2f |%n",
          r.cores(),
          r.groups(),
          r.groupedSteps(),
          r.randomSteps(),
          r.fits(),
          r.overheadHours(),
          r.driverHours(),
          r.resultMb(),
          r.wallHours());
    }
    Runtime rt = Runtime.getRuntime();
    System.gc();
    long before = rt.totalMemory() - rt.freeMemory();
    PrefixTree tree = new PrefixTree();
    sweep(1000).forEachOrdered(i -> tree.add(i.index(), i.prefix()));
    List<PrefixPlanner.Group> groups = PrefixPlanner.forCores(512).plan(tree);
    System.gc();
    long after = rt.totalMemory() - rt.freeMemory();
    System.out.printf(
        "10^6 variants streamed: %d tree nodes, %d index runs, %d groups at 512 cores,"
            + " %.1f MB of heap retained by the plan%n",
        tree.nodes(), tree.runs(), groups.size(), Math.max(0, after - before) / 1e6);
  }
}
