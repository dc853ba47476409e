package org.spectraflow.ui.run.charts;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.MemoryWarning;
import org.spectraflow.engine.observe.RunEvent.RunStarted;
import org.spectraflow.engine.observe.RunEvent.StepFinished;
import org.spectraflow.engine.observe.RunEvent.StepStarted;
import org.spectraflow.engine.observe.RunEvent.VariantStarted;
import org.spectraflow.ui.run.EventSink;
import org.spectraflow.ui.run.HeldBytes;
import org.spectraflow.ui.run.Interner;
import org.spectraflow.ui.run.OperatorNames;
import org.spectraflow.ui.run.RunClock;
import org.spectraflow.ui.run.StepKey;

/**
 * Chart 1, the memory timeline: one sample per finished step with process RSS, JVM heap used
 * (approximate), the data held by the variants in flight (every branch context alive, {@link
 * HeldBytes}: the figure the run's measured data peak is the largest of) and the finished step's
 * own dataset (its steady bytes: one branch context), all in MiB against seconds since the run
 * began; the step and variant boundaries; each step's span from its start to its finish (the linked
 * hover shades a step's spans); and the {@code memory_warning_threshold_mb} line. Each sample keeps
 * a tooltip naming its variant and step. FX-thread confined.
 */
public final class MemoryTimelineModel implements EventSink {

  /** Bytes per MiB. */
  public static final double MIB = 1024.0 * 1024.0;

  private final RunClock clock;
  private final DoubleColumn seconds = new DoubleColumn();
  private final DoubleColumn rss = new DoubleColumn();
  private final DoubleColumn heap = new DoubleColumn();
  private final DoubleColumn steady = new DoubleColumn();
  private final BitSet cached = new BitSet();
  private final Interner<StepKey> keys = new Interner<>();
  private final Interner<String> labels = new Interner<>();
  private final DoubleColumn held = new DoubleColumn();
  private final HeldBytes heldBytes = new HeldBytes();
  private long heldPeakBytes;
  private long largestDatasetBytes;
  private final List<TimeMark> variants = new ArrayList<>();
  private final List<StepSpan> spans = new ArrayList<>();
  private final Map<Integer, Double> stepStarts = new HashMap<>();
  private double thresholdMb = Double.NaN;

  /** A model reading times against {@code clock}. */
  public MemoryTimelineModel(RunClock clock) {
    this.clock = clock;
  }

  @Override
  public void accept(RunEvent event) {
    heldBytes.accept(event);
    switch (event) {
      case RunStarted s -> thresholdMb = s.cacheConfig().memoryWarningThresholdMb();
      case StepStarted s -> stepStarts.put(s.variant(), clock.seconds(s.at()));
      case VariantStarted v -> variants.add(new TimeMark(clock.seconds(v.at()), "v" + v.variant()));
      case StepFinished f -> addSample(f);
      case MemoryWarning w -> thresholdMb = w.thresholdBytes() / MIB;
      default -> {}
    }
  }

  private void addSample(StepFinished f) {
    double t = clock.seconds(f.at());
    seconds.add(t);
    rss.add(f.rssBytes() / MIB);
    heap.add(f.heapUsedBytes() / MIB);
    steady.add(f.steadyBytes() / MIB);
    held.add(heldBytes.held() / MIB);
    heldPeakBytes = Math.max(heldPeakBytes, heldBytes.held());
    largestDatasetBytes = Math.max(largestDatasetBytes, f.steadyBytes());
    String step =
        labels.of(
            f.step()
                + (f.branchPath().isEmpty() ? "" : " " + f.branchPath())
                + " "
                + OperatorNames.shortName(f.operator()));
    cached.set(spans.size(), f.cached());
    double from = Math.min(t, stepStarts.getOrDefault(f.variant(), t));
    StepKey key = keys.of(new StepKey(f.step(), f.branchPath(), f.stepId()));
    spans.add(new StepSpan(from, t, f.variant(), key, step));
  }

