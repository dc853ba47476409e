package org.spectraflow.ui.run;

import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;
import java.util.TreeMap;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.spectraflow.engine.estimate.EtaModel;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.RunFinished;
import org.spectraflow.engine.observe.RunEvent.RunStarted;
import org.spectraflow.engine.observe.RunEvent.StepStarted;
import org.spectraflow.engine.observe.RunEvent.VariantFinished;
import org.spectraflow.engine.observe.RunEvent.VariantStarted;

/**
 * Run progress: distinct variants done out of the total (a refit of the winner does not count, and
 * variants may finish in any order when several workers run them), the variants in flight and the
 * step started last, elapsed time and an ETA extrapolated from the mean time per finished variant,
 * or, given the run estimate's costs ({@link #useCosts}), from the estimated cost of the finished
 * variants. Event counters are updated by {@link #accept}; the variant and step texts once per
 * batch by {@link #publish} (a bound label re-laid out on every one of a batch's events was a tenth
 * of the FX thread in the run view's stall benchmark); the time figures by {@link #tick} on each
 * frame.
 *
 * <p>Elapsed time is measured from the run's own {@code RunStarted} event to its latest event, by
 * the events' clock, and between events advanced by the frame clock given to {@link #tick}; the two
 * clocks are never subtracted from each other, so elapsed time is never negative and never reads an
 * offset between clocks (a scripted run whose events carry instants from a fixed date shows its own
 * span). It never goes backwards while a run goes on, and a finished run shows its {@code
 * RunFinished} duration. FX-thread confined.
 */
public final class ProgressModel implements EventSink {

  private final ReadOnlyIntegerWrapper done = new ReadOnlyIntegerWrapper(this, "done");
  private final ReadOnlyIntegerWrapper total = new ReadOnlyIntegerWrapper(this, "total");
  private final ReadOnlyDoubleWrapper fraction = new ReadOnlyDoubleWrapper(this, "fraction");
  private final ReadOnlyStringWrapper variant = new ReadOnlyStringWrapper(this, "variant", "");
  private final ReadOnlyStringWrapper step = new ReadOnlyStringWrapper(this, "step", "");
  private final ReadOnlyObjectWrapper<Duration> elapsed =
      new ReadOnlyObjectWrapper<>(this, "elapsed", Duration.ZERO);
  private final ReadOnlyObjectWrapper<Duration> eta = new ReadOnlyObjectWrapper<>(this, "eta");
  private final Set<Integer> finished = new HashSet<>();
  private final TreeMap<Integer, String> inFlight = new TreeMap<>();
  private Instant started;
  private Instant runStartedAt;
  private Instant lastEventAt;
  private boolean eventsAdvanced;
  private Instant anchorNow;
  private Duration anchorElapsed = Duration.ZERO;
  private Duration finishedElapsed;
  private StepStarted lastStep;
  private boolean inFlightChanged;
  private EtaModel costs;
  private double doneCost;

  @Override
  public void accept(RunEvent event) {
    follow(event.at());
    switch (event) {
      case RunStarted s -> {
        total.set(s.variantCount());
        runStartedAt = s.at();
        lastEventAt = s.at();
      }
      case RunFinished f -> finish(f);
      case VariantStarted v -> {
        inFlight.put(v.variant(), "v" + v.variant() + " " + v.name());
        inFlightChanged = true;
      }
      case StepStarted s -> lastStep = s;
      case VariantFinished f -> {
        if (finished.add(f.variant()) && costs != null) {
          doneCost += costs.cost(f.variant());
        }
        done.set(finished.size());
        inFlight.remove(f.variant());
        inFlightChanged = true;
      }
      default -> {}
    }
    fraction.set(total.get() == 0 ? 0 : (double) done.get() / total.get());
  }

  /**
   * Moves the event clock's latest instant forward (events of a run before its start are ignored).
   */
  private void follow(Instant at) {
    if (lastEventAt != null && at.isAfter(lastEventAt)) {
      lastEventAt = at;
      eventsAdvanced = true;
    }
  }

  /** A finished run shows its own duration (its events' span when it reports none). */
  private void finish(RunFinished f) {
    Duration span = runStartedAt == null ? Duration.ZERO : Duration.between(runStartedAt, f.at());
    finishedElapsed = nonNegative(f.duration().isZero() ? span : f.duration());
    elapsed.set(finishedElapsed);
    eta.set(Duration.ZERO);
  }

  private static Duration nonNegative(Duration d) {
    return d.isNegative() ? Duration.ZERO : d;
  }

