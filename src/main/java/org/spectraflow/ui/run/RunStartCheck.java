package org.spectraflow.ui.run;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import javafx.beans.value.ObservableValue;
import javafx.util.Subscription;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.Problem;
import org.spectraflow.engine.run.check.DataSize;
import org.spectraflow.engine.run.check.StartCheck;
import org.spectraflow.engine.run.check.StartCheckReport;
import org.spectraflow.ui.editor.validation.EngineCheck;

/**
 * The editor's question "would a run start?", answered by the engine's {@link StartCheck} on the
 * dataset Run will use: follows the run's dataset choice (FX thread) and, when asked on the
 * background thread, opens that dataset once and keeps only its size, never its spectra. A dataset
 * that cannot be read leaves the sizes unchecked, with a warning. Safe for one FX writer and one
 * background reader.
 */
public final class RunStartCheck implements EngineCheck {

  private final StartCheck check;
  private volatile DatasetChoice choice;
  private DatasetChoice measured;
  private DataSize size = DataSize.UNKNOWN;
  private final Subscription subscription;

  /**
   * Checks with {@code registry} against the dataset {@code choice} names; {@code changed} runs (on
   * the FX thread) when the choice changes, so the editor can check again.
   */
  public RunStartCheck(
      OperatorRegistry registry, ObservableValue<DatasetChoice> choice, Runnable changed) {
    this.check = new StartCheck(registry);
    this.choice = choice.getValue();
    this.subscription =
        choice.subscribe(
            (was, now) -> {
              this.choice = now;
              changed.run();
            });
  }

  @Override
  public Findings check(PipelineDocument document, BooleanSupplier superseded) {
    String unread = null;
    DataSize data;
    try {
      data = size();
    } catch (RuntimeException e) {
      unread = "the dataset cannot be read, so sizes are not checked: " + e.getMessage();
      data = DataSize.UNKNOWN;
    }
    StartCheckReport r = check.check(document, data, VariantExpansion.DEFAULT_LIMIT, superseded);
    List<Problem> problems = new ArrayList<>(r.problems());
    if (unread != null) {
      problems.add(Problem.warning(DocumentPath.ROOT, unread));
    }
    return new Findings(problems);
  }

  private synchronized DataSize size() {
    DatasetChoice now = choice;
    if (now == null) {
      return DataSize.UNKNOWN;
    }
    if (!now.equals(measured)) {
      size = DataSize.of(now.open(Precision.FLOAT32));
      measured = now;
    }
    return size;
  }

  /** Stops following the choice. */
  public void dispose() {
    subscription.unsubscribe();
  }
}
