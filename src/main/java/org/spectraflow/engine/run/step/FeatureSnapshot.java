package org.spectraflow.engine.run.step;

import java.util.List;
import org.spectraflow.engine.data.SourceSnapshot;

/**
 * The features of every source at one moment (a branch's input or result), copy-on-write or deep.
 * Released at most once; releasing gives back the shared-block references it holds.
 */
final class FeatureSnapshot {

  private final List<SourceSnapshot> sources;
  private boolean released;

  FeatureSnapshot(List<SourceSnapshot> sources) {
    this.sources = List.copyOf(sources);
  }

  List<SourceSnapshot> sources() {
    return sources;
  }

  boolean released() {
    return released;
  }

  /** Gives every reference back; later calls do nothing. */
  void release() {
    if (!released) {
      released = true;
      sources.forEach(SourceSnapshot::release);
    }
  }
}
