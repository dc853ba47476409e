package org.spectraflow.engine.run.reuse;

import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.data.RowMatrix;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.run.CancellationToken;
import org.spectraflow.engine.run.report.FitReuseStats;
import org.spectraflow.engine.run.step.StepEnv;

/**
 * The run's model fits, reused across variants (docs/caching.md): a model step whose operator
 * configuration, training X (blocks' fingerprints, precision, rows) and training y equal those of a
 * fit made earlier in the run takes that fit instead of fitting again. Every model fit is a pure
 * function of these three (seeded models draw from their own {@code random_state}, 0 when unset),
 * so a reused fit predicts bit for bit what a new one would. Sample 06's RandomForest, identical in
 * the 75 variants of each preprocessing, is fitted once per fold instead of 75 times. PLS sweeps
 * have their own reuse ({@link PlsFitReuse}). Active with the step cache; keeps at most {@value
 * #MAX_ENTRIES} fits and at most a share of the step cache's byte budget, charging each fit its
 * {@link FittedModel#retainedBytes()} (a nearest-neighbours fit holds its training X), least
 * recently used first out ({@link KeptFits}). Thread-safe: concurrent variants asking for the same
 * fit take turns ({@link InFlight}), so the first fits and the others reuse.
 */
public final class ModelFitReuse {

  /** Fits kept at most (a 100-tree forest on 131 samples weighs about 2 MB). */
  static final int MAX_ENTRIES = 64;

  private final KeptFits<Key, FittedModel> fits;

  /** A reuse keeping at most {@code maxBytes} of fits (and {@value #MAX_ENTRIES} of them). */
  public ModelFitReuse(long maxBytes) {
    this.fits = new KeptFits<>(MAX_ENTRIES, maxBytes);
  }

  /** What the reuse kept, evicted and refused so far. */
  public FitReuseStats stats() {
    return fits.stats();
  }

  /**
   * {@code model} fitted on {@code x}, {@code y}: a kept fit of the same configuration and data, or
   * a new one.
   *
   * @param xKey the identity of {@code x} (its blocks' fingerprints and rows)
   */
  public FittedModel fit(
      ModelOperator model, RowMatrix x, double[][] y, Fingerprint xKey, StepEnv env) {
    Key key = new Key(model.config().canonical(), xKey, PlsFitReuse.yFingerprint(y));
    return env.run()
        .flights()
        .exclusively(key, env.run().cancellation(), () -> keptOrNew(key, model, x, y, env));
  }

  private FittedModel keptOrNew(
      Key key, ModelOperator model, RowMatrix x, double[][] y, StepEnv env) {
    FittedModel kept = fits.get(key);
    if (kept != null) {
      env.run().counters().modelFitReused();
      env.run()
          .publish(
              at ->
                  new RunEvent.ModelFitReused(
                      at, env.variant().index, env.step(), model.className(), 0, 0));
      return kept;
    }
    CancellationToken token = env.run().cancellation();
    FittedModel made = model.fit(x, y, token::isCancelled);
    env.run().counters().modelFitted();
    fits.put(key, made, made.retainedBytes());
    return made;
  }

  private record Key(String config, Fingerprint x, Fingerprint y) {}
}
