package org.spectraflow.engine.operators;

/**
 * Thrown when a fitted object or a pipeline step cannot (yet) be represented as plain fitted state,
 * so it cannot be held in a {@code FittedPipeline} or written to a model file. The message names
 * what is missing; nothing is ever silently dropped instead.
 */
public final class NotRepresentableException extends UnsupportedOperationException {

  private static final long serialVersionUID = 1L;

  /** An exception with {@code message} naming the unrepresentable part. */
  public NotRepresentableException(String message) {
    super(message);
  }
}