  /** Shows the variant in flight and the step started last, as of the events accepted so far. */
  public void publish() {
    if (inFlightChanged) {
      inFlightChanged = false;
      showInFlight();
    }
    if (lastStep != null) {
      step.set(
          new StepKey(lastStep.step(), lastStep.branchPath()).label()
              + " "
              + OperatorNames.shortName(lastStep.operator()));
      lastStep = null;
    }
  }

  /**
   * Shows the lowest variant in flight and how many others run beside it (several workers); the
   * last one started stays shown once none is in flight.
   */
  private void showInFlight() {
    if (inFlight.isEmpty()) {
      return;
    }
    String first = inFlight.firstEntry().getValue();
    variant.set(inFlight.size() == 1 ? first : first + " (+" + (inFlight.size() - 1) + " running)");
  }

  /** Marks the run's start (for elapsed time). */
  public void start(Instant now) {
    clear();
    started = now;
  }

  /**
   * Updates elapsed time and ETA to {@code now} (the frame clock): the events' span since the run
   * started, plus the frame time since the latest event arrived; never less than before.
   */
  public void tick(Instant now) {
    if (started == null) {
      return;
    }
    if (finishedElapsed != null) {
      elapsed.set(finishedElapsed);
      return;
    }
    if (anchorNow == null || eventsAdvanced || now.isBefore(anchorNow)) {
      anchorNow = now;
      anchorElapsed = eventSpan();
      eventsAdvanced = false;
    }
    Duration spent = anchorElapsed.plus(Duration.between(anchorNow, now));
    if (spent.compareTo(elapsed.get()) < 0) {
      spent = elapsed.get();
    }
    elapsed.set(spent);
    int d = done.get();
    Duration weighed = costs == null ? null : costs.remaining(spent, doneCost);
    eta.set(
        weighed != null
            ? weighed
            : d == 0 || total.get() == 0
                ? null
                : spent.dividedBy(d).multipliedBy(Math.max(0, total.get() - d)));
  }

  /**
   * Weighs finished variants by the run estimate's per-variant costs for the ETA (the same model as
   * {@code run --dry-run} and the CLI's progress bar, docs/performance.md); until a costing variant
   * finished, and without costs, the ETA is the mean time per finished variant. Call after {@link
   * #start}; {@link #clear()} drops them.
   */
  public void useCosts(EtaModel costs) {
    this.costs = costs;
    this.doneCost = 0;
  }

  /** From the run's start event to its latest event, by the events' clock. */
  private Duration eventSpan() {
    return runStartedAt == null
        ? Duration.ZERO
        : nonNegative(Duration.between(runStartedAt, lastEventAt));
  }

  /** Variants finished. */
  public ReadOnlyIntegerProperty doneProperty() {
    return done.getReadOnlyProperty();
  }

  /** Variants in the run (0 until it started). */
  public ReadOnlyIntegerProperty totalProperty() {
    return total.getReadOnlyProperty();
  }

  /** done / total, 0 before the start. */
  public ReadOnlyDoubleProperty fractionProperty() {
    return fraction.getReadOnlyProperty();
  }

  /**
   * The lowest variant in flight, {@code v3 SNV > PLS(...)}, followed by {@code (+1 running)} when
   * other workers run variants beside it.
   */
  public ReadOnlyStringProperty variantProperty() {
    return variant.getReadOnlyProperty();
  }

  /** The current step, {@code 2 StandardNormalVariate}. */
  public ReadOnlyStringProperty stepProperty() {
    return step.getReadOnlyProperty();
  }

  /** Time since the run started. */
  public ReadOnlyObjectProperty<Duration> elapsedProperty() {
    return elapsed.getReadOnlyProperty();
  }

  /** Estimated time left, null until a variant finished. */
  public ReadOnlyObjectProperty<Duration> etaProperty() {
    return eta.getReadOnlyProperty();
  }

  @Override
  public void clear() {
    done.set(0);
    total.set(0);
    fraction.set(0);
    variant.set("");
    step.set("");
    elapsed.set(Duration.ZERO);
    eta.set(null);
    costs = null;
    doneCost = 0;
    started = null;
    runStartedAt = null;
    lastEventAt = null;
    eventsAdvanced = false;
    anchorNow = null;
    anchorElapsed = Duration.ZERO;
    finishedElapsed = null;
    finished.clear();
    inFlight.clear();
    lastStep = null;
    inFlightChanged = false;
  }
}
