package org.spectraflow.ui.sweep;

import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.run.report.RunReport;

/**
 * Presentation model of the sweep explorer: the {@link SweepFigures} of the latest finished run,
 * computed on a background executor (the document is expanded again) and applied on the FX
 * executor; a result that a newer run has overtaken is dropped. "Show on canvas" hands a row to the
 * window's hook. FX-thread confined except for the background computation.
 */
public final class SweepModel {

  private final Executor background;
  private final Executor fx;
  private final AtomicLong generation = new AtomicLong();
  private final ReadOnlyObjectWrapper<SweepFigures> figures =
      new ReadOnlyObjectWrapper<>(this, "figures", SweepFigures.NONE);
  private Consumer<SweepRow> showOnCanvas = row -> {};

  /** A model computing on {@code background}, applying on {@code fx}. */
  public SweepModel(Executor background, Executor fx) {
    this.background = background;
    this.fx = fx;
  }

  /** Computes the figures of {@code report}, a run of {@code document}; null clears. */
  public void show(PipelineDocument document, RunReport report) {
    long mine = generation.incrementAndGet();
    if (document == null || report == null) {
      figures.set(SweepFigures.NONE);
      return;
    }
    background.execute(
        () -> {
          SweepFigures computed;
          try {
            computed = SweepFigures.of(document, report);
          } catch (RuntimeException e) {
            computed = SweepFigures.NONE;
          }
          SweepFigures result = computed;
          fx.execute(
              () -> {
                if (generation.get() == mine) {
                  figures.set(result);
                }
              });
        });
  }

  /** The figures shown. */
  public ReadOnlyObjectProperty<SweepFigures> figuresProperty() {
    return figures.getReadOnlyProperty();
  }

  /** Sets what "Show on canvas" does with a row (the window selects its choices). */
  public void setShowOnCanvas(Consumer<SweepRow> hook) {
    showOnCanvas = hook == null ? row -> {} : hook;
  }

  /** Shows {@code row}'s variant on the canvas. */
  public void showOnCanvas(SweepRow row) {
    if (row != null) {
      showOnCanvas.accept(row);
    }
  }
}
