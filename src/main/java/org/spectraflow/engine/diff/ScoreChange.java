package org.spectraflow.engine.diff;

/** How one model's scores compare between two runs. */
public enum ScoreChange {
  /** Every score field equal bit for bit. */
  IDENTICAL,
  /** The model is in both runs with different scores. */
  CHANGED,
  /** Only run A has the model. */
  ONLY_A,
  /** Only run B has the model. */
  ONLY_B;

  /** The label written in tables and JSON ({@code identical}, {@code only_a}). */
  public String label() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }
}
