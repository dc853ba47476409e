package org.spectraflow.engine.operators;

/**
 * A model operator whose fits rebuild themselves from their {@link FittedState} (a model file's
 * model, docs/model-file.md): the operator rebuilt from the state's {@code operator} configuration
 * reads the state back into the very fitted class its {@code fit} returns, holding the same arrays,
 * so that the rebuilt fit predicts bit for bit as the original did.
 *
 * <p>Invariants: {@code restore(fit(x, y).state())} predicts exactly as {@code fit(x, y)}; a state
 * of another kind, or one missing a parameter or with inconsistent shapes, is refused with an
 * {@link IllegalArgumentException} naming the kind and the parameter.
 */
public interface RestorableModel extends ModelOperator {

  /**
   * The fit {@code state} describes.
   *
   * @throws IllegalArgumentException when the state is of another kind, misses a parameter or its
   *     arrays disagree in shape
   */
  FittedModel restore(FittedState state);
}
