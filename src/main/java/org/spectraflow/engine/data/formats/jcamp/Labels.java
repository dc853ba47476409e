package org.spectraflow.engine.data.formats.jcamp;

import java.util.Locale;

/** JCAMP-DX label names in their normalised form (upper case, blanks and -/_ removed). */
final class Labels {

  private Labels() {}

  /** {@code "Data Type"} → {@code DATATYPE}, {@code "SPECTROMETER/DATA SYSTEM"} → ... */
  static String normalise(String label) {
    StringBuilder b = new StringBuilder(label.length());
    for (int i = 0; i < label.length(); i++) {
      char c = label.charAt(i);
      if (c != ' ' && c != '\t' && c != '-' && c != '/' && c != '_') {
        b.append(c);
      }
    }
    return b.toString().toUpperCase(Locale.ROOT);
  }
}
