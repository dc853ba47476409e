package org.spectraflow.engine.run.spill;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.operators.metric.Metric;
import org.spectraflow.engine.run.step.ModelResult;

/**
 * The refit pass's candidates as a streamed summary (docs/pipeline-language.md §4.7,
 * docs/scale-out.md): for each model class only its best-ranked model so far, with its variant's
 * index and models, whatever the order the variants arrive in. Ties keep the lowest variant index
 * (and, within a variant, the first model), so any arrival order gives the winners an index-order
 * pass would; {@link #inOrder()} lists them in the order their classes first appear in index order.
 * Holds one entry per model class, never one per variant. Thread-safe.
 */
public final class RefitWinners {

  /**
   * The best-ranked model of one class.
   *
   * @param variant the index of the variant holding it
   * @param model the model
   * @param variantModels every model of that variant (the refit reads their tuned parameters)
   */
  public record Winner(int variant, ModelResult model, List<ModelResult> variantModels) {}

  private record Entry(Winner winner, long firstIndex, int firstPosition) {}

  private final Map<String, Entry> byClass = new HashMap<>();

  /** Offers the models of variant {@code index}; a failed variant ({@code !ok}) offers none. */
  public synchronized void offer(int index, List<ModelResult> models, boolean ok) {
    if (!ok) {
      return;
    }
    List<ModelResult> held = List.copyOf(models);
    for (int p = 0; p < held.size(); p++) {
      ModelResult m = held.get(p);
      Entry current = byClass.get(m.className());
      if (current == null) {
        byClass.put(m.className(), new Entry(new Winner(index, m, held), index, p));
        continue;
      }
      Winner w = current.winner();
      Metric metric = m.report().scoreNames().primary();
      double mine = m.report().selectionScore();
      double theirs = w.model().report().selectionScore();
      boolean better =
          metric.better(mine, theirs) || (!metric.better(theirs, mine) && index < w.variant());
      boolean earlier =
          index < current.firstIndex()
              || (index == current.firstIndex() && p < current.firstPosition());
      byClass.put(
          m.className(),
          new Entry(
              better ? new Winner(index, m, held) : w,
              earlier ? index : current.firstIndex(),
              earlier ? p : current.firstPosition()));
    }
  }

  /** The winners, one per model class, in the order their classes first appear in index order. */
  public synchronized List<Winner> inOrder() {
    List<Entry> entries = new ArrayList<>(byClass.values());
    entries.sort(
        Comparator.comparingLong(Entry::firstIndex).thenComparingInt(Entry::firstPosition));
    return entries.stream().map(Entry::winner).toList();
  }

  /** How many model classes are held (the summary's size, independent of the variant count). */
  public synchronized int size() {
    return byClass.size();
  }
}
