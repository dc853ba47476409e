package org.spectraflow.engine.model.file;

/**
 * A model file that cannot be read (damaged, truncated, missing an entry, an array of the wrong
 * length or checksum, a newer format version) or a pipeline that cannot be written to one (a step
 * not representable yet). The message is one line naming the file or step and what to do.
 */
public final class ModelFileException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  /** An exception with the one-line {@code message}. */
  public ModelFileException(String message) {
    super(message);
  }

  /** An exception with the one-line {@code message} and its {@code cause}. */
  public ModelFileException(String message, Throwable cause) {
    super(message, cause);
  }
}
