package org.spectraflow.ui.run;

import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.control.ListView;

/**
 * Attaches a long, growing list to a list view only while the view is shown. A hidden tab's content
 * still takes part in every layout pass: a list view whose items grow by hundreds of lines per
 * frame recounts and re-lays its cells each time, on the FX thread, even though nobody sees it (the
 * run view's log grows by a line per step; RunViewStallBenchmark). Detached, the view holds an
 * empty list; attached again, it shows every line. View glue.
 */
final class ShownItems {

  private ShownItems() {}

  /** Shows {@code items} in {@code view} while {@code shown} is true, nothing otherwise. */
  static <T> void follow(ListView<T> view, ObservableList<T> items, ObservableBooleanValue shown) {
    ObservableList<T> none = FXCollections.emptyObservableList();
    shown.addListener((obs, was, is) -> view.setItems(is ? items : none));
    view.setItems(shown.get() ? items : none);
  }
}
