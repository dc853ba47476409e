package org.spectraflow.ui.app;

import java.util.function.Supplier;
import javafx.beans.value.ObservableValue;
import javafx.util.Subscription;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.run.DataSize;
import org.spectraflow.ui.run.DatasetChoice;

/**
 * The size of the dataset Run will use, for the editor's start check: follows the run's dataset
 * choice on the FX thread and, when asked (on the background thread), opens that dataset once and
 * keeps only its size, never its spectra. Thread-safe for one FX writer and one background reader.
 */
final class DatasetSizes implements Supplier<DataSize> {

  private volatile DatasetChoice choice;
  private DatasetChoice measured;
  private DataSize size = DataSize.UNKNOWN;
  private final Subscription subscription;

  /** Follows {@code choice}; {@code changed} runs (on the FX thread) when it changes. */
  DatasetSizes(ObservableValue<DatasetChoice> choice, Runnable changed) {
    this.choice = choice.getValue();
    this.subscription =
        choice.subscribe(
            (was, now) -> {
              this.choice = now;
              changed.run();
            });
  }

  @Override
  public synchronized DataSize get() {
    DatasetChoice now = choice;
    if (now == null) {
      return DataSize.UNKNOWN;
    }
    if (!now.equals(measured)) {
      size = DataSize.of(now.open(Precision.FLOAT32));
      measured = now;
    }
    return size;
  }

  /** Stops following the choice. */
  void dispose() {
    subscription.unsubscribe();
  }
}
