package org.spectraflow.ui.editor.validation;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.Problem;

/**
 * Runs the {@link EngineCheck}, the check a run makes before its first variant, for the editor: on
 * the background executor, and hands its {@link Problem}s on (each carries its typed place; {@link
 * ProblemPlaces} finds its node). Only the latest request counts: an older check stops at its next
 * variant and its result is dropped. The background executor must run tasks in order; results reach
 * {@code fx}.
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
  void submit(PipelineDocument document, Consumer<List<Problem>> done) {
    long id = latest.incrementAndGet();
    background.execute(
        () -> {
          if (id != latest.get()) {
            return;
          }
          List<Problem> result;
          try {
            result = check.check(document, () -> id != latest.get()).problems();
          } catch (CancellationException e) {
            return;
          } catch (RuntimeException e) {
            result =
                List.of(
                    Problem.error(
                        DocumentPath.PIPELINE, "the engine's check failed: " + e.getMessage()));
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

  /** Drops every pending result. */
  void cancel() {
    latest.incrementAndGet();
  }
}
