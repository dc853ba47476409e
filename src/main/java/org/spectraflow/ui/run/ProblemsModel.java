package org.spectraflow.ui.run;

import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.spectraflow.engine.observe.ByteFormat;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.MemoryWarning;
import org.spectraflow.engine.observe.RunEvent.StepStarted;
import org.spectraflow.engine.observe.RunEvent.VariantFinished;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;

/**
 * The problems panel: failed variants with the step they failed in, memory warnings, and runs that
 * could not start. FX-thread confined.
 */
public final class ProblemsModel implements EventSink {

  private final ObservableList<ProblemRow> problems = FXCollections.observableArrayList();
  private StepStarted lastStep;

  @Override
  public void accept(RunEvent event) {
    switch (event) {
      case StepStarted s -> lastStep = s;
      case VariantFinished f when f.status() == VariantStatus.FAILED -> problems.add(failed(f));
      case MemoryWarning w ->
          problems.add(
              new ProblemRow(
                  ProblemRow.Level.WARNING,
                  -1,
                  StepKey.of(w.step()),
                  w.operator(),
                  "RSS "
                      + ByteFormat.format(w.rssBytes())
                      + " passed the warning threshold of "
                      + ByteFormat.format(w.thresholdBytes())));
      default -> {}
    }
  }

  private ProblemRow failed(VariantFinished f) {
    boolean here = lastStep != null && lastStep.variant() == f.variant();
    return new ProblemRow(
        ProblemRow.Level.ERROR,
        f.variant(),
        here ? new StepKey(lastStep.step(), lastStep.branchPath()) : null,
        here ? OperatorNames.shortName(lastStep.operator()) : "",
        f.error());
  }

  /** Records a run that failed as a whole (the document could not run, the data did not load). */
  public void runFailed(Throwable error) {
    String message = error.getMessage() == null ? error.toString() : error.getMessage();
    problems.add(new ProblemRow(ProblemRow.Level.ERROR, -1, null, "", message));
  }

  /** The problems in the order they happened. */
  public ObservableList<ProblemRow> problems() {
    return problems;
  }

  @Override
  public void clear() {
    problems.clear();
    lastStep = null;
  }
}
