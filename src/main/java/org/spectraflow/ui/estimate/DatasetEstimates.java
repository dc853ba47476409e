package org.spectraflow.ui.estimate;

import java.util.function.BooleanSupplier;
import javafx.beans.value.ObservableValue;
import javafx.util.Subscription;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.estimate.RunEstimate;
import org.spectraflow.engine.estimate.RunEstimator;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.ui.run.DatasetChoice;

/**
 * The engine's {@link RunEstimator} on the dataset Run will use: follows the run's dataset choice
 * and precision (FX thread) and, on the background thread, opens that dataset once per choice and
 * keeps it for the next estimates (the probe fits on its training rows). Safe for one FX writer and
 * one background reader.
 */
public final class DatasetEstimates implements EstimateSource {

  private final RunEstimator estimator;
  private volatile DatasetChoice choice;
  private volatile Precision precision;
  private DatasetChoice openedChoice;
  private Precision openedPrecision;
  private SpectroDataset opened;
  private final Subscription subscription;

  /**
   * Estimates with {@code registry} on the dataset {@code choice} names, read at {@code precision}.
   */
  public DatasetEstimates(
      OperatorRegistry registry,
      ObservableValue<DatasetChoice> choice,
      ObservableValue<Precision> precision) {
    this.estimator = new RunEstimator(registry);
    this.choice = choice.getValue();
    this.precision = precision.getValue();
    this.subscription =
        choice.subscribe(c -> this.choice = c).and(precision.subscribe(p -> this.precision = p));
  }

  @Override
  public RunEstimate estimate(
      PipelineDocument document, int cores, boolean caching, BooleanSupplier superseded) {
    SpectroDataset data = dataset();
    if (data == null || superseded.getAsBoolean()) {
      return null;
    }
    return estimator.estimate(document, data, VariantExpansion.DEFAULT_LIMIT, cores, caching);
  }

  private synchronized SpectroDataset dataset() {
    DatasetChoice now = choice;
    Precision p = precision == null ? Precision.FLOAT32 : precision;
    if (now == null) {
      return null;
    }
    if (!now.equals(openedChoice) || p != openedPrecision) {
      opened = null;
      opened = now.open(p);
      openedChoice = now;
      openedPrecision = p;
    }
    return opened;
  }

  /** Stops following the choice. */
  public void dispose() {
    subscription.unsubscribe();
  }
}
