package org.spectraflow.ui.run;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.lang.management.ThreadMXBean;
import java.time.InstantSource;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javax.management.ObjectName;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.CowStats;
import org.spectraflow.engine.run.report.DatasetInfo;
import org.spectraflow.engine.run.report.FitReuseStats;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.RunStatus;

/**
 * Benchmark, not a test: how long does the FX thread stall while the run workspace follows a
 * 1,000-variant run of 100,000 events? A synthetic engine publishes 100 events per variant on the
 * run thread (optionally paced); the workspace is shown in a 1400 × 860 headless stage with the
 * memory timeline visible; the frame pump records the longest gap between two pulses.
 *
 * <p>A warm-up run (100 variants by default) goes first, so the figures are those of a studio whose
 * chart code has been compiled; pass 0 as the fourth argument to measure a cold start. Run after
 * {@code ./mvnw test-compile}: {@code java -cp target/test-classes:target/classes:<deps>
 * -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dheadless.geometry=1600x1000-32
 * -Dprism.order=sw org.spectraflow.ui.run.RunViewStallBenchmark [variants]
 * [pace-microseconds-per-event] [tab] [warm-up variants]}.
 *
 * <p>Measured on a 2-core machine shared with other builds (load average 23), the wave-1 build and
 * this one back to back: longest pulse gap 879 → 578 ms, gaps over 100 ms 149 → 83, longest frame
 * action 723 → 458 ms, wall 38.1 → 26.9 s. A profile (JFR, FX thread) showed a hidden log list
 * relaid out on every frame as it grew, and the toolbar re-wrapping when its progress text changed
 * width, which resized and fully redrew the chart below it inside the layout pass; both are gone.
 * The rest is the chart redraw itself (about a fifth of the FX thread) and the run's start; at that
 * load a gap of a few hundred ms is mostly waiting for a core.
 *
 * <p>The last figure printed is the FX thread's CPU time over the run, which, unlike the gaps, does
 * not grow with the machine's load. A second profile showed half of every chart redraw spent
 * measuring labels through a JavaFX {@code Text} node (JFreeChart-FX's default font metrics); the
 * live charts now measure them with Java2D's, and the chart code is loaded and compiled at the
 * studio's start by a background warm-up ({@code ChartWarmUp}). The same sitting, base and new
 * builds interleaved, three pairs at load 3–4.5: longest gap 184/255/1789 → 180/194/355 ms, gaps
 * over 100 ms 2/2/43 → 3/4/36, longest frame action 77/78/593 → 62/43/317 ms, FX CPU 1.52/1.76/2.21
 * → 1.60/1.38/1.89 s; at load 11, two pairs: FX CPU 2.77/3.00 → 1.93/1.66 s. Cold (fourth argument
 * 0, the warm-up racing the run): longest gap 971 → 699 ms. The 50 ms target is not met: the
 * longest gaps now fall at the run's start and end, in CSS and layout of the results table and
 * bounds updates rather than in the frame action, and a chart redraw still takes 40–80 ms of CPU;
 * drawing charts into an image off the FX thread is the next step.
 *
 * <p>Off-thread charts (issue 17's last target). A profile at load 12 showed the JavaFX renderer
 * thread spending 300 of its 360 samples replaying the chart canvas' commands in the software
 * pipeline, and each pulse waits for the previous frame's rendering: the FX thread was idle for
 * most of a gap. The live charts are now drawn with Java2D into an image on a render thread ({@code
 * LiveChart}, {@code ChartImageView}), the results table is empty while its tab is hidden, and the
 * toolbar's progress texts are set once per batch instead of once per event (a tenth of the FX
 * thread). The same sitting, base (main) and new builds interleaved, four pairs at load 17–21 (four
 * engineers' builds on 2 cores): longest gap 595/593/809/581 → 189/329/411/462 ms, gaps over 100 ms
 * 65/91/91/47 → 53/96/83/34, longest frame action 551/572/384/405 → 166/257/214/335 ms, pulses
 * 137/154/221/126 → 338/330/341/219, FX CPU 1.62/1.80/2.43/1.44 → 2.45/2.41/2.39/1.69 s (more
 * pulses, each with its CSS, layout and headless screen copy: 11.7 → 7.3 ms per pulse in the second
 * pair). A second sitting at load 9–13, four pairs: longest gap 400/327/685/547 → 430/339/252/385
 * ms, gaps over 100 ms 69/32/101/50 → 25/42/27/38, longest frame action 168/162/309/274 →
 * 204/194/192/231 ms, FX CPU 1.85/1.84/2.15/1.60 → 2.15/2.96/1.98/2.89 s: there the longest gaps
 * overlap, set by the scheduler. The 50 ms target is still not met: the longest gap is now at the
 * run's last pulse (the results ranked and published, the run's state flipped and the toolbar
 * relaid out) or in the middle of the run, where the FX thread does about 7 ms per pulse and waits
 * for a core the rest of the time; it was not measured on a quiet machine. The charts' own drawing
 * now costs the FX thread nothing; what is left per pulse is event work (8 ms budget), CSS and
 * layout, and the headless platform's copy of the screen.
 *
 * <p>Quiet machine (load 2), after the measured data peak stopped replaying every event at the
 * run's end (that last pulse was the 98–107 ms gap of the first two runs): five runs, longest gap
 * 47/79/84/99/41 ms, no gap over 100 ms, FX CPU 1.29–1.60 s. The longest gaps are now G1 young
 * pauses (33–62 ms with {@code -Xlog:gc}); the target is met in two runs of five.
 *
 * <p>What the collector copies (docs/performance.md has the figures): chart frames no longer
 * allocate a humongous image and texture per drawing (one canvas and one shown image per view), the
 * session's events are kept as columns ({@code EventLog}) rather than 400,000 small objects, and
 * the models share one step key and label per step. The run prints the live heap after the run
 * ({@code -Dstall.histogram=N} adds the N classes holding most of it). Humongous-triggered
 * collections 8–19 → 1–3 per run, young collections 16–25 → 11–12. At load 2.7–4, five interleaved
 * pairs: longest gap 64–84 → 52–68 ms, young pauses 7–10 ms in both builds; the target is not met
 * yet, and the longest gap is no longer a collection.
 */
