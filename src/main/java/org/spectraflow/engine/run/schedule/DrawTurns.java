package org.spectraflow.engine.run.schedule;

import java.util.BitSet;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.spectraflow.engine.run.CancellationToken;

/**
 * Keeps the run's global random generator in variant order when variants run concurrently: nirs4all
 * seeds numpy's global state once per run and its variants draw from it one after the other, so
 * variant i must draw only after every variant before it has finished, and before any variant after
 * it draws. {@link #awaitTurn} blocks a variant's first draw until every lower position is {@link
 * #finish finished}; variants that never draw never wait. Cannot deadlock while runners start
 * variants in index order within a unit (a group, or a subtree of consecutive groups) and hand out
 * units in order: the lowest unfinished variant never waits. Thread-safe.
 */
final class DrawTurns {

  private final ReentrantLock lock = new ReentrantLock();
  private final Condition advanced = lock.newCondition();
  private final BitSet finished = new BitSet();
  private int lowestUnfinished;

  /** Marks {@code position} finished (whatever its outcome). */
  void finish(int position) {
    lock.lock();
    try {
      finished.set(position);
      int before = lowestUnfinished;
      if (before == Integer.MAX_VALUE) {
        return;
      }
      lowestUnfinished = finished.nextClearBit(lowestUnfinished);
      if (lowestUnfinished != before) {
        advanced.signalAll();
      }
    } finally {
      lock.unlock();
    }
  }

  /** Lets every waiter through (the run stopped: later results are discarded anyway). */
  void openAll() {
    lock.lock();
    try {
      lowestUnfinished = Integer.MAX_VALUE;
      advanced.signalAll();
    } finally {
      lock.unlock();
    }
  }

  /**
   * Waits until every position below {@code position} is finished; gives up when {@code cancelled}
   * turns true (checked every 50 ms).
   */
  void awaitTurn(int position, CancellationToken cancelled) {
    lock.lock();
    try {
      while (lowestUnfinished < position) {
        cancelled.throwIfCancelled();
        advanced.await(50, TimeUnit.MILLISECONDS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CancellationException("interrupted while waiting for earlier variants");
    } finally {
      lock.unlock();
    }
  }
}
