package org.spectraflow.engine.run.schedule;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.spectraflow.engine.run.report.StepRecord;
import org.spectraflow.engine.run.report.VariantReport;
import org.spectraflow.engine.run.step.ModelResult;
import org.spectraflow.engine.run.step.VariantOutcome;

/**
 * What one variant's run produced: its report entry, the records of its steps (in execution order)
 * and, for the refit pass, its models with their predictions. Made by {@link VariantJob#runHere},
 * or by {@link #ranElsewhere} for a variant a cluster runner ran in another JVM; immutable.
 */
public final class VariantResult {

  private final VariantReport report;
  private final List<StepRecord> steps;
  private final VariantOutcome outcome;

  public VariantResult(VariantReport report, List<StepRecord> steps, VariantOutcome outcome) {
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

  public VariantOutcome outcome() {
    return outcome;
  }

  /**
   * What the refit pass needs of each model besides its report, in the report's model order: the
   * parts of this result that do not travel with {@link #report()} and {@link #steps()}.
   */
  public List<RefitKey> refitKeys() {
    return outcome.models().stream().map(m -> new RefitKey(m.className(), m.hadFolds())).toList();
  }

  /**
   * A result rebuilt on the driver from a variant run in another JVM: its report entry, step
   * records and {@link #refitKeys()}, one per model of {@code report}. Such a result serves the
   * report and the refit pass; predictions merges happen inside the variant, so its models carry no
   * per-row predictions.
   *
   * @throws IllegalArgumentException when {@code keys} does not match the report's models
   */
  public static VariantResult ranElsewhere(
      VariantReport report, List<StepRecord> steps, List<RefitKey> keys) {
    if (keys.size() != report.models().size()) {
      throw new IllegalArgumentException(
          "variant "
              + report.index()
              + ": "
              + keys.size()
              + " refit keys for "
              + report.models().size()
              + " models");
    }
    List<ModelResult> models = new ArrayList<>();
    for (int i = 0; i < keys.size(); i++) {
      models.add(
          new ModelResult(
                  report.models().get(i),
                  keys.get(i).className(),
                  keys.get(i).hadFolds(),
                  () -> new double[0],
                  new double[0])
              .released());
    }
    VariantOutcome outcome =
        report.ok() ? VariantOutcome.ok(models) : VariantOutcome.failed(report.error(), models);
    return new VariantResult(report, steps, outcome);
  }

  /**
   * The refit pass's view of one model: its class (refit is per class) and whether it was trained
   * per fold (only those are refitted).
   *
   * @param className the model's class name
   * @param hadFolds true when trained per fold
   */
  public record RefitKey(String className, boolean hadFolds) {

    /** Requires the class name. */
    public RefitKey {
      Objects.requireNonNull(className, "className");
    }
  }

  @Override
  public String toString() {
    return "VariantResult[" + report.index() + " " + report.name() + " " + report.status() + "]";
  }
}
