package org.spectraflow.ui.spectra;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The presentation model of one spectra plot: the data, the colour choice (y or a metadata column),
 * the partition shown, the mean ± sd band and the zoomed window (null: every value). {@link
 * #settings()} snapshots them for a drawing off the FX thread. New data keeps the colour choice
 * when the data has it and resets the zoom. FX thread only.
 */
public final class SpectraViewModel {

  private final String title;
  private final ObjectProperty<SpectraData> data = new SimpleObjectProperty<>(this, "data");
  private final StringProperty colourBy =
      new SimpleStringProperty(this, "colourBy", SpectraData.BY_Y);
  private final ObjectProperty<PartitionFilter> partition =
      new SimpleObjectProperty<>(this, "partition", PartitionFilter.ALL);
  private final BooleanProperty band = new SimpleBooleanProperty(this, "band");
  private final ObjectProperty<Viewport> viewport = new SimpleObjectProperty<>(this, "viewport");
  private final BooleanProperty dark = new SimpleBooleanProperty(this, "dark");
  private final ObservableList<String> colourChoices =
      FXCollections.observableArrayList(SpectraData.BY_Y);

  /** A plot titled {@code title} ({@code Raw spectra}, {@code Before SNV}, ...). */
  public SpectraViewModel(String title) {
    this.title = title;
    data.subscribe(
        d -> {
          colourChoices.setAll(d == null ? java.util.List.of(SpectraData.BY_Y) : d.colourChoices());
          if (!colourChoices.contains(colourBy.get())) {
            colourBy.set(SpectraData.BY_Y);
          }
          viewport.set(null);
        });
  }

  /** The settings of the next drawing. */
  public SpectraSettings settings() {
    return new SpectraSettings(
        title, colourBy.get(), partition.get(), band.get(), viewport.get(), dark.get());
  }

  /** The plot's title. */
  public String title() {
    return title;
  }

  /** The spectra shown, null for none. */
  public ObjectProperty<SpectraData> dataProperty() {
    return data;
  }

  /** {@link SpectraData#BY_Y} or a metadata column's name. */
  public StringProperty colourByProperty() {
    return colourBy;
  }

  /** The colour choices of the data shown. */
  public ObservableList<String> colourChoices() {
    return colourChoices;
  }

  /** The samples shown. */
  public ObjectProperty<PartitionFilter> partitionProperty() {
    return partition;
  }

  /** Whether the mean ± sd band is drawn. */
  public BooleanProperty bandProperty() {
    return band;
  }

  /** The zoomed data window, null for every value. */
  public ObjectProperty<Viewport> viewportProperty() {
    return viewport;
  }

  /** Whether the dark theme's colours are used. */
  public BooleanProperty darkProperty() {
    return dark;
  }

  /** Zooms by {@code factor} around the data point (x, y) of {@code frame}'s window. */
  public void zoom(SpectraFrame frame, double factor, double x, double y) {
    viewport.set(frame.viewport().zoom(factor, x, y));
  }

  /** Shows every value again. */
  public void resetZoom() {
    viewport.set(null);
  }
}
