package org.spectraflow.ui.run.charts;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.CowDetach;
import org.spectraflow.engine.observe.RunEvent.CowRestore;
import org.spectraflow.engine.observe.RunEvent.CowSnapshot;
import org.spectraflow.engine.observe.RunEvent.StepFinished;
import org.spectraflow.engine.observe.RunEvent.StepStarted;
import org.spectraflow.engine.observe.RunEvent.VariantStarted;
import org.spectraflow.ui.run.EventSink;
import org.spectraflow.ui.run.RunClock;

/**
 * Chart 3, copy-on-write per branch: one {@link CowLane} per branch path (in order of first
 * appearance), a mark per snapshot, restore and detach sized by the bytes it copied, and per lane
 * the shared versus private bytes of the latest variant ({@link CowLane}): a lane entering its
 * branch shares the dataset its parent had after its latest step. FX-thread confined.
 */
public final class CowModel implements EventSink {

  private final RunClock clock;
  private final Map<List<Integer>, CowLane> lanes = new LinkedHashMap<>();
  // a step's lane name, parsed once per document path rather than once per step started (every
  // variant repeats the same few paths)
  private final Map<String, String> laneNames = new HashMap<>();
  private long totalCopied;
  private long topLevelBytes;

  /** A model reading times against {@code clock}. */
  public CowModel(RunClock clock) {
    this.clock = clock;
  }

  @Override
  public void accept(RunEvent event) {
    switch (event) {
      case CowSnapshot s ->
          lane(s.branchPath()).snapshot(mark(s.at(), CowLane.Kind.SNAPSHOT, s.bytesCopied()));
      case CowRestore r ->
          lane(r.branchPath())
              .restore(mark(r.at(), CowLane.Kind.RESTORE, r.bytesCopied()), parentBytes(r));
      case CowDetach d ->
          lane(d.branchPath()).detach(mark(d.at(), CowLane.Kind.DETACH, d.bytesCopied()));
      case StepStarted s -> {
        if (!s.branchPath().isEmpty()) {
          name(lane(s.branchPath()), s.path());
        }
      }
      case StepFinished f -> {
        if (!f.branchPath().isEmpty()) {
          lane(f.branchPath()).steady(f.steadyBytes());
        } else {
          topLevelBytes = f.steadyBytes();
        }
      }
      case VariantStarted v -> {
        lanes.values().forEach(CowLane::newVariant);
        topLevelBytes = 0;
      }
      default -> {}
    }
  }

  private CowLane.Mark mark(Instant at, CowLane.Kind kind, long bytes) {
    totalCopied += bytes;
    return new CowLane.Mark(clock.seconds(at), kind, bytes);
  }

  /**
   * A snapshot at {@code path} starts a branching from it (and is the lane's own snapshot for any
   * later restore of that lane): every lane below it enters its branch afresh, even when no new
   * variant started since it last did.
   */
  private void branchingFrom(List<Integer> path) {
    lanes.forEach(
        (p, lane) -> {
          if (p.size() > path.size() && p.subList(0, path.size()).equals(path)) {
            lane.reenter();
          }
        });
  }

  /** The dataset bytes of the lane that branched into {@code r}'s lane, as last seen. */
  private long parentBytes(CowRestore r) {
    List<Integer> path = r.branchPath();
    if (path.size() <= 1) {
      return topLevelBytes;
    }
    CowLane parent = lanes.get(path.subList(0, path.size() - 1));
    return parent == null ? 0 : parent.steadyBytes();
  }

  /**
   * Names a lane after the branch names in a step's document path ({@code
   * pipeline[1].branch.snv[0]} → {@code snv}); unnamed branches keep their index.
   */
  private void name(CowLane lane, String documentPath) {
    String name = laneNames.computeIfAbsent(documentPath, BranchNames::along);
    if (!name.isEmpty()) {
      lane.rename(name);
    }
  }

  private CowLane lane(List<Integer> path) {
    return lanes.computeIfAbsent(
        List.copyOf(path),
        p ->
            new CowLane(
                p.isEmpty()
                    ? "top level"
                    : "branch " + p.stream().map(String::valueOf).collect(Collectors.joining("/")),
                p.isEmpty()));
  }

  @Override
  public void clear() {
    lanes.clear();
    laneNames.clear();
    totalCopied = 0;
    topLevelBytes = 0;
  }

  /** The lanes in order of first appearance. */
  public List<CowLane> lanes() {
    return new ArrayList<>(lanes.values());
  }

  /** Bytes copied by every snapshot, restore and detach so far. */
  public long totalBytesCopied() {
    return totalCopied;
  }

  /** The largest single copy so far (for sizing marks), at least 1. */
  public long largestCopy() {
    long largest =
        lanes.values().stream()
            .flatMap(l -> l.marks().stream())
            .mapToLong(CowLane.Mark::bytesCopied)
            .max()
            .orElse(0L);
    return Math.max(1L, largest);
  }
}
