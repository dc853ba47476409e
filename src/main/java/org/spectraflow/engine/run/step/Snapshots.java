package org.spectraflow.engine.run.step;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.data.ArrayStorage;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Copied;
import org.spectraflow.engine.data.CopyReport;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.data.SharedBlocks;
import org.spectraflow.engine.data.SourceSnapshot;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.observe.RunEvent;

/**
 * Branch snapshot and restore of one variant's features (docs/caching.md §3.4), in copy-on-write
 * mode ({@code use_cow_snapshots=true}: references only, 0 bytes copied) or deep-copy mode (every
 * snapshot and restore copies the blocks, except the last restore of a snapshot, which takes the
 * snapshot's copy over: read-only branches cost 2 × branches copies). Every operation is counted
 * and published; every snapshot taken is remembered so that {@link #releaseAll} (variant end,
 * failure, cancellation) gives back whatever is still held.
 */
public final class Snapshots {

  private final RunContext run;
  private final boolean cow;
  private final List<FeatureSnapshot> taken = new ArrayList<>();
  private final List<SharedBlocks> tracked = new ArrayList<>();

  public Snapshots(RunContext run) {
    this.run = run;
    this.cow = run.cacheConfig().useCowSnapshots();
  }

  /** Snapshots every source of {@code dataset}. */
  FeatureSnapshot take(SpectroDataset dataset, List<Integer> branchPath, int step) {
    List<SourceSnapshot> parts = new ArrayList<>();
    long bytes = 0;
    for (FeatureSource s : dataset.sources()) {
      Copied<SourceSnapshot> c = s.snapshot(cow);
      if (c.value() instanceof SourceSnapshot.Cow held) {
        run.counters().track(held.blocks());
        tracked.add(held.blocks());
      }
      parts.add(c.value());
      bytes += c.report().dataBytes();
    }
    FeatureSnapshot snap = new FeatureSnapshot(parts);
    taken.add(snap);
    run.counters().snapshot(bytes);
    long copied = bytes;
    run.publish(at -> new RunEvent.CowSnapshot(at, branchPath, step, copied));
    return snap;
  }

  /** Makes {@code snapshot} the features of {@code dataset}. */
  void restore(
      SpectroDataset dataset, FeatureSnapshot snapshot, List<Integer> branchPath, int step) {
    restore(dataset, snapshot, branchPath, step, false);
  }

  /**
   * Makes {@code snapshot} the features of {@code dataset} for the last time, then releases it: in
   * deep-copy mode the snapshot's own copy is handed over, so the last branch of a branching step
   * costs no copy (nirs4all copies it once more and drops the snapshot right after).
   */
  void restoreLast(
      SpectroDataset dataset, FeatureSnapshot snapshot, List<Integer> branchPath, int step) {
    restore(dataset, snapshot, branchPath, step, true);
    snapshot.release();
  }

  private void restore(
      SpectroDataset dataset,
      FeatureSnapshot snapshot,
      List<Integer> branchPath,
      int step,
      boolean last) {
    if (snapshot.released()) {
      throw new IllegalStateException("restore of a released snapshot at step " + step);
    }
    long bytes = 0;
    for (int s = 0; s < dataset.sources().size(); s++) {
      FeatureSource source = dataset.source(s);
      SourceSnapshot part = snapshot.sources().get(s);
      bytes += (last ? source.restoreLast(part) : source.restore(part)).dataBytes();
    }
    run.counters().restore(bytes);
    long copied = bytes;
    run.publish(at -> new RunEvent.CowRestore(at, branchPath, step, copied));
  }

  /**
   * Called before a source is written: a storage still sharing a snapshot's blocks detaches
   * (copying references, never data), which is counted and published.
   */
  void beforeWrite(FeatureSource source, List<Integer> branchPath, int step) {
    ArrayStorage storage = source.storage();
    if (storage.state() == ArrayStorage.State.SHARED) {
      CopyReport r = storage.prepareForMutation();
      run.counters().detach(r.dataBytes());
      run.publish(at -> new RunEvent.CowDetach(at, branchPath, step, r.dataBytes()));
    }
  }

  /**
   * True when {@code dataset}'s features are those of {@code snapshot} (same processing ids and
   * block fingerprints), so a branch context need not be snapshotted again.
   */
  boolean matches(SpectroDataset dataset, FeatureSnapshot snapshot) {
    for (int s = 0; s < dataset.sources().size(); s++) {
      SourceSnapshot snap = snapshot.sources().get(s);
      FeatureSource source = dataset.source(s);
      List<Block> held =
          switch (snap) {
            case SourceSnapshot.Cow c -> c.blocks().blocks();
            case SourceSnapshot.Deep d -> d.storage().blocks();
          };
      if (!snap.processingIds().equals(source.processingIds())
          || !fingerprints(held).equals(fingerprints(source.storage().blocks()))) {
        return false;
      }
    }
    return true;
  }

  /** Releases every snapshot still held and the storages' own shared references. */
  void releaseAll(SpectroDataset dataset) {
    taken.forEach(FeatureSnapshot::release);
    taken.clear();
    releaseStorages(dataset);
    run.counters().untrackReleased(tracked);
    tracked.clear();
  }

  /** Makes {@code dataset}'s storages give back the shared holders they reference. */
  void releaseStorages(SpectroDataset dataset) {
    for (FeatureSource s : dataset.sources()) {
      if (s.storage().shared().isPresent()) {
        s.storage().prepareForMutation();
      }
    }
  }

  private static List<Fingerprint> fingerprints(List<Block> blocks) {
    return blocks.stream().map(Block::fingerprint).toList();
  }
}
