package org.spectraflow.engine.run;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import org.spectraflow.engine.data.SharedBlocks;
import org.spectraflow.engine.run.report.CowStats;

/**
 * The per-run tallies the report shows: transformer applications and model fits executed, model fits reused, and
 * copy-on-write activity. Also remembers every shared-block holder a snapshot took, so the report
 * can prove that none is still referenced when the run ends. Single-threaded (the run thread).
 */
final class RunCounters {

  private long transformerApplications;
  private long modelFits;
  private long modelFitReuses;
  private long snapshots;
  private long restores;
  private long detaches;
  private long bytesCopied;
  private final Set<SharedBlocks> holders = Collections.newSetFromMap(new IdentityHashMap<>());

  void transformerApplied() {
    transformerApplications++;
  }

  void modelFitted() {
    modelFits++;
  }

  void modelFitReused() {
    modelFitReuses++;
  }

  void snapshot(long bytes) {
    snapshots++;
    bytesCopied += bytes;
  }

  void restore(long bytes) {
    restores++;
    bytesCopied += bytes;
  }

  void detach(long bytes) {
    detaches++;
    bytesCopied += bytes;
  }

  void track(SharedBlocks holder) {
    holders.add(holder);
  }

  long transformerApplications() {
    return transformerApplications;
  }

  long modelFits() {
    return modelFits;
  }

  long modelFitReuses() {
    return modelFitReuses;
  }

  /** The copy-on-write figures, with the references still held by tracked holders. */
  CowStats cow() {
    long live = holders.stream().mapToLong(SharedBlocks::refCount).sum();
    return new CowStats(snapshots, restores, detaches, bytesCopied, live);
  }
}
