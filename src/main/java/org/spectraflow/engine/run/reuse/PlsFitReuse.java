package org.spectraflow.engine.run.reuse;

import java.util.TreeMap;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.data.RowMatrix;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.NestedComponentsModel;
import org.spectraflow.engine.operators.NestedFit;
import org.spectraflow.engine.operators.model.PlsModel;
import org.spectraflow.engine.run.CancellationToken;
import org.spectraflow.engine.run.planner.PlsSweepPlan;
import org.spectraflow.engine.run.report.FitReuseStats;
import org.spectraflow.engine.run.step.StepEnv;

/**
 * The run's PLS fits, reused across an {@code n_components} sweep: one fit at the largest size the
 * sweep needs ({@link PlsSweepPlan}) serves every smaller size over the same training data,
 * predicting with its first j components, bit for bit what a separate j-component fit predicts.
 * Keyed by the model's parameters other than {@code n_components}, the training X fingerprint
 * (blocks, precision, rows) and the training y values. Active with the step cache; keeps at most
 * {@value #MAX_ENTRIES} fits and at most a share of the step cache's byte budget (each fit charged
 * its {@link FittedModel#retainedBytes()}), least recently used first out ({@link KeptFits}). When
 * a fit at the sweep's largest size could not be kept anyway (larger than the bound on its own),
 * each size fits at its own size instead. Thread-safe: concurrent variants asking for the same fit
 * take turns ({@link InFlight}), so the first fits and the others reuse.
 */
public final class PlsFitReuse {

  /** Fits kept at most (a 20-component fit of 2151 wavelengths weighs about 1 MB). */
  static final int MAX_ENTRIES = 32;

  private final KeptFits<Key, Kept> fits;

  /** A reuse keeping at most {@code maxBytes} of fits (and {@value #MAX_ENTRIES} of them). */
  public PlsFitReuse(long maxBytes) {
    this.fits = new KeptFits<>(MAX_ENTRIES, maxBytes);
  }

  /** What the reuse kept, evicted and refused so far. */
  public FitReuseStats stats() {
    return fits.stats();
  }

  /**
   * A model predicting as {@code pls} fitted on {@code x}, {@code y} would: a kept fit of at least
   * its size, or a new fit at {@code largest} (its own size when that fit is refused).
   *
   * @param xKey the identity of {@code x} (its blocks' fingerprints and rows)
   * @param largest the largest size of the variant's sweep group
   */
  public NestedFit fit(
      NestedComponentsModel pls,
      RowMatrix x,
      double[][] y,
      Fingerprint xKey,
      int largest,
      StepEnv env) {
    Key key = new Key(configWithoutComponents(pls), xKey, yFingerprint(y));
    return env.run()
        .flights()
        .exclusively(key, env.run().cancellation(), () -> keptOrNew(key, pls, x, y, largest, env));
  }

  private NestedFit keptOrNew(
      Key key, NestedComponentsModel pls, RowMatrix x, double[][] y, int largest, StepEnv env) {
    int j = pls.components();
    Kept kept = fits.get(key);
    if (kept != null && kept.asked >= j) {
      env.run().counters().modelFitReused();
      int fitted = kept.model.components();
      env.run()
          .publish(
              at ->
                  new RunEvent.ModelFitReused(
                      at, env.variant().index, env.step(), pls.className(), j, fitted));
      return first(kept.model, j);
    }
    int size = Math.max(j, largest);
    if (!fits.fits(PlsModel.retainedBytes(size, x.cols(), targets(y)))) {
      // a fit at the largest size could not be kept for the smaller ones: fit this size only
      size = j;
    }
    Kept made = fitAtLeast(pls, size, x, y, env);
    fits.put(key, made, made.model.retainedBytes());
    return first(made.model, j);
  }

  private static Kept fitAtLeast(
      NestedComponentsModel pls, int k, RowMatrix x, double[][] y, StepEnv env) {
    CancellationToken token = env.run().cancellation();
    NestedFit model;
    int asked = k;
    if (k > pls.components()) {
      try {
        model = pls.withComponents(k).fit(x, y, token::isCancelled);
      } catch (IllegalArgumentException refused) {
        asked = pls.components();
        model = pls.fit(x, y, token::isCancelled);
      }
    } else {
      model = pls.fit(x, y, token::isCancelled);
    }
    env.run().counters().modelFitted();
    return new Kept(model, asked);
  }

  /** Predictions with the first j components (all of them when the fit stopped earlier). */
  private static NestedFit first(NestedFit model, int j) {
    return new FirstComponents(model, Math.min(j, model.components()));
  }

  /**
   * A kept fit predicting with its first {@code use} components, from blocks or views; as a nested
   * fit it serves every size up to {@code use} (the components curve of docs/diagnostics.md §5).
   */
  private record FirstComponents(NestedFit model, int use) implements NestedFit {
    @Override
    public int components() {
      return use;
    }

    @Override
    public double[][] predict(Block x, int j) {
      return model.predict(x, Math.min(j, use));
    }

    @Override
    public double[][] predict(RowMatrix x, int j) {
      return model.predict(x, Math.min(j, use));
    }

    @Override
    public double[][] predict(Block x) {
      return model.predict(x, use);
    }

    @Override
    public double[][] predict(RowMatrix x) {
      return model.predict(x, use);
    }

    /** The kept fit's state, predicting with its first {@code components} only. */
    @Override
    public FittedState state() {
      return model.state().with("components", (double) use);
    }
  }

  private static String configWithoutComponents(NestedComponentsModel pls) {
    TreeMap<String, Object> params = new TreeMap<>(pls.config().params());
    params.remove("n_components");
    return pls.className() + params;
  }

  private static int targets(double[][] y) {
    return y.length == 0 ? 0 : y[0].length;
  }

  /** The identity of a training y (its values, rows and columns). */
  static Fingerprint yFingerprint(double[][] y) {
    int cols = y.length == 0 ? 0 : y[0].length;
    double[] flat = new double[y.length * cols];
    for (int i = 0; i < y.length; i++) {
      System.arraycopy(y[i], 0, flat, i * cols, cols);
    }
    return Fingerprint.ofDoubles(flat, y.length, cols);
  }

  private record Key(String config, Fingerprint x, Fingerprint y) {}

  private record Kept(NestedFit model, int asked) {}
}
