package org.spectraflow.engine.data;

import java.util.Locale;

/** The partition of a stored sample: calibration ({@code train}) or validation ({@code test}). */
public enum Partition {
  /** Calibration samples ({@code Xcal}/{@code Xtrain}); the only ones used to fit. */
  TRAIN,
  /** Validation samples ({@code Xval}/{@code Xtest}); only predicted and scored. */
  TEST;

  /** The lower-case name used by nirs4all and in JSON. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }
}
