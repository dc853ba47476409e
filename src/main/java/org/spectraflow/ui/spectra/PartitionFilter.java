package org.spectraflow.ui.spectra;

import java.util.Arrays;
import org.spectraflow.engine.preview.SpectraTable;

/** Which samples a spectra plot shows: every sample, the train partition or the test one. */
public enum PartitionFilter {
  /** Train and test samples. */
  ALL("Train + test"),
  /** Train samples only. */
  TRAIN("Train"),
  /** Test samples only. */
  TEST("Test");

  private final String label;

  PartitionFilter(String label) {
    this.label = label;
  }

  /** The rows of {@code table} this filter keeps, increasing. */
  public int[] rows(SpectraTable table) {
    int[] out = new int[table.rows()];
    int n = 0;
    for (int r = 0; r < table.rows(); r++) {
      boolean train = table.train()[r];
      if (this == ALL || (this == TRAIN) == train) {
        out[n++] = r;
      }
    }
    return Arrays.copyOf(out, n);
  }

  @Override
  public String toString() {
    return label;
  }
}
