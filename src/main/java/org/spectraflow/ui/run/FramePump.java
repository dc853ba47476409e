package org.spectraflow.ui.run;

import javafx.animation.AnimationTimer;

/**
 * Calls a frame action once per JavaFX pulse, and records the longest gap between two pulses: the
 * FX thread's longest stall while the pump ran (what a user feels as a frozen window). FX thread
 * only.
 */
public final class FramePump extends AnimationTimer {

  /** A gap above this (100 ms) is one a user notices as a stutter. */
  public static final long SLOW_GAP_NANOS = 100_000_000L;

  private final Runnable frame;
  private long lastPulse;
  private long maxGapNanos;
  private long maxFrameNanos;
  private long pulses;
  private long maxGapPulse;
  private long slowGaps;

  /** A pump running {@code frame} on every pulse. */
  public FramePump(Runnable frame) {
    this.frame = frame;
  }

  @Override
  public void handle(long now) {
    if (lastPulse != 0) {
      long gap = now - lastPulse;
      if (gap > maxGapNanos) {
        maxGapNanos = gap;
        maxGapPulse = pulses;
      }
      if (gap > SLOW_GAP_NANOS) {
        slowGaps++;
      }
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

  /** The pulse (counted from the last reset) that ended the longest gap. */
  public long maxGapPulse() {
    return maxGapPulse;
  }

  /** Gaps longer than {@link #SLOW_GAP_NANOS} since the last reset. */
  public long slowGaps() {
    return slowGaps;
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
    maxGapPulse = 0;
    slowGaps = 0;
  }
}
