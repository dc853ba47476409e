package org.spectraflow.engine.run.check;

import java.util.List;
import org.spectraflow.engine.pipeline.Problem;
import org.spectraflow.engine.pipeline.Severity;

/**
 * What {@link StartCheck} found: the problems that make a run refuse the document at its start and
 * the warnings that let it run, each a {@link Problem} placed on its document path. Immutable.
 *
 * @param problems distinct errors in the order found, then the warnings in document order
 * @param variants how many variants were checked (0 when the document does not expand)
 */
public record StartCheckReport(List<Problem> problems, long variants) {

  /** Copies the list. */
  public StartCheckReport {
    problems = List.copyOf(problems);
  }

  /** The errors, each as the run's {@code error:} line would word it ({@link Problem#text()}). */
  public List<String> errors() {
    return texts(Severity.ERROR);
  }

  /** The warnings, each without the {@code warning:} in front ({@link Problem#text()}). */
  public List<String> warnings() {
    return texts(Severity.WARNING);
  }

  private List<String> texts(Severity severity) {
    return problems.stream().filter(p -> p.severity() == severity).map(Problem::text).toList();
  }

  /** True when a run would start. */
  public boolean runnable() {
    return problems.stream().noneMatch(Problem::isError);
  }
}
