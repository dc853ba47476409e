package org.spectraflow.ui.run;

import javafx.animation.AnimationTimer;

/**
 * Calls a frame action once per JavaFX pulse, and records the longest gap between two pulses:
 * the FX thread's longest stall while the pump ran (what a user feels as a frozen window).
 * FX thread only.
 */
public final class FramePump extends AnimationTimer {

  private final Runnable frame;
  private long lastPulse;
  private long maxGapNanos;
  private long maxFrameNanos;
  private long pulses;

  /** A pump running {@code frame} on every pulse. */
  public FramePump(Runnable frame) {
    this.frame = frame;
  }

  @Override
  public void handle(long now) {
    if (lastPulse != 0) {
      maxGapNanos = Math.max(maxGapNanos, now - lastPulse);
    }
    lastPulse = now;
    pulses++;
    long start = System.nanoTime();
    frame.run();
    maxFrameNanos = Math.max(maxFrameNanos, System.nanoTime() - start);
  }

  /** The longest frame action (draining events and redrawing a chart), in nanoseconds. */
  public long maxFrameNanos() {
    return maxFrameNanos;
  }

  /** The longest gap between two pulses since the last {@link #resetStats()}, in nanoseconds. */
  public long maxGapNanos() {
    return maxGapNanos;
  }

  /** Pulses seen since the last reset. */
  public long pulses() {
    return pulses;
  }

  /** Starts measuring afresh. */
  public void resetStats() {
    lastPulse = 0;
    maxGapNanos = 0;
    maxFrameNanos = 0;
    pulses = 0;
  }
}