public final class RunViewStallBenchmark {

  private RunViewStallBenchmark() {}

  /** Runs the benchmark and prints the figures. */
  public static void main(String[] args) throws Exception {
    int variants = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
    long paceNanos = args.length > 1 ? Long.parseLong(args[1]) * 1000 : 0;
    String tab = args.length > 2 ? args[2] : "Memory";
    CountDownLatch started = new CountDownLatch(1);
    Platform.startup(started::countDown);
    started.await();
    int warmup = args.length > 3 ? Integer.parseInt(args[3]) : 100;
    AtomicInteger size = new AtomicInteger(warmup);
    RunModel model =
        new RunModel(
            request -> publish(request, size.get(), paceNanos),
            RunModel.runThread(),
            Platform::runLater,
            InstantSource.system());
    RunWorkspace[] workspace = new RunWorkspace[1];
    CountDownLatch shown = new CountDownLatch(1);
    Platform.runLater(
        () -> {
          model.documentProperty().set(RunWorkspaceDemo.demoDocument());
          workspace[0] = new RunWorkspace(model);
          Stage stage = new Stage();
          stage.setScene(new Scene(workspace[0], 1400, 860));
          stage.show();
          workspace[0].show(tab);
          shown.countDown();
        });
    shown.await();
    if (warmup > 0) {
      runOnce(model, workspace[0]);
    }
    size.set(variants);
    long cpu0 = fxCpuNanos();
    long wall = runOnce(model, workspace[0]);
    long fxCpu = fxCpuNanos() - cpu0;
    CountDownLatch read = new CountDownLatch(1);
    Platform.runLater(
        () -> {
          FramePump pump = workspace[0].pump();
          System.out.printf(
              "variants=%d events=%d tab=%s wall=%.2f s pulses=%d max pulse gap=%.1f ms"
                  + " (at pulse %d) gaps>100ms=%d max frame work=%.1f ms fx cpu=%.2f s%n",
              variants,
              model.profile().events().size(),
              tab,
              wall / 1e9,
              pump.pulses(),
              pump.maxGapNanos() / 1e6,
              pump.maxGapPulse(),
              pump.slowGaps(),
              pump.maxFrameNanos() / 1e6,
              fxCpu / 1e9);
          read.countDown();
        });
    read.await();
    printRetained(model);
    Platform.exit();
  }

  /**
   * After the measurement: the live heap with the finished session held (after a full collection),
   * and, with {@code -Dstall.histogram=N}, the N classes holding most of it.
   */
  private static void printRetained(RunModel model) throws Exception {
    System.gc();
    MemoryUsage heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
    System.out.printf(
        "live heap after the run=%.1f MB (%d events held)%n",
        heap.getUsed() / 1e6, model.profile().events().size());
    int top = Integer.getInteger("stall.histogram", 0);
    if (top > 0) {
      String histogram =
          (String)
              ManagementFactory.getPlatformMBeanServer()
                  .invoke(
                      new ObjectName("com.sun.management:type=DiagnosticCommand"),
                      "gcClassHistogram",
                      new Object[] {null},
                      new String[] {String[].class.getName()});
      histogram.lines().limit(top + 3L).forEach(System.out::println);
    }
  }

  /** The FX thread's CPU time so far: unlike the gaps, it does not grow with the machine's load. */
  private static long fxCpuNanos() throws InterruptedException {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long[] cpu = new long[1];
    CountDownLatch read = new CountDownLatch(1);
    Platform.runLater(
        () -> {
          cpu[0] = threads.getCurrentThreadCpuTime();
          read.countDown();
        });
    read.await();
    return cpu[0];
  }

  /** One run from a fresh pump measurement to the end; returns its wall time in nanoseconds. */
  private static long runOnce(RunModel model, RunWorkspace workspace) throws InterruptedException {
    long t0 = System.nanoTime();
    CountDownLatch done = new CountDownLatch(1);
    ChangeListener<Boolean> end =
        (o, was, now) -> {
          if (!now) {
            done.countDown();
          }
        };
    Platform.runLater(
        () -> {
          workspace.pump().resetStats();
          model.runningProperty().addListener(end);
          model.run();
        });
    if (!done.await(10, TimeUnit.MINUTES)) {
      throw new IllegalStateException("the benchmark run did not finish in 10 minutes");
    }
    Platform.runLater(() -> model.runningProperty().removeListener(end));
    return System.nanoTime() - t0;
  }

  private static RunReport publish(RunRequest request, int variants, long paceNanos) {
    RunEvents out = request.events();
    out.publish(SyntheticRun.started(out.now(), "bench", variants, request.cacheConfig()));
    for (int v = 0; v < variants; v++) {
      SyntheticRun.variant(v, out::now, out::publish, () -> LockSupport.parkNanos(paceNanos * 4));
    }
    out.publish(SyntheticRun.finished(out.now(), variants));
    return new RunReport(
        "bench",
        new DatasetInfo("demo", 400, 100, List.of(1000), "regression"),
        "float32",
        request.cacheConfig(),
        RunStatus.COMPLETED,
        null,
        0,
        List.of(),
        null,
        CacheStats.empty(),
        CowStats.NONE,
        0,
        0,
        0,
        List.of(),
        FitReuseStats.NONE);
  }
}
