package org.spectraflow.ui.spectra;

import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * Draws one plot's frames on a render thread and hands each to the FX thread, as the run's live
 * charts do (ui/run/charts LiveChart): the latest request wins, so a request superseded before it
 * starts is skipped and a frame finished after a newer request is dropped; no queue builds up while
 * the user drags or resizes. Every spectra plot shares one render thread.
 */
public final class SpectraRenderer {

  private static final ExecutorService RENDERER =
      Executors.newSingleThreadExecutor(
          r -> {
            Thread t = new Thread(r, "spectraflow-spectra-render");
            t.setDaemon(true);
            return t;
          });

  private final Executor render;
  private final Executor fx;
  private final AtomicLong latest = new AtomicLong();

  /** A renderer on the shared render thread, delivering on {@code fx}. */
  public SpectraRenderer(Executor fx) {
    this(RENDERER, fx);
  }

  /** A renderer drawing on {@code render}, delivering on {@code fx}. */
  public SpectraRenderer(Executor render, Executor fx) {
    this.render = render;
    this.fx = fx;
  }

  /**
   * Draws {@code data} with {@code settings} at {@code width × height} off the calling thread and
   * passes the frame to {@code shown} on the FX executor, unless a newer request came meanwhile.
   */
  public void request(
      SpectraData data,
      SpectraSettings settings,
      int width,
      int height,
      Consumer<SpectraFrame> shown) {
    long mine = latest.incrementAndGet();
    render.execute(
        () -> {
          if (latest.get() != mine) {
            return;
          }
          SpectraFrame frame = SpectraPainter.paint(data, settings, width, height);
          fx.execute(
              () -> {
                if (latest.get() == mine) {
                  shown.accept(frame);
                }
              });
        });
  }

  /** Forgets every request in flight (their frames are dropped). */
  public void cancel() {
    latest.incrementAndGet();
  }
}
