package org.spectraflow.engine.pipeline;

/**
 * Where a value sits in a pipeline document, written as users read it: {@code
 * pipeline[3].model.params.n_components}. Immutable.
 */
public record DocumentPath(String text) {

  /** The path of the step list. */
  public static final DocumentPath PIPELINE = new DocumentPath("pipeline");

  /** The path of the document itself. */
  public static final DocumentPath ROOT = new DocumentPath("");

  /** The child under an object key. */
  public DocumentPath key(String key) {
    boolean plain = key.matches("[A-Za-z_][A-Za-z0-9_]*");
    String part = plain ? key : "[\"" + key.replace("\"", "\\\"") + "\"]";
    return new DocumentPath(text.isEmpty() || !plain ? text + part : text + "." + part);
  }

  /** The child at an array index. */
  public DocumentPath index(int index) {
    return new DocumentPath(text + "[" + index + "]");
  }

  @Override
  public String toString() {
    return text.isEmpty() ? "<document>" : text;
  }
}
