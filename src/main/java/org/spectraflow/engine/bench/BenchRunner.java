package org.spectraflow.engine.bench;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import org.spectraflow.engine.cache.CachePreset;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunOptions;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.StepRecord;

/**
 * Runs workloads under the three configurations in one JVM: warm-up rounds not counted (a fixed
 * number, or until the JIT has settled: {@link Warmup}), then {@code repeat} measured rounds, each
 * round running the configurations one after the other (alternating, so drifts of the machine
 * spread over all three). Every run starts after a {@code System.gc()}, kept from shrinking the
 * heap ({@link HeapKept}), and runs its variants on {@code threads} workers (1: the calling
 * thread): wall time, process CPU time, bytes allocated by every thread, heap and RSS peaks sampled
 * every {@value #SAMPLE_MILLIS} ms on a separate thread, the report's counters. The engine's own
 * per-step memory probe is off (the sampler replaces it). Last, one untimed full-cache run per
 * workload reads the live heap after a forced collection at every step end ({@link StepLive}).
 */
public final class BenchRunner {

  /** The memory sampling period. */
  public static final long SAMPLE_MILLIS = 5;

  private final PipelineRunner runner;
  private final MemoryProbe probe;
  private final Warmup warmup;
  private final int repeat;
  private final boolean stepLive;
  private final int threads;

  /**
   * A runner with {@code warmup} ≥ 0 uncounted and {@code repeat} ≥ 1 counted rounds.
   *
   * @throws IllegalArgumentException for counts out of range
   */
  public BenchRunner(PipelineRunner runner, MemoryProbe probe, int warmup, int repeat) {
    this(runner, probe, warmup, repeat, true);
  }

  /**
   * As above; {@code stepLive} false skips the untimed run that measures the live heap at step ends
   * (one forced collection per step: seconds for a 64-variant sweep).
   */
  public BenchRunner(
      PipelineRunner runner, MemoryProbe probe, int warmup, int repeat, boolean stepLive) {
    this(runner, probe, warmup, repeat, stepLive, RunOptions.allCores());
  }

  /** As above, running each workload's variants on {@code threads} ≥ 1 worker threads. */
  public BenchRunner(
      PipelineRunner runner,
      MemoryProbe probe,
      int warmup,
      int repeat,
      boolean stepLive,
      int threads) {
    this(runner, probe, fixed(warmup), repeat, stepLive, threads);
  }

  /** As above, with the warm-up a {@link Warmup} policy ({@code --warmup auto}). */
  public BenchRunner(
      PipelineRunner runner,
      MemoryProbe probe,
      Warmup warmup,
      int repeat,
      boolean stepLive,
      int threads) {
    if (threads < 1) {
      throw new IllegalArgumentException("bench: --threads must be >= 1, was " + threads);
    }
    if (repeat < 1) {
      throw new IllegalArgumentException("bench: --repeat must be >= 1, was " + repeat);
    }
    Objects.requireNonNull(warmup, "warmup");
    this.runner = Objects.requireNonNull(runner, "runner");
    this.probe = Objects.requireNonNull(probe, "probe");
    this.warmup = warmup;
    this.repeat = repeat;
    this.stepLive = stepLive;
    this.threads = threads;
  }

  private static Warmup fixed(int warmup) {
    if (warmup < 0) {
      throw new IllegalArgumentException("bench: --warmup must be >= 0, was " + warmup);
    }
    return new Warmup.Fixed(warmup);
  }

  /**
   * Runs every workload in order and returns the medians and verdicts. With a warm-up that ends
   * when the JIT settles, the progress total counts the cap's rounds until a workload's warm-up
   * ends, then shrinks to the rounds actually run.
   */
  public BenchResult run(List<BenchWorkload> workloads, BenchProgress progress) {
    int[] total = {
      workloads.stream().mapToInt(w -> (warmup.maxRounds() + repeat) * w.presets().size()).sum()
    };
    int[] done = {0};
    List<WorkloadResult> results = new ArrayList<>();
    try (HeapKept kept = HeapKept.during()) {
      for (BenchWorkload w : workloads) {
        results.add(
            runWorkload(
                w,
                c -> progress.runFinished(++done[0], total[0], w.name(), c),
                warmed -> total[0] -= (warmup.maxRounds() - warmed) * w.presets().size()));
      }
    }
    return new BenchResult(warmup, repeat, threads, results);
  }

