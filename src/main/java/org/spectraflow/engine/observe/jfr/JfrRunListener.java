package org.spectraflow.engine.observe.jfr;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import jdk.jfr.Event;
import jdk.jfr.FlightRecorder;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.observe.RunListener;
import org.spectraflow.engine.observe.SourceShape;
import org.spectraflow.engine.observe.Subscription;

/**
 * Commits every run event as its {@link JfrEvents} twin. Subscribe it inline ({@code
 * Runnable::run}) so each flight-recorder event is stamped on the thread and at the moment the
 * engine published it. When no recording asks for an event kind, the listener builds nothing for it
 * ({@link Event#shouldCommit()}), and {@link #attach} does not even subscribe while the flight
 * recorder has never been started, so runs without JFR pay nothing.
 */
public final class JfrRunListener implements RunListener {

  /**
   * Subscribes a listener to {@code events} when the flight recorder is running in this JVM ({@code
   * -XX:StartFlightRecording}, or a {@link jdk.jfr.Recording} started before the run).
   *
   * @return the subscription, or an inert (already closed) one when there is no recorder
   */
  public static Subscription attach(RunEvents events) {
    if (!FlightRecorder.isAvailable() || !FlightRecorder.isInitialized()) {
      return RunEvents.disabled().subscribe(event -> {}, Runnable::run);
    }
    return events.subscribe(new JfrRunListener(), Runnable::run);
  }

  @Override
  public void onEvent(RunEvent event) {
    switch (event) {
      case RunEvent.RunStarted s -> runStarted(s);
      case RunEvent.VariantStarted v -> variantStarted(v);
      case RunEvent.VariantFinished f -> variantFinished(f);
      case RunEvent.StepStarted s -> stepStarted(s);
      case RunEvent.StepFinished f -> stepFinished(f);
      case RunEvent.StepSkipped s -> stepSkipped(s);
      case RunEvent.StepCacheBudgetCapped c -> budgetCapped(c);
      case RunEvent.TuningTrial t -> tuningTrial(t);
      case RunEvent.StepWarning w -> stepWarning(w);
      case RunEvent.CowSnapshot s ->
          bytes(new JfrEvents.CowSnapshot(), s.step(), s.branchPath(), s.bytesCopied());
      case RunEvent.CowRestore r ->
          bytes(new JfrEvents.CowRestore(), r.step(), r.branchPath(), r.bytesCopied());
      case RunEvent.CowDetach d ->
          bytes(new JfrEvents.CowDetach(), d.step(), d.branchPath(), d.bytesCopied());
      case RunEvent.StepCacheHit h -> cacheHit(h);
      case RunEvent.StepCacheMiss m -> cacheMiss(m);
      case RunEvent.StepCachePut p -> cachePut(p);
      case RunEvent.StepCacheEvict e -> cacheEvict(e);
      case RunEvent.ModelFitReused m -> fitReused(m);
      case RunEvent.MemoryWarning w -> memoryWarning(w);
      case RunEvent.ProcessingsEvicted p -> processingsEvicted(p);
      case RunEvent.VariantScore s -> variantScore(s);
      case RunEvent.RunFinished f -> runFinished(f);
    }
  }

  private static void stepSkipped(RunEvent.StepSkipped s) {
    JfrEvents.StepSkipped e = new JfrEvents.StepSkipped();
    if (e.shouldCommit()) {
      at(e, s.variant(), s.step(), s.branchPath());
      e.path = s.path();
      e.stepId = s.stepId();
      e.commit();
    }
  }

  private static void stepWarning(RunEvent.StepWarning w) {
    JfrEvents.StepWarning e = new JfrEvents.StepWarning();
    if (e.shouldCommit()) {
      e.variant = w.variant();
      e.step = w.step();
      e.path = w.path();
      e.message = w.message();
      e.commit();
    }
  }

  private static void tuningTrial(RunEvent.TuningTrial t) {
    JfrEvents.TuningTrial e = new JfrEvents.TuningTrial();
    if (e.shouldCommit()) {
      e.variant = t.variant();
      e.model = t.model();
      e.trial = t.trial();
      e.trials = t.trials();
      e.value = t.value();
      e.best = t.best();
      e.params = t.params();
      e.sampler = t.sampler();
      e.done = t.done();
      e.commit();
    }
  }

  private static void budgetCapped(RunEvent.StepCacheBudgetCapped c) {
    JfrEvents.StepCacheBudgetCapped e = new JfrEvents.StepCacheBudgetCapped();
    if (e.shouldCommit()) {
      e.configured = c.configuredBytes();
      e.effective = c.effectiveBytes();
      e.maxHeap = c.maxHeapBytes();
      e.commit();
    }
  }

  private static void runStarted(RunEvent.RunStarted s) {
    JfrEvents.RunStarted e = new JfrEvents.RunStarted();
    if (e.shouldCommit()) {
      e.name = s.pipeline();
      e.count = s.variantCount();
      e.dataset = s.dataset();
      e.cacheConfig = s.cacheConfig().toString();
      e.commit();
    }
  }

  private static void variantStarted(RunEvent.VariantStarted v) {
    JfrEvents.VariantStarted e = new JfrEvents.VariantStarted();
    if (e.shouldCommit()) {
      e.variant = v.variant();
      e.name = v.name();
      e.commit();
    }
  }

  private static void variantFinished(RunEvent.VariantFinished f) {
    JfrEvents.VariantFinished e = new JfrEvents.VariantFinished();
    if (e.shouldCommit()) {
      e.variant = f.variant();
      e.name = f.name();
      e.status = f.status().label();
      e.error = f.error();
      e.scores = scores(f.scores());
      e.elapsed = f.duration().toNanos();
      e.commit();
    }
  }

