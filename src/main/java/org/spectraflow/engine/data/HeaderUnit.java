package org.spectraflow.engine.data;

import java.util.Locale;

/** The unit of a source's feature headers, as nirs4all names it ({@code cm-1} is its default). */
public enum HeaderUnit {
  /** Wavenumbers in cm⁻¹. */
  CM_1("cm-1"),
  /** Wavelengths in nanometres. */
  NM("nm"),
  /** Numbers without a unit. */
  NONE("none"),
  /** Text labels. */
  TEXT("text"),
  /** No header: features are known by their column index. */
  INDEX("index");

  private final String label;

  HeaderUnit(String label) {
    this.label = label;
  }

  /** The nirs4all spelling ({@code cm-1}, {@code nm}, ...). */
  public String label() {
    return label;
  }

  /** Parses a nirs4all spelling (case-insensitive). */
  public static HeaderUnit parse(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    for (HeaderUnit u : values()) {
      if (u.label.equals(t)) {
        return u;
      }
    }
    throw new IllegalArgumentException(
        "unknown header unit '" + text + "': use cm-1, nm, none, text or index");
  }
}
