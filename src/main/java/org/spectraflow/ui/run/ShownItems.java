package org.spectraflow.ui.run;

import javafx.beans.property.ObjectProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.control.ListView;

/**
 * Attaches a long, growing list to a list or table view only while the view is shown. A hidden
 * tab's content still takes part in every layout pass: a list view whose items grow by hundreds of
 * lines per frame recounts and re-lays its cells each time, on the FX thread, even though nobody
 * sees it (the run view's log grows by a line per step; the results table is emptied when a run
 * starts and filled with every variant when it ends; RunViewStallBenchmark). Detached, the view
 * holds an empty list; attached again, it shows every line. View glue.
 */
final class ShownItems {

  private ShownItems() {}

  /** Shows {@code items} in {@code view} while {@code shown} is true, nothing otherwise. */
  static <T> void follow(ListView<T> view, ObservableList<T> items, ObservableBooleanValue shown) {
    follow(view.itemsProperty(), items, shown);
  }

  /** Sets {@code view} (a view's items) to {@code items} while {@code shown} is true, else none. */
  static <T> void follow(
      ObjectProperty<ObservableList<T>> view,
      ObservableList<T> items,
      ObservableBooleanValue shown) {
    ObservableList<T> none = FXCollections.emptyObservableList();
    shown.addListener((obs, was, is) -> view.set(is ? items : none));
    view.set(shown.get() ? items : none);
  }
}
