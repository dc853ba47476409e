package org.spectraflow.ui.run.charts;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.StepFinished;
import org.spectraflow.engine.observe.RunEvent.VariantStarted;
import org.spectraflow.ui.run.EventSink;
import org.spectraflow.ui.run.Interner;
import org.spectraflow.ui.run.OperatorNames;
import org.spectraflow.ui.run.RunSelection;
import org.spectraflow.ui.run.StepKey;
import org.spectraflow.ui.run.VariantOrder;

/**
 * Chart 2, per-step memory: for each variant, one {@link StepBar} per step with its steady bytes
 * and its RSS change. The chart shows the selected variant (or the latest); selecting a bar sets
 * the shared {@link RunSelection#stepProperty() selected step}. FX-thread confined.
 */
public final class StepMemoryModel implements EventSink {

  private final RunSelection selection;
  private final Map<Integer, StepRow> bars = new HashMap<>();
  private final Map<StepKey, Integer> columnNumbers = new HashMap<>();
  private final List<StepKey> columnKeys = new ArrayList<>();
  private final Map<Integer, Long> lastRss = new HashMap<>();
  private final VariantOrder order = new VariantOrder();
  private final Interner<StepKey> keys = new Interner<>();
  private final Interner<String> names = new Interner<>();
  private final Map<String, String> branchNames = new HashMap<>();
  private long latestRank = -1;
  private int latestVariant = -1;

  /** A model that reads and writes {@code selection}. */
  public StepMemoryModel(RunSelection selection) {
    this.selection = selection;
  }

  @Override
  public void accept(RunEvent event) {
    switch (event) {
      case VariantStarted v -> started(v.variant());
      case StepFinished f -> add(f);
      default -> {}
    }
  }

  private void started(int variant) {
    long rank = order.started(variant);
    if (rank > latestRank) {
      latestRank = rank;
      latestVariant = variant;
    }
  }

  private void add(StepFinished f) {
    long before = lastRss.getOrDefault(f.variant(), f.rssBytes());
    lastRss.put(f.variant(), f.rssBytes());
    StepKey key = keys.of(new StepKey(f.step(), f.branchPath(), f.stepId()));
    Integer column = columnNumbers.get(key);
    if (column == null) {
      column = columnKeys.size();
      columnNumbers.put(key, column);
      columnKeys.add(key);
    }
    bars.computeIfAbsent(f.variant(), v -> new StepRow())
        .put(
            column,
            branchNames.computeIfAbsent(f.path(), BranchNames::along),
            names.of(OperatorNames.shortName(f.operator())),
            f.steadyBytes(),
            f.rssBytes() - before,
            f.cached());
    if (latestRank < 0) {
      latestVariant = Math.max(latestVariant, f.variant());
    }
  }

  @Override
  public void clear() {
    bars.clear();
    columnNumbers.clear();
    columnKeys.clear();
    branchNames.clear();
    keys.clear();
    names.clear();
    lastRss.clear();
    order.clear();
    latestRank = -1;
    latestVariant = -1;
  }

  /**
   * The variant the chart shows: the selected one, else the latest in run order (the highest index
   * started, or the last refit; the same whatever the number of workers), -1 before any.
   */
  public int shownVariant() {
    Integer selected = selection.variantProperty().get();
    return selected != null ? selected : latestVariant;
  }

  /**
   * The bars of the shown variant in execution order. A step after a branch block runs once per
   * branch with a document path outside it ({@code pipeline[2]}); it takes the names the variant's
   * steps inside that branch carry, so a lane is called the same along its whole length.
   */
  public List<StepBar> shownBars() {
    StepRow row = bars.get(shownVariant());
    return row == null ? List.of() : List.copyOf(withLaneNames(row.bars(columnKeys)));
  }

  private static List<StepBar> withLaneNames(List<StepBar> bars) {
    Map<List<Integer>, String> named = new HashMap<>();
    for (StepBar b : bars) {
      List<Integer> path = b.key().branchPath();
      if (!b.branches().isEmpty() && b.branches().split("/").length == path.size()) {
        named.putIfAbsent(path, b.branches());
      }
    }
    if (named.isEmpty()) {
      return bars;
    }
    List<StepBar> out = new ArrayList<>(bars.size());
    for (StepBar b : bars) {
      String lane = b.branches().isEmpty() ? named.get(b.key().branchPath()) : null;
      out.add(
          lane == null
              ? b
              : new StepBar(
                  b.key(), lane, b.operator(), b.steadyBytes(), b.rssDeltaBytes(), b.cached()));
    }
    return out;
  }

  /** Selects the step of {@code bar} (a click on the chart). */
  public void select(StepBar bar) {
    selection.stepProperty().set(bar.key());
  }

  /** The shared selection. */
  public RunSelection selection() {
    return selection;
  }
}