  @Override
  public void clear() {
    for (DoubleColumn c : List.of(seconds, rss, heap, steady, held)) {
      c.clear();
    }
    cached.clear();
    keys.clear();
    labels.clear();
    heldBytes.clear();
    heldPeakBytes = 0;
    largestDatasetBytes = 0;
    variants.clear();
    spans.clear();
    stepStarts.clear();
    thresholdMb = Double.NaN;
  }

  /** Seconds since the start, one per sample. */
  public DoubleColumn seconds() {
    return seconds;
  }

  /** Process RSS in MiB. */
  public DoubleColumn rssMb() {
    return rss;
  }

  /** JVM heap used in MiB (approximate). */
  public DoubleColumn heapMb() {
    return heap;
  }

  /** The finished step's own dataset (its steady bytes, one branch context) in MiB. */
  public DoubleColumn steadyMb() {
    return steady;
  }

  /** The data held by the variants in flight after each step (every branch context), in MiB. */
  public DoubleColumn heldMb() {
    return held;
  }

  /** The most data the variants in flight held at once, in bytes (0 without steps). */
  public long heldPeakBytes() {
    return heldPeakBytes;
  }

  /** The largest single step's dataset (one branch context), in bytes (0 without steps). */
  public long largestDatasetBytes() {
    return largestDatasetBytes;
  }

  /** The step cache's peak in bytes, known once the run finished (0 before or without cache). */
  public long cachePeakBytes() {
    return heldBytes.cachePeak();
  }

  /**
   * The tooltip of sample {@code i}: variant and step, built when asked (the labels are shared by
   * every variant; a run's samples keep no text of their own).
   */
  public String tooltip(int i) {
    return tooltip(spans.get(i), cached.get(i));
  }

  /** The tooltip of a sample of {@code span}, served from the step cache when {@code cached}. */
  public static String tooltip(StepSpan span, boolean cached) {
    return "variant " + span.variant() + " · step " + span.label() + (cached ? " (cached)" : "");
  }

  /** The step span sample {@code i} belongs to (an immutable value any thread may read). */
  public StepSpan span(int i) {
    return spans.get(i);
  }

  /** True when sample {@code i}'s step was served from the step cache. */
  public boolean cached(int i) {
    return cached.get(i);
  }

  /**
   * Step boundaries (one per finished step: its span's end and label), built when asked rather than
   * kept beside the spans (docs/performance.md, "Studio: FX thread stalls").
   */
  public List<TimeMark> stepMarks() {
    List<TimeMark> marks = new ArrayList<>(spans.size());
    for (StepSpan s : spans) {
      marks.add(new TimeMark(s.to(), s.label()));
    }
    return List.copyOf(marks);
  }

  /** Finished steps so far: the size of {@link #stepMarks()}, without building the marks. */
  public int stepCount() {
    return spans.size();
  }

  /** Every finished step's span, in finishing order (a view: do not keep it across events). */
  public List<StepSpan> stepSpans() {
    return Collections.unmodifiableList(spans);
  }

  /**
   * The step running at {@code seconds}, or the nearest one between steps; null without steps.
   * Several workers: the earliest finished of those running then.
   */
  public StepKey stepAt(double seconds) {
    StepKey nearest = null;
    double best = Double.POSITIVE_INFINITY;
    for (StepSpan s : spans) {
      double distance =
          s.contains(seconds)
              ? 0
              : Math.min(Math.abs(s.from() - seconds), Math.abs(s.to() - seconds));
      if (distance < best) {
        best = distance;
        nearest = s.key();
      }
    }
    return nearest;
  }

  /** Variant boundaries (one per started variant). */
  public List<TimeMark> variantMarks() {
    return List.copyOf(variants);
  }

  /** The RSS warning threshold in MiB, NaN before the run started. */
  public double thresholdMb() {
    return thresholdMb;
  }

  /** The largest RSS sample in MiB, NaN without samples. */
  public double peakRssMb() {
    return rss.max();
  }
}
