package org.spectraflow.engine.run.step;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.model.FittedNode;

/**
 * The state one chain of steps runs in (docs/pipeline-language.md §4.1, §4.12): per source the
 * processing ids the next transformer reads, the current target version with its fitted y
 * transforms (for inverse-transforming predictions), the branch identity, the features snapshot of
 * a branch context (null while the context is the live top-level one) and the models run so far
 * (for a predictions merge) and, inside a separation branch, the branch's view of the dataset.
 * Mutable, confined to the run thread.
 */
final class ExecutionContext {

  List<List<String>> processing;
  String yVersion;
  List<YInverse> yChain;
  final List<Integer> branchPath;
  final String branchName;
  FeatureSnapshot snapshot;
  final List<ModelResult> models = new ArrayList<>();

  /**
   * With a {@link PipelineCapture} on: per stored processing id of the (one) source, the fitted
   * chain from the raw spectra to that processing (a branch starts from a copy of its parent's; a
   * merge's context holds the merge). Chains are never changed in place, only replaced.
   */
  Map<String, List<FittedNode>> chains = new HashMap<>();

  /** Inside a separation branch: the dataset seen through the branch's samples (else null). */
  SpectroDataset view;

  /** Inside a separation branch: the dataset of every sample, which a merge goes back to. */
  SpectroDataset global;

  /** Inside a separation branch: the base samples of the branch (else null). */
  int[] members;

  /** Inside a {@code by_source} lane: the source the lane holds (else -1). */
  int source = -1;

  ExecutionContext(
      List<List<String>> processing,
      String yVersion,
      List<YInverse> yChain,
      List<Integer> branchPath,
      String branchName) {
    this.processing = copy(processing);
    this.yVersion = yVersion;
    this.yChain = List.copyOf(yChain);
    this.branchPath = List.copyOf(branchPath);
    this.branchName = branchName;
  }

  /**
   * The context of branch {@code index} named {@code name} (names nest as {@code parent_child}).
   */
  ExecutionContext child(int index, String name) {
    List<Integer> path = new ArrayList<>(branchPath);
    path.add(index);
    String full = branchName == null ? name : branchName + "_" + name;
    ExecutionContext c = new ExecutionContext(processing, yVersion, yChain, path, full);
    c.view = view;
    c.global = global;
    c.members = members;
    c.source = source;
    c.chains = new HashMap<>(chains);
    return c;
  }

  /** Replaces the processing ids of source {@code s}. */
  void setProcessing(int s, List<String> ids) {
    List<List<String>> next = new ArrayList<>(processing);
    next.set(s, List.copyOf(ids));
    processing = List.copyOf(next);
  }

  private static List<List<String>> copy(List<List<String>> lists) {
    return lists.stream().map(l -> (List<String>) List.copyOf(l)).toList();
  }
}
