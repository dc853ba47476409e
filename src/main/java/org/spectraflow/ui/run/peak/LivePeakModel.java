package org.spectraflow.ui.run.peak;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.cache.StepCacheKey;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.StepCacheEvict;
import org.spectraflow.engine.observe.RunEvent.StepCachePut;
import org.spectraflow.engine.observe.RunEvent.StepFinished;
import org.spectraflow.engine.observe.RunEvent.StepStarted;
import org.spectraflow.engine.observe.RunEvent.VariantFinished;
import org.spectraflow.ui.run.EventSink;
import org.spectraflow.ui.run.HeldBytes;
import org.spectraflow.ui.run.OperatorNames;
import org.spectraflow.ui.run.RunClock;
import org.spectraflow.ui.run.StepKey;

/**
 * Where the bytes are at the peak, memray's "live at peak" in pipeline terms: follows what is live
 * while the run goes (each variant in flight holds the blocks of every branch context alive, the
 * steady bytes of each context's last finished step, replaced as {@link HeldBytes} replaces them,
 * so the peak's data agrees with the memory timeline's "data held"; the step cache holds the
 * entries put and not yet evicted, each from the step that computed it) and, whenever a finished
 * step raises the largest RSS seen, keeps a {@link PeakSnapshot} of it. Several workers: every
 * variant in flight at that moment is live. Built from the events alone. FX-thread confined.
 */
public final class LivePeakModel implements EventSink {

  /** The group of the variants' datasets. */
  public static final String DATA = "data of the variants in flight";

  /** The group of the step cache's entries. */
  public static final String CACHE = "step cache entries";

  /** The remainder of the resident set. */
  public static final String REST = "rest of the process (JVM, code, garbage)";

  private final RunClock clock;
  private final Map<Integer, Site> current = new HashMap<>();
  private final Map<Integer, Map<List<Integer>, Site>> lastFinished = new LinkedHashMap<>();
  private final Map<StepCacheKey, CacheEntry> cache = new LinkedHashMap<>();
  private PeakSnapshot peak;

  /** A model reading times against {@code clock}. */
  public LivePeakModel(RunClock clock) {
    this.clock = clock;
  }

  @Override
  public void accept(RunEvent event) {
    switch (event) {
      case StepStarted s ->
          current.put(
              s.variant(),
              new Site(
                  new StepKey(s.step(), s.branchPath(), s.stepId()),
                  OperatorNames.shortName(s.operator()),
                  0));
      case StepCachePut p when p.stored() -> cachePut(p);
      case StepCacheEvict e -> cache.remove(e.key());
      case StepFinished f -> finished(f);
      case VariantFinished f -> {
        current.remove(f.variant());
        lastFinished.remove(f.variant());
      }
      default -> {}
    }
  }

  private void cachePut(StepCachePut p) {
    Site site = current.get(p.variant());
    StepKey key = site != null ? site.key() : StepKey.of(p.step());
    cache.put(p.key(), new CacheEntry(key, site != null ? site.operator() : null, p.bytes()));
  }

  private void finished(StepFinished f) {
    StepKey key = new StepKey(f.step(), f.branchPath(), f.stepId());
    Map<List<Integer>, Site> contexts =
        lastFinished.computeIfAbsent(f.variant(), v -> new LinkedHashMap<>());
    List<Integer> path = f.branchPath();
    contexts.keySet().removeIf(context -> HeldBytes.replaces(path, context));
    contexts.put(
        f.branchPath(), new Site(key, OperatorNames.shortName(f.operator()), f.steadyBytes()));
    if (peak == null || f.rssBytes() > peak.rssBytes()) {
      peak = snapshot(f, key);
    }
  }

  private PeakSnapshot snapshot(StepFinished f, StepKey key) {
    List<PeakPart> data = new ArrayList<>();
    lastFinished.forEach(
        (v, contexts) ->
            contexts
                .values()
                .forEach(
                    s ->
                        data.add(
                            new PeakPart(
                                "v" + v + " after " + s.key().label() + " " + s.operator(),
                                s.bytes(),
                                s.key()))));
    List<PeakPart> entries = new ArrayList<>(cache.size());
    cache.values().forEach(e -> entries.add(e.part()));
    data.sort(Comparator.comparingLong(PeakPart::bytes).reversed());
    entries.sort(Comparator.comparingLong(PeakPart::bytes).reversed());
    long dataBytes = data.stream().mapToLong(PeakPart::bytes).sum();
    long cacheBytes = entries.stream().mapToLong(PeakPart::bytes).sum();
    long rest = Math.max(0, f.rssBytes() - dataBytes - cacheBytes);
    return new PeakSnapshot(
        clock.seconds(f.at()),
        f.variant(),
        key.label() + " " + OperatorNames.shortName(f.operator()),
        f.rssBytes(),
        List.of(
            new PeakGroup(DATA, dataBytes, data),
            new PeakGroup(CACHE, cacheBytes, entries),
            new PeakGroup(REST, rest, List.of())));
  }

  /** The live bytes at the largest RSS so far, null before a step finished. */
  public PeakSnapshot peak() {
    return peak;
  }

  @Override
  public void clear() {
    current.clear();
    lastFinished.clear();
    cache.clear();
    peak = null;
  }

  /** A step of a variant and, once finished, its branch context's steady bytes after it. */
  private record Site(StepKey key, String operator, long bytes) {}

  /**
   * A step cache entry: the step that computed it and its operator (null when unknown). Its label
   * is built only when a peak is kept: a run puts an entry for most of its steps, and a label per
   * put was most of this model's allocation (RunViewStallBenchmark).
   */
  private record CacheEntry(StepKey key, String operator, long bytes) {
    PeakPart part() {
      return new PeakPart(
          "cache · " + key.label() + (operator == null ? "" : " " + operator), bytes, key);
    }
  }
}
