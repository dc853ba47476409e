package org.spectraflow.engine.run.step;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.model.Provenance;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.run.report.StepRecord;

/**
 * One variant's mutable execution state: its dataset copy (a merge may replace it), branch
 * snapshots, the per-step operation counter of docs/pipeline-language.md §5.1 (reset at every
 * top-level step) and whether this is the refit pass (splitters are then replaced by one full-train
 * fold), and the records of its steps in execution order. Used by the one thread running the
 * variant.
 */
public final class VariantState {

  public final int index;
  final boolean refit;
  final Snapshots snapshots;
  public final List<StepRecord> steps = new ArrayList<>();
  SpectroDataset dataset;

  ExecutionContext live;

  /** The train and test ids each model was trained and tested on (for merges and stacking). */
  final Map<ModelResult, int[][]> modelRows = new IdentityHashMap<>();

  /** The fitted-chain recorder of a refit with {@code keepFinalModel}; null otherwise. */
  PipelineCapture capture;

  private int opCounter;

  /**
   * The main pass's tuned models, by model name and branch, for the refit pass; empty otherwise.
   */
  private Map<String, ModelOperator> tuned = Map.of();

  public VariantState(int index, boolean refit, SpectroDataset dataset, Snapshots snapshots) {
    this.index = index;
    this.refit = refit;
    this.dataset = dataset;
    this.snapshots = snapshots;
  }

  /**
   * Records this refit variant's fitted chain so that its models are held as {@link
   * org.spectraflow.engine.model.FittedPipeline}s ({@link ModelResult#fitted()}); call before the
   * variant runs.
   */
  public void keepFittedChain(Provenance provenance) {
    if (!refit) {
      throw new IllegalStateException("only the refit pass keeps its fitted chain");
    }
    capture = new PipelineCapture(dataset, provenance);
  }

  /**
   * Why this refit variant's chain could not be held as a fitted pipeline (the first step it cannot
   * represent yet); empty when it was held or not captured.
   */
  public Optional<String> fittedChainRefusal() {
    return capture == null ? Optional.empty() : Optional.ofNullable(capture.refusal());
  }

  /**
   * The models the main pass tuned ({@code finetune_params}) in this variant, keyed by {@link
   * #tunedKey}: the refit pass trains them with their tuned parameters instead of searching again.
   */
  public void useTunedModels(Map<String, ModelOperator> byKey) {
    tuned = Map.copyOf(byKey);
  }

  /** The key of a model step's tuned model: its name and branch. */
  public static String tunedKey(String name, String branch) {
    return name + "\u0000" + (branch == null ? "" : branch);
  }

  /** The main pass's tuned model of the step {@code name} in {@code branch}, or null. */
  ModelOperator tunedModel(String name, String branch) {
    return tuned.get(tunedKey(name, branch));
  }

  SpectroDataset dataset() {
    return dataset;
  }

  /** The next operation number of the current top-level step (1, 2, ...). */
  int nextOperation() {
    return ++opCounter;
  }

  /** Advances the counter by {@code n} (a cache hit replays the numbers it would have used). */
  void skipOperations(int n) {
    opCounter += n;
  }

  /** Starts a new top-level step. */
  void resetOperations() {
    opCounter = 0;
  }
}
