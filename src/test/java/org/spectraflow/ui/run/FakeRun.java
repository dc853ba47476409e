package org.spectraflow.ui.run;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.cache.RemovalCause;
import org.spectraflow.engine.cache.StepCacheKey;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.diagnostics.TestPredictions;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.observe.SourceShape;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.CowStats;
import org.spectraflow.engine.run.report.DatasetInfo;
import org.spectraflow.engine.run.report.FitReuseStats;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.RunStatus;
import org.spectraflow.engine.run.report.ScoreNames;
import org.spectraflow.engine.run.report.VariantReport;

/**
 * A scripted engine for tests: each variant runs a splitter (step 1), a two-branch step (step 2,
 * branches 0 and 1 with a detach each), and a model (step 3), with cache traffic, a score and
 * realistic memory figures; times advance {@value #MILLIS_PER_EVENT} ms per event from a fixed
 * instant, so a 64-variant run spans about 20 seconds, as a small sweep would (the run view's clock
 * reads the events' own span, never the gap to the wall clock). It honours cancellation between
 * variants, can fail one variant, and can pause after the first variant until released.
 */
final class FakeRun implements RunEngine {

  static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");
  static final long MIB = 1024L * 1024L;
  static final long MILLIS_PER_EVENT = 25;

  private final int variants;
  private int failVariant = -1;
  private double scoreOffset;
  private CountDownLatch pauseAfterFirst;
  private final CountDownLatch firstDone = new CountDownLatch(1);
  private long tick;
  final List<RunRequest> requests = new ArrayList<>();

  FakeRun(int variants) {
    this.variants = variants;
  }

  FakeRun failing(int variant) {
    failVariant = variant;
    return this;
  }

  FakeRun scoreOffset(double offset) {
    scoreOffset = offset;
    return this;
  }

  FakeRun pausingAfterFirst(CountDownLatch release) {
    pauseAfterFirst = release;
    return this;
  }

  /** Waits until the first variant has finished. */
  void awaitFirstVariant() throws InterruptedException {
    if (!firstDone.await(10, TimeUnit.SECONDS)) {
      throw new AssertionError("the fake run did not finish its first variant");
    }
  }

  @Override
  public RunReport run(RunRequest request) {
    requests.add(request);
    RunEvents out = request.events();
    tick = 0;
    out.publish(new RunEvent.RunStarted(at(), "fake", variants, "demo", request.cacheConfig()));
    List<VariantReport> done = new ArrayList<>();
    RunStatus status = RunStatus.COMPLETED;
    for (int v = 0; v < variants; v++) {
      if (request.cancellation().isCancelled()) {
        status = RunStatus.CANCELLED;
        break;
      }
      done.add(variant(out, v));
      if (v == 0) {
        firstDone.countDown();
        awaitRelease();
      }
    }
    out.publish(
        new RunEvent.RunFinished(
            at(),
            Duration.ofMillis(tick * MILLIS_PER_EVENT),
            done.size(),
            (int) done.stream().filter(r -> !r.ok()).count(),
            stats()));
    return report(request, status, done);
  }

