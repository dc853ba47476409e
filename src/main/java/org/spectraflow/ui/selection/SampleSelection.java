package org.spectraflow.ui.selection;

import java.util.Collection;
import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The selected samples, as dataset sample ids (0-based rows of the dataset, over every partition:
 * the ids the engine's predictions and the spectra view carry), shared by every view that shows
 * samples (docs/diagnostics.md §7). The set is immutable and replaced on each change, so views
 * observe one property. FX thread only.
 */
public final class SampleSelection {

  private final ReadOnlyObjectWrapper<Set<Integer>> ids =
      new ReadOnlyObjectWrapper<>(this, "ids", Set.of());

  /** The selected ids, ascending (never null; empty for none). */
  public ReadOnlyObjectProperty<Set<Integer>> idsProperty() {
    return ids.getReadOnlyProperty();
  }

  /** The selected ids, ascending. */
  public Set<Integer> ids() {
    return ids.get();
  }

  /** Whether sample {@code id} is selected. */
  public boolean contains(int id) {
    return ids.get().contains(id);
  }

  /** Selects exactly {@code chosen}, or adds them to the selection when {@code add}. */
  public void select(Collection<Integer> chosen, boolean add) {
    TreeSet<Integer> next = new TreeSet<>(add ? ids.get() : Set.of());
    next.addAll(chosen);
    set(next);
  }

  /** Adds sample {@code id} when it is not selected, else removes it. */
  public void toggle(int id) {
    TreeSet<Integer> next = new TreeSet<>(ids.get());
    if (!next.remove(id)) {
      next.add(id);
    }
    set(next);
  }

  /** Selects nothing. */
  public void clear() {
    set(new TreeSet<>());
  }

  private void set(TreeSet<Integer> next) {
    if (!next.equals(ids.get())) {
      ids.set(Collections.unmodifiableSet(next));
    }
  }
}
