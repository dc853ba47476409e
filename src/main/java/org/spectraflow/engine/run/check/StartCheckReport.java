package org.spectraflow.engine.run.check;

import java.util.List;

/**
 * What {@link StartCheck} found: the problems that make a run refuse the document at its start
 * (each as the run's {@code error:} line would word it) and the warnings that let it run.
 * Immutable.
 *
 * @param errors distinct problems that stop the run, in the order found
 * @param warnings what runs but deserves a look (ignored sweeps, variants the data refuses)
 * @param variants how many variants were checked (0 when the document does not expand)
 */
public record StartCheckReport(List<String> errors, List<String> warnings, long variants) {

  /** Copies the lists. */
  public StartCheckReport {
    errors = List.copyOf(errors);
    warnings = List.copyOf(warnings);
  }

  /** True when a run would start. */
  public boolean runnable() {
    return errors.isEmpty();
  }
}
