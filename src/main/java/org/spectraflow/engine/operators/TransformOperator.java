package org.spectraflow.engine.operators;

import java.util.Optional;
import org.spectraflow.engine.data.Block;

/**
 * A feature transform (SNV, Savitzky-Golay, scalers, ...): {@link #fit} learns what it needs from
 * the training rows and returns a {@link FittedTransform} that can be applied to any rows.
 */
public non-sealed interface TransformOperator extends ConfiguredOperator {

  /**
   * Fits on the training rows. {@code yTrain} (first target column of the same rows) may be null;
   * the operators here do not need it.
   *
   * @throws IllegalArgumentException when the data cannot support the operator (too few samples or
   *     features, NaN), naming the operator and the offending value
   */
  FittedTransform fit(Block train, double[] yTrain);

  /**
   * False when {@link #fit} learns nothing from the rows it is given, only checks them (the
   * row-by-row transforms: SNV, Savitzky-Golay, ...): the engine may then fit on every row instead
   * of copying the training rows out first. True by default.
   */
  default boolean learnsFromRows() {
    return true;
  }

  /** The number of output features for {@code inputWidth} input features (same by default). */
  default int outputWidth(int inputWidth) {
    return inputWidth;
  }

  /**
   * True for a supervised transform (OSC): the engine then passes the first target column of the
   * fit rows to {@link #fit} (numeric, before any {@code y_processing}), and the fit's identity
   * includes those targets. False by default.
   */
  default boolean supervised() {
    return false;
  }

  /** A warning the engine should surface when this configuration is chosen (empty normally). */
  default Optional<String> warning() {
    return Optional.empty();
  }
}