  private void awaitRelease() {
    if (pauseAfterFirst != null) {
      try {
        if (!pauseAfterFirst.await(10, TimeUnit.SECONDS)) {
          throw new AssertionError("the test never released the paused run");
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while paused", e);
      }
    }
  }

  private VariantReport variant(RunEvents out, int v) {
    String name = "SNV > PLS(n_components=" + (v + 1) + ")";
    out.publish(new RunEvent.VariantStarted(at(), v, name));
    step(out, v, 1, List.of(), "KFold", v > 0);
    out.publish(new RunEvent.CowSnapshot(at(), List.of(0), 2, 0));
    step(out, v, 2, List.of(0), "StandardNormalVariate", false);
    out.publish(new RunEvent.CowDetach(at(), List.of(1), 2, (v + 1) * 1000L));
    step(out, v, 2, List.of(1), "SavitzkyGolay", false);
    if (v == failVariant) {
      out.publish(new RunEvent.StepStarted(at(), v, 3, List.of(), "pipeline[2]", "PLSRegression"));
      String error = "PLSRegression: n_components=" + (v + 1) + " exceeds 2 features";
      out.publish(
          new RunEvent.VariantFinished(
              at(), v, name, VariantStatus.FAILED, error, Map.of(), Duration.ofMillis(3)));
      return new VariantReport(v, name, "config_" + v, VariantStatus.FAILED, error, List.of());
    }
    step(out, v, 3, List.of(), "PLSRegression", false);
    double rmse = score(v);
    out.publish(new RunEvent.VariantScore(at(), v, "PLSRegression", null, "test_rmse", rmse));
    out.publish(
        new RunEvent.VariantFinished(
            at(),
            v,
            name,
            VariantStatus.OK,
            null,
            Map.of("test_rmse", rmse, "test_r2", 1 - rmse / 10),
            Duration.ofMillis(12)));
    return new VariantReport(v, name, "config_" + v, VariantStatus.OK, null, List.of(model(v)));
  }

  private void step(RunEvents out, int v, int step, List<Integer> path, String op, boolean cached) {
    StepCacheKey key =
        new StepCacheKey(Fingerprint.ofString(op), Fingerprint.ZERO, Fingerprint.ZERO);
    String where = documentPath(step, path);
    out.publish(new RunEvent.StepStarted(at(), v, step, path, where, op));
    if (step == 1) {
      out.publish(
          cached
              ? new RunEvent.StepCacheHit(at(), v, step, key, 4 * MIB)
              : new RunEvent.StepCacheMiss(at(), v, step, key));
      if (!cached) {
        out.publish(new RunEvent.StepCachePut(at(), v, step, key, 4 * MIB, true));
      } else if (v % 3 == 0) {
        out.publish(new RunEvent.StepCacheEvict(at(), key, MIB, RemovalCause.SIZE));
      }
    }
    long steady = (8 + step * 2L + path.size()) * MIB;
    out.publish(
        new RunEvent.StepFinished(
            at(),
            v,
            step,
            path,
            where,
            op,
            List.of(new SourceShape(100, step, 256)),
            steady,
            (200 + v + step) * MIB,
            (50 + step) * MIB,
            step * MIB,
            Duration.ofMillis(2),
            cached));
  }

  /** The engine's path of the lane's first step for a list branch, else the top-level step. */
  private static String documentPath(int step, List<Integer> path) {
    String top = "pipeline[" + (step - 1) + "]";
    return path.isEmpty() ? top : top + ".branch[\"" + path.getFirst() + "\"][0]";
  }

  double score(int v) {
    return 1.0 + Math.abs(v - 2) * 0.1 + scoreOffset;
  }

  private ModelReport model(int v) {
    double rmse = score(v);
    return new ModelReport(
        "PLSRegression",
        null,
        new TreeMap<>(),
        ScoreNames.REGRESSION,
        rmse,
        1 - rmse / 10,
        1.5 * rmse,
        null,
        List.of(),
        List.of(),
        null,
        rmse,
        new TestPredictions(new double[] {1, 2, 3}, new double[] {1.1, 2.0, 2.8 + v * 0.01}));
  }

  private static CacheStats stats() {
    return new CacheStats(3, 1, 1, 0, 4 * MIB, 1, 200, 4 * MIB, 2048 * MIB);
  }

  private RunReport report(RunRequest request, RunStatus status, List<VariantReport> done) {
    return new RunReport(
        "fake",
        new DatasetInfo("demo", 80, 20, List.of(256), "regression"),
        "float32",
        request.cacheConfig(),
        status,
        status == RunStatus.CANCELLED ? "run cancelled" : null,
        tick * MILLIS_PER_EVENT,
        done,
        null,
        stats(),
        CowStats.NONE,
        0,
        done.size(),
        0,
        List.of(),
        FitReuseStats.NONE);
  }

  private Instant at() {
    return T0.plusMillis(MILLIS_PER_EVENT * tick++);
  }
}
