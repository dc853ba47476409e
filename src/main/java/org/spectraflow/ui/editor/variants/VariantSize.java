package org.spectraflow.ui.editor.variants;

import java.math.BigInteger;
import org.spectraflow.engine.generate.VariantExpansion;

/** Size classes of a variant count, which colour the badge: a handful, many, too many to run. */
public enum VariantSize {
  /** Up to 100 variants. */
  SMALL,
  /** Up to the expansion limit of 10 000. */
  MEDIUM,
  /** Above the default expansion limit: a run would be refused. */
  LARGE;

  /** The class of a count. */
  public static VariantSize of(BigInteger count) {
    if (count.compareTo(BigInteger.valueOf(100)) <= 0) {
      return SMALL;
    }
    return count.compareTo(BigInteger.valueOf(VariantExpansion.DEFAULT_LIMIT)) <= 0
        ? MEDIUM
        : LARGE;
  }
}
