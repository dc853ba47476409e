package org.spectraflow.ui.run;

import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.RunFinished;
import org.spectraflow.engine.observe.RunEvent.StepFinished;
import org.spectraflow.engine.observe.RunEvent.VariantFinished;

/**
 * A run's measured data peak from the engine's own accounting (its events, never RSS): the largest
 * sum, over the branch contexts alive together, of each context's dataset bytes (the steady bytes
 * of its last finished step), plus the step cache's peak. A variant keeps every branch context's
 * features until it ends or a merge joins them (docs/internals.md, §3), so the largest single
 * step's steady bytes would count one context of six; a step in a lane replaces its parent context,
 * a step outside the lanes (a merge) replaces them, and a variant's contexts go when it finishes.
 * Variants in flight on several workers add up. Fed event by event with the run's other models (so
 * the run's end does not replay every event on the FX thread); the memory timeline follows {@link
 * #held()} after every step. FX-thread confined.
 */
public final class HeldBytes implements EventSink {

  private final Map<Integer, Map<List<Integer>, Long>> variants = new HashMap<>();
  private long held;
  private long peak;
  private long cache;

  /** The measured data peak of {@code events} (0 without steps). */
  static long peak(List<RunEvent> events) {
    HeldBytes bytes = new HeldBytes();
    events.forEach(bytes::accept);
    return bytes.peak();
  }

  /** The measured data peak of the events accepted so far (0 without steps). */
  long peak() {
    return peak + cache;
  }

  /** The bytes of data held now by the variants in flight (every branch context alive). */
  public long held() {
    return held;
  }

  /** The step cache's peak bytes, known once the run finished (0 before). */
  public long cachePeak() {
    return cache;
  }

  @Override
  public void accept(RunEvent e) {
    switch (e) {
      case StepFinished f -> {
        Map<List<Integer>, Long> contexts =
            variants.computeIfAbsent(f.variant(), v -> new HashMap<>());
        List<Integer> path = f.branchPath();
        for (Iterator<Map.Entry<List<Integer>, Long>> it = contexts.entrySet().iterator();
            it.hasNext(); ) {
          Map.Entry<List<Integer>, Long> context = it.next();
          if (replaces(path, context.getKey())) {
            held -= context.getValue();
            it.remove();
          }
        }
        Long before = contexts.put(path, f.steadyBytes());
        held += f.steadyBytes() - (before == null ? 0 : before);
        peak = Math.max(peak, held);
      }
      case VariantFinished f -> {
        Map<List<Integer>, Long> contexts = variants.remove(f.variant());
        if (contexts != null) {
          held -= contexts.values().stream().mapToLong(Long::longValue).sum();
        }
      }
      case RunFinished f -> cache = f.stepCache().peakBytes();
      default -> {}
    }
  }

  @Override
  public void clear() {
    variants.clear();
    held = 0;
    peak = 0;
    cache = 0;
  }

  /**
   * True when a step finishing on {@code path} replaces the branch context {@code context}: its
   * parent context (a step in a lane) or a lane below it (a step after the lanes, a merge), never
   * {@code path} itself, never a sibling lane; that is, one is a proper prefix of the other.
   * Compared element by element, without iterators or sub-lists: it runs for every context of every
   * finished step on the FX thread (RunViewStallBenchmark).
   */
  public static boolean replaces(List<Integer> path, List<Integer> context) {
    int n = Math.min(path.size(), context.size());
    for (int i = 0; i < n; i++) {
      if (!path.get(i).equals(context.get(i))) {
        return false;
      }
    }
    return path.size() != context.size();
  }
}