  private static void stepStarted(RunEvent.StepStarted s) {
    JfrEvents.StepStarted e = new JfrEvents.StepStarted();
    if (e.shouldCommit()) {
      at(e, s.variant(), s.step(), s.branchPath());
      e.path = s.path();
      e.stepId = s.stepId();
      e.operator = s.operator();
      e.commit();
    }
  }

  private static void stepFinished(RunEvent.StepFinished f) {
    JfrEvents.StepFinished e = new JfrEvents.StepFinished();
    if (e.shouldCommit()) {
      at(e, f.variant(), f.step(), f.branchPath());
      e.path = f.path();
      e.stepId = f.stepId();
      e.operator = f.operator();
      e.shape = f.shape().stream().map(SourceShape::toString).collect(Collectors.joining(";"));
      e.steady = f.steadyBytes();
      e.rss = f.rssBytes();
      e.heap = f.heapUsedBytes();
      e.allocated = f.allocatedBytes();
      e.elapsed = f.duration().toNanos();
      e.cached = f.cached();
      e.commit();
    }
  }

  private static void bytes(
      JfrEvents.StepScoped e, int step, List<Integer> branchPath, long bytes) {
    if (e.shouldCommit()) {
      at(e, -1, step, branchPath);
      switch (e) {
        case JfrEvents.CowSnapshot s -> s.bytes = bytes;
        case JfrEvents.CowRestore r -> r.bytes = bytes;
        case JfrEvents.CowDetach d -> d.bytes = bytes;
        default -> throw new IllegalArgumentException("not a copy-on-write event: " + e);
      }
      e.commit();
    }
  }

  private static void cacheHit(RunEvent.StepCacheHit h) {
    JfrEvents.StepCacheHit e = new JfrEvents.StepCacheHit();
    if (e.shouldCommit()) {
      at(e, h.variant(), h.step(), List.of());
      e.key = h.key().toString();
      e.bytes = h.bytes();
      e.commit();
    }
  }

  private static void cacheMiss(RunEvent.StepCacheMiss m) {
    JfrEvents.StepCacheMiss e = new JfrEvents.StepCacheMiss();
    if (e.shouldCommit()) {
      at(e, m.variant(), m.step(), List.of());
      e.key = m.key().toString();
      e.commit();
    }
  }

  private static void cachePut(RunEvent.StepCachePut p) {
    JfrEvents.StepCachePut e = new JfrEvents.StepCachePut();
    if (e.shouldCommit()) {
      at(e, p.variant(), p.step(), List.of());
      e.key = p.key().toString();
      e.bytes = p.bytes();
      e.cached = p.stored();
      e.commit();
    }
  }

  private static void cacheEvict(RunEvent.StepCacheEvict v) {
    JfrEvents.StepCacheEvict e = new JfrEvents.StepCacheEvict();
    if (e.shouldCommit()) {
      e.key = v.key().toString();
      e.bytes = v.bytes();
      e.metric = v.cause().name();
      e.commit();
    }
  }

  private static void fitReused(RunEvent.ModelFitReused m) {
    JfrEvents.ModelFitReused e = new JfrEvents.ModelFitReused();
    if (e.shouldCommit()) {
      at(e, m.variant(), m.step(), List.of());
      e.operator = m.model();
      e.components = m.components();
      e.fittedComponents = m.fittedComponents();
      e.commit();
    }
  }

  private static void memoryWarning(RunEvent.MemoryWarning w) {
    JfrEvents.MemoryWarning e = new JfrEvents.MemoryWarning();
    if (e.shouldCommit()) {
      at(e, -1, w.step(), List.of());
      e.operator = w.operator();
      e.bytes = w.rssBytes();
      e.count = w.thresholdBytes();
      e.commit();
    }
  }

  private static void processingsEvicted(RunEvent.ProcessingsEvicted p) {
    JfrEvents.ProcessingsEvicted e = new JfrEvents.ProcessingsEvicted();
    if (e.shouldCommit()) {
      at(e, p.variant(), p.step(), List.of());
      e.source = p.source();
      e.removed = p.removed();
      e.remaining = p.remaining();
      e.commit();
    }
  }

  private static void variantScore(RunEvent.VariantScore s) {
    JfrEvents.VariantScore e = new JfrEvents.VariantScore();
    if (e.shouldCommit()) {
      e.variant = s.variant();
      e.operator = s.model();
      e.branch = s.branch();
      e.metric = s.metric();
      e.value = s.value();
      e.commit();
    }
  }

  private static void runFinished(RunEvent.RunFinished f) {
    JfrEvents.RunFinished e = new JfrEvents.RunFinished();
    if (e.shouldCommit()) {
      CacheStats c = f.stepCache();
      e.count = f.variants();
      e.failedVariants = f.failedVariants();
      e.elapsed = f.duration().toNanos();
      e.hits = c.hits();
      e.misses = c.misses();
      e.evictions = c.evictions();
      e.peakBytes = c.peakBytes();
      e.entries = c.entries();
      e.commit();
    }
  }

  private static void at(JfrEvents.StepScoped e, int variant, int step, List<Integer> branch) {
    e.variant = variant;
    e.step = step;
    e.branch = branch.stream().map(String::valueOf).collect(Collectors.joining("/"));
  }

  private static String scores(Map<String, Double> scores) {
    return new TreeMap<>(scores)
        .entrySet().stream()
            .map(s -> s.getKey() + "=" + s.getValue())
            .collect(Collectors.joining(";"));
  }
}
