package org.spectraflow.ui.run.results;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.StepFinished;
import org.spectraflow.engine.observe.RunEvent.VariantStarted;
import org.spectraflow.ui.run.EventSink;
import org.spectraflow.ui.run.Interner;
import org.spectraflow.ui.run.OperatorNames;
import org.spectraflow.ui.run.StepKey;

/**
 * The variant × step heat map: rows are variants in index order (the order a one-worker run starts
 * them, whatever the number of workers), columns the steps seen (by step number, then branch path,
 * then template step id, so each choice of a generator is its own column), each cell the memory the
 * step added in that variant (the bytes the run thread allocated during the step: steady bytes
 * rarely change when a processing replaces another) and whether it was served from the cache.
 * FX-thread confined.
 */
public final class HeatMapModel implements EventSink {

  private final Map<Integer, HeatRow> cells = new TreeMap<>();
  private final Map<StepKey, Integer> columnNumbers = new HashMap<>();
  private final TreeSet<StepKey> columns = new TreeSet<>();
  private final Map<StepKey, String> operators = new HashMap<>();
  private final Interner<StepKey> keys = new Interner<>();

  @Override
  public void accept(RunEvent event) {
    switch (event) {
      case VariantStarted v -> cells.computeIfAbsent(v.variant(), k -> new HeatRow());
      case StepFinished f -> add(f);
      default -> {}
    }
  }

  private void add(StepFinished f) {
    StepKey key = keys.of(new StepKey(f.step(), f.branchPath(), f.stepId()));
    if (operators.putIfAbsent(key, OperatorNames.shortName(f.operator())) == null) {
      columns.add(key);
    }
    int column = columnNumbers.computeIfAbsent(key, k -> columnNumbers.size());
    cells
        .computeIfAbsent(f.variant(), k -> new HeatRow())
        .put(column, f.allocatedBytes(), f.cached());
  }

  @Override
  public void clear() {
    cells.clear();
    columnNumbers.clear();
    columns.clear();
    operators.clear();
    keys.clear();
  }

  /** The variants (rows) in index order. */
  public List<Integer> rows() {
    return new ArrayList<>(cells.keySet());
  }

  /** The steps (columns) in step order. */
  public List<StepKey> columns() {
    return new ArrayList<>(columns);
  }

  /**
   * A column's heading: its step number and branch lanes and the operator that ran there ({@code 1
   * SNV}, {@code 2 [0] MSC}): a generator's choices share a step number.
   */
  public String heading(StepKey step) {
    String op = operators.get(step);
    return op == null ? "step " + step.label() : step.label() + " " + op;
  }

  /** The cell of {@code variant} × {@code step}, null when that step did not run there. */
  public HeatCell cell(int variant, StepKey step) {
    HeatRow row = cells.get(variant);
    Integer column = columnNumbers.get(step);
    return row == null || column == null ? null : row.cell(column);
  }

  /** The largest absolute bytes added in any cell (for the colour scale), at least 1. */
  public long maxAbsAdded() {
    long max = 0;
    for (HeatRow row : cells.values()) {
      max = Math.max(max, row.maxAbsAdded());
    }
    return Math.max(1L, max);
  }
}
