package org.spectraflow.ui.editor.palette;

import java.util.List;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.util.Subscription;

/**
 * Presentation model of the palette (and of the quick-add box, which uses the same search): the
 * query and the matching entries, best first when a query is typed, catalogue order otherwise.
 */
public final class PaletteModel {

  private final PaletteCatalog catalog;
  private final StringProperty query = new SimpleStringProperty(this, "query", "");
  private final ObservableList<PaletteEntry> visible = FXCollections.observableArrayList();
  private final Subscription subscription;

  /** A palette over a catalogue. */
  public PaletteModel(PaletteCatalog catalog) {
    this.catalog = catalog;
    this.subscription = query.subscribe(this::filter);
  }

  private void filter(String q) {
    List<PaletteEntry> found = q == null || q.isBlank() ? catalog.entries() : catalog.search(q);
    visible.setAll(found);
  }

  /** The search text. */
  public StringProperty queryProperty() {
    return query;
  }

  /** The entries to show. */
  public ObservableList<PaletteEntry> visible() {
    return visible;
  }

  /** The catalogue. */
  public PaletteCatalog catalog() {
    return catalog;
  }

  /** Stops filtering. */
  public void dispose() {
    subscription.unsubscribe();
  }
}
