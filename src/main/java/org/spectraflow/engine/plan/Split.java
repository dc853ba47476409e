package org.spectraflow.engine.plan;

import java.util.List;
import java.util.Objects;
import org.spectraflow.engine.operators.SplitterOperator;
import org.spectraflow.engine.operators.split.groups.GroupOptions;
import org.spectraflow.engine.pipeline.DocumentPath;

/**
 * A splitter that sets the folds: a bare splitter operator or a {@code split} step.
 *
 * @param place where the step sits
 * @param label the name events and step records show (the splitter's class name)
 * @param operator the configured splitter
 * @param groups the metadata columns that keep samples together ({@code group_by}) and the step's
 *     repetition and aggregation keys; {@link Groups#NONE} for a bare splitter
 */
public record Split(StepPlace place, String label, SplitterOperator operator, Groups groups)
    implements PlannedStep {

  /** Checks the references. */
  public Split {
    Objects.requireNonNull(place, "place");
    Objects.requireNonNull(operator, "operator");
    Objects.requireNonNull(groups, "groups");
  }

  /** A splitter without groups. */
  public Split(StepPlace place, String label, SplitterOperator operator) {
    this(place, label, operator, Groups.NONE);
  }

  /**
   * The {@code group_by} (or legacy {@code group}) metadata columns of a split step.
   *
   * @param columns the column names, in document order; empty when the split has no groups
   * @param step the split step's path, which error messages name ({@code .../group_by})
   * @param options the step's {@code ignore_repetition}, {@code aggregation} and {@code
   *     y_aggregation}
   */
  public record Groups(List<String> columns, DocumentPath step, GroupOptions options) {

    /** No groups and the default options (a bare splitter). */
    public static final Groups NONE =
        new Groups(List.of(), DocumentPath.PIPELINE, GroupOptions.DEFAULT);

    /** Copies the columns. */
    public Groups {
      columns = List.copyOf(columns);
      Objects.requireNonNull(step, "step");
      Objects.requireNonNull(options, "options");
    }

    /** Columns with the default options. */
    public Groups(List<String> columns, DocumentPath step) {
      this(columns, step, GroupOptions.DEFAULT);
    }
  }
}
