package org.spectraflow.engine.run.report;

import java.util.List;
import java.util.Objects;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;

/**
 * One variant's outcome: its position in expansion order, readable and config names, status, error
 * message (null exactly when OK) and its models in discovery order (branch order).
 *
 * @param index 0-based position in expansion order
 * @param name readable name ({@code SNV > PLSRegression(n_components=10)})
 * @param configName nirs4all's {@code config_<hash8>}
 * @param status ok or failed
 * @param error the failure message, null when ok
 * @param models the models' results (those finished before a failure are kept)
 */
public record VariantReport(
    int index,
    String name,
    String configName,
    VariantStatus status,
    String error,
    List<ModelReport> models) {

  /** Checks that failures, and only failures, carry a message; copies the models. */
  public VariantReport {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(status, "status");
    if ((status == VariantStatus.FAILED) != (error != null)) {
      throw new IllegalArgumentException(
          "variant " + index + ": status " + status + " with error " + error);
    }
    models = List.copyOf(models);
  }

  /** True when the variant ran to completion. */
  public boolean ok() {
    return status == VariantStatus.OK;
  }
}
