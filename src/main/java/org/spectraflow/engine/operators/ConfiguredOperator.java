package org.spectraflow.engine.operators;

/**
 * A configured nirs4all operator, identified by nirs4all's simple class name.
 *
 * <p>Operators are immutable and validated at construction ({@link OperatorFactory#create});
 * fitting never changes them. The three kinds are transforms, models and splitters.
 */
public sealed interface ConfiguredOperator
    permits TransformOperator, ModelOperator, SplitterOperator {

  /** The class name, parameters and which of them differ from the defaults. */
  OperatorConfig config();

  /** nirs4all's simple class name, e.g. {@code SavitzkyGolay}. */
  default String className() {
    return config().className();
  }

  /** A stable text of class name + non-default parameters, for cache keys and fingerprints. */
  default String canonicalConfig() {
    return config().canonical();
  }

  /**
   * The display label of docs/pipeline-language.md §5.2, e.g. {@code
   * SavitzkyGolay(window_length=15)}.
   */
  default String label() {
    return config().label();
  }
}
