package org.spectraflow.ui.spectra;

import java.util.Locale;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.ui.run.DatasetChoice;

/**
 * The dataset Run uses, loaded for viewing: whenever the choice (demo, folder, file) or the
 * precision changes, the dataset is read on a loader thread (never the FX thread) and published
 * with its raw spectra ({@link SpectraData}) and its shape ({@code 191 samples × 2,151
 * wavelengths}) for the status bar. The latest choice wins: a load finishing after a newer choice
 * is dropped. A failed load publishes its message and no data. Properties change on the FX thread
 * (the {@code fx} executor).
 */
public final class LoadedDatasetModel {

  private static final ExecutorService LOADER =
      Executors.newSingleThreadExecutor(
          r -> {
            Thread t = new Thread(r, "spectraflow-dataset-loader");
            t.setDaemon(true);
            return t;
          });

  private final ObservableValue<DatasetChoice> choice;
  private final ObservableValue<Precision> precision;
  private final Executor loader;
  private final Executor fx;
  private final ReadOnlyObjectWrapper<SpectroDataset> dataset = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyObjectWrapper<SpectraData> spectra = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyStringWrapper shape = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
  private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper();
  private final ReadOnlyIntegerWrapper chosenLoads = new ReadOnlyIntegerWrapper();
  private long generation;

  /** Follows {@code choice} at {@code precision}, loading on the studio's loader thread. */
  public LoadedDatasetModel(
      ObservableValue<DatasetChoice> choice, ObservableValue<Precision> precision, Executor fx) {
    this(choice, precision, LOADER, fx);
  }

  /** Follows {@code choice} at {@code precision}, loading on {@code loader}. */
  public LoadedDatasetModel(
      ObservableValue<DatasetChoice> choice,
      ObservableValue<Precision> precision,
      Executor loader,
      Executor fx) {
    this.choice = choice;
    this.precision = precision;
    this.loader = loader;
    this.fx = fx;
    choice.addListener((o, a, b) -> load(true));
    precision.addListener((o, a, b) -> load(false));
    load(false);
  }

  /** Loads the current choice again (FX thread). */
  public void reload() {
    load(false);
  }

  private void load(boolean chosen) {
    long mine = ++generation;
    DatasetChoice what = choice.getValue();
    Precision at = precision.getValue();
    loading.set(true);
    loader.execute(
        () -> {
          SpectroDataset data = null;
          SpectraData raw = null;
          String failure = "";
          try {
            data = what.open(at);
            raw = SpectraData.raw(data);
          } catch (RuntimeException e) {
            failure = e.getMessage() == null ? e.toString() : e.getMessage();
          }
          SpectroDataset loaded = data;
          SpectraData shown = raw;
          String message = failure;
          fx.execute(() -> publish(mine, loaded, shown, message, chosen));
        });
  }

  private void publish(
      long mine, SpectroDataset data, SpectraData raw, String failure, boolean chosen) {
    if (mine != generation) {
      return;
    }
    loading.set(false);
    dataset.set(data);
    spectra.set(raw);
    error.set(failure);
    shape.set(raw == null ? "" : shapeText(raw));
    if (chosen && raw != null) {
      chosenLoads.set(chosenLoads.get() + 1);
    }
  }

  /**
   * Ticks each time a dataset the user chose (not the one the studio starts with, nor a precision
   * change) has loaded: the window brings its spectra forward.
   */
  public ReadOnlyIntegerProperty chosenLoadsProperty() {
    return chosenLoads.getReadOnlyProperty();
  }

  /**
   * {@code 191 samples × 2,151 wavelengths} (a spectral column is counted as a wavelength also when
   * the file names no wavelength).
   */
  static String shapeText(SpectraData data) {
    return String.format(
        Locale.ROOT, "%,d samples × %,d wavelengths", data.table().rows(), data.table().cols());
  }

  /** The loaded dataset, null while loading or after a failure. */
  public ReadOnlyObjectProperty<SpectroDataset> datasetProperty() {
    return dataset.getReadOnlyProperty();
  }

  /** The loaded dataset's raw spectra, null while loading or after a failure. */
  public ReadOnlyObjectProperty<SpectraData> spectraProperty() {
    return spectra.getReadOnlyProperty();
  }

  /** {@code N samples × P wavelengths} once loaded, empty otherwise. */
  public ReadOnlyStringProperty shapeProperty() {
    return shape.getReadOnlyProperty();
  }

  /** Why the last load failed, empty when it did not. */
  public ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
  }

  /** Whether a load is in progress. */
  public ReadOnlyBooleanProperty loadingProperty() {
    return loading.getReadOnlyProperty();
  }
}
