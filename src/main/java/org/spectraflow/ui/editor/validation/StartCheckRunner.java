package org.spectraflow.ui.editor.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.ui.editor.StepTree;

/**
 * Runs the {@link EngineCheck}, the check a run makes before its first variant, for the editor: on
 * the background executor, and turns its findings into {@link Problem}s placed on the nodes their
 * messages name ({@link ProblemPlaces}). Only the latest request counts: an older check stops at
 * its next variant and its result is dropped. The background executor must run tasks in order;
 * results reach {@code fx}.
 */
public final class StartCheckRunner {

  private final EngineCheck check;
  private final Executor background;
  private final Executor fx;
  private final AtomicLong latest = new AtomicLong();

  /**
   * A runner of {@code check}; work runs on {@code background}, results are delivered on {@code
   * fx}.
   */
  public StartCheckRunner(EngineCheck check, Executor background, Executor fx) {
    this.check = check;
    this.background = background;
    this.fx = fx;
  }

  /** Checks {@code document}; {@code done} receives its problems unless a newer request came. */
  void submit(PipelineDocument document, StepTree tree, Consumer<List<Problem>> done) {
    long id = latest.incrementAndGet();
    background.execute(
        () -> {
          if (id != latest.get()) {
            return;
          }
          List<Problem> result;
          try {
            result = problems(document, tree, id);
          } catch (CancellationException e) {
            return;
          } catch (RuntimeException e) {
            result =
                List.of(
                    new Problem(
                        Severity.ERROR,
                        ProblemPlaces.ROOT,
                        "the engine's check failed: " + e.getMessage()));
          }
          List<Problem> found = result;
          fx.execute(
              () -> {
                if (id == latest.get()) {
                  done.accept(found);
                }
              });
        });
  }

  private List<Problem> problems(PipelineDocument document, StepTree tree, long id) {
    List<Problem> out = new ArrayList<>();
    EngineCheck.Findings f = check.check(document, () -> id != latest.get());
    f.errors().forEach(m -> out.add(ProblemPlaces.problem(Severity.ERROR, m, tree)));
    f.warnings().forEach(m -> out.add(ProblemPlaces.problem(Severity.WARNING, m, tree)));
    return out;
  }

  /** Drops every pending result. */
  void cancel() {
    latest.incrementAndGet();
  }
}