  private WorkloadResult runWorkload(
      BenchWorkload workload, Consumer<CachePreset> tick, IntConsumer warmedUp) {
    Rounds rounds = new Rounds(workload, tick);
    List<WarmupRound> warmupRounds = new ArrayList<>();
    while (warmup.wantsAnother(warmupRounds)) {
      warmupRounds.add(WarmupRound.timed(() -> rounds.run(null)));
    }
    warmedUp.accept(warmupRounds.size());
    Map<CachePreset, List<RunFigures>> runs = new EnumMap<>(CachePreset.class);
    long jitAtMeasure = JitClock.millis();
    for (int r = 0; r < repeat; r++) {
      rounds.run(runs);
    }
    long jitMeasured = JitClock.since(jitAtMeasure);
    Map<CachePreset, RunFigures> medians = new EnumMap<>(CachePreset.class);
    runs.forEach((config, list) -> medians.put(config, RunFigures.median(list)));
    return new WorkloadResult(
        workload.name(),
        workload.dataset().name(),
        workload.shape(),
        rounds.variants,
        medians,
        rounds.mismatch == null,
        rounds.mismatch,
        stepLive(workload),
        new WarmupOutcome(
            warmupRounds.size(), Warmup.UntilJitSettles.settled(warmupRounds), jitMeasured));
  }

  /**
   * A workload's rounds, warm-up and measured alike: every configuration once per round, each run's
   * scores compared bit for bit with the first run's.
   */
  private final class Rounds {
    private final BenchWorkload workload;
    private final Consumer<CachePreset> tick;
    private ScoreSignature reference;
    private String mismatch;
    private int variants;
    private int round;

    Rounds(BenchWorkload workload, Consumer<CachePreset> tick) {
      this.workload = workload;
      this.tick = tick;
    }

    /** Runs one round; its figures go to {@code runs} when it is measured (not null). */
    void run(Map<CachePreset, List<RunFigures>> runs) {
      for (CachePreset config : workload.presets()) {
        Measured m = measure(workload, config);
        variants = m.report.variants().size();
        ScoreSignature scores = ScoreSignature.of(m.report);
        if (reference == null) {
          reference = scores;
        } else if (mismatch == null) {
          String diff = reference.firstDifference(scores);
          mismatch = diff == null ? null : config.key() + " round " + round + ": " + diff;
        }
        if (runs != null) {
          runs.computeIfAbsent(config, c -> new ArrayList<>()).add(m.figures);
        }
        tick.accept(config);
      }
      round++;
    }
  }

  /**
   * One more, untimed, full-cache run whose per-step memory probe collects garbage before reading
   * the heap: the live heap at every step end.
   */
  private StepLive stepLive(BenchWorkload workload) {
    if (!stepLive) {
      return StepLive.NONE;
    }
    RunRequest request =
        RunRequest.of(workload.pipeline(), workload.dataset())
            .withCacheConfig(CachePreset.FULL_CACHE.config())
            .withOptions(RunOptions.defaults().withThreads(1))
            .withMemoryProbe(new CollectingProbe(probe));
    long baseline = CollectingProbe.liveHeapBytes();
    RunReport report = runner.run(request);
    long peak = report.steps().stream().mapToLong(StepRecord::heapBytes).max().orElse(0);
    return new StepLive(baseline, peak, workload.dataset().nbytes());
  }

  private record Measured(RunReport report, RunFigures figures) {}

  private Measured measure(BenchWorkload workload, CachePreset config) {
    RunRequest request =
        RunRequest.of(workload.pipeline(), workload.dataset())
            .withCacheConfig(config.config())
            .withOptions(RunOptions.defaults().withThreads(threads))
            .withMemoryProbe(MemoryProbe.disabled());
    System.gc();
    RunReport report;
    long allocated = probe.processAllocatedBytes();
    long cpu = ProcessCpu.nanos();
    long start = System.nanoTime();
    try (MemorySampler sampler = new MemorySampler(probe, SAMPLE_MILLIS)) {
      report = runner.run(request);
      double wallMs = (System.nanoTime() - start) / 1e6;
      double cpuMs = (ProcessCpu.nanos() - cpu) / 1e6;
      allocated = probe.processAllocatedBytes() - allocated;
      sampler.close();
      return new Measured(report, figures(report, wallMs, cpuMs, allocated, sampler));
    }
  }

  private static RunFigures figures(
      RunReport r, double wallMs, double cpuMs, long allocated, MemorySampler s) {
    long steady = r.steps().stream().mapToLong(StepRecord::steadyBytes).max().orElse(0);
    return new RunFigures(
        wallMs,
        cpuMs,
        s.meanRunnableWorkers(),
        allocated,
        s.peakHeapBytes(),
        s.peakLiveBytes(),
        s.peakRssBytes(),
        s.humongousCollections(),
        steady,
        r.transformerApplications(),
        r.modelFits(),
        r.stepCache().hits(),
        r.stepCache().misses(),
        r.stepCache().evictions(),
        r.cow().bytesCopied());
  }
}
