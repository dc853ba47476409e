package org.spectraflow.engine.run;

import java.util.List;
import java.util.Objects;
import org.spectraflow.engine.run.report.StepRecord;
import org.spectraflow.engine.run.report.VariantReport;

/**
 * What one variant's run produced: its report entry, the records of its steps (in execution order)
 * and, for the refit pass, its models with their predictions. Made by {@link VariantJob#runHere};
 * immutable.
 */
public final class VariantResult {

  private final VariantReport report;
  private final List<StepRecord> steps;
  private final VariantOutcome outcome;

  VariantResult(VariantReport report, List<StepRecord> steps, VariantOutcome outcome) {
    this.report = Objects.requireNonNull(report, "report");
    this.steps = List.copyOf(steps);
    this.outcome = Objects.requireNonNull(outcome, "outcome");
  }

  /** The variant's position in expansion order. */
  public int index() {
    return report.index();
  }

  /** The variant's entry in the run report. */
  public VariantReport report() {
    return report;
  }

  /** The records of the variant's steps, in execution order. */
  public List<StepRecord> steps() {
    return steps;
  }

  /** True when the variant ran to completion. */
  public boolean ok() {
    return report.ok();
  }

  VariantOutcome outcome() {
    return outcome;
  }

  @Override
  public String toString() {
    return "VariantResult[" + report.index() + " " + report.name() + " " + report.status() + "]";
  }
}
