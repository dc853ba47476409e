package org.spectraflow.engine.run.step;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.LongAdder;
import org.spectraflow.engine.data.SharedBlocks;
import org.spectraflow.engine.run.report.CowStats;

/**
 * The per-run tallies the report shows: transformer applications and model fits executed, model
 * fits reused, and copy-on-write activity. Also remembers every shared-block holder a snapshot
 * took, so the report can prove that none is still referenced when the run ends. Thread-safe
 * (variants may run on several workers); {@link #cow} is read once the variants are done.
 */
public final class RunCounters {

  private final LongAdder transformerApplications = new LongAdder();
  private final LongAdder modelFits = new LongAdder();
  private final LongAdder modelFitReuses = new LongAdder();
  private final LongAdder snapshots = new LongAdder();
  private final LongAdder restores = new LongAdder();
  private final LongAdder detaches = new LongAdder();
  private final LongAdder bytesCopied = new LongAdder();
  private final Set<SharedBlocks> holders =
      Collections.synchronizedSet(Collections.newSetFromMap(new IdentityHashMap<>()));

  void transformerApplied() {
    transformerApplications.increment();
  }

  public void modelFitted() {
    modelFits.increment();
  }

  public void modelFitReused() {
    modelFitReuses.increment();
  }

  void snapshot(long bytes) {
    snapshots.increment();
    bytesCopied.add(bytes);
  }

  void restore(long bytes) {
    restores.increment();
    bytesCopied.add(bytes);
  }

  void detach(long bytes) {
    detaches.increment();
    bytesCopied.add(bytes);
  }

  void track(SharedBlocks holder) {
    holders.add(holder);
  }

  /**
   * Forgets the holders of a finished variant that hold no reference any more, so their blocks can
   * be collected during the run; one still referenced stays tracked and counted by {@link #cow()}.
   */
  void untrackReleased(List<SharedBlocks> finished) {
    synchronized (holders) {
      for (SharedBlocks h : finished) {
        if (h.refCount() == 0) {
          holders.remove(h);
        }
      }
    }
  }

  /** The holders tracked now (those of running variants, and any still referenced). */
  int trackedHolders() {
    return holders.size();
  }

  public long transformerApplications() {
    return transformerApplications.sum();
  }

  public long modelFits() {
    return modelFits.sum();
  }

  public long modelFitReuses() {
    return modelFitReuses.sum();
  }

  /** The copy-on-write figures, with the references still held by tracked holders. */
  public CowStats cow() {
    long live;
    synchronized (holders) {
      live = holders.stream().mapToLong(SharedBlocks::refCount).sum();
    }
    return new CowStats(snapshots.sum(), restores.sum(), detaches.sum(), bytesCopied.sum(), live);
  }
}
