package org.spectraflow.engine.run.step;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.spectraflow.engine.cache.CachedStepState;
import org.spectraflow.engine.cache.StepCache;
import org.spectraflow.engine.cache.StepCacheKey;
import org.spectraflow.engine.cache.StepSelector;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.data.HeaderUnit;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.model.FittedStep;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.operators.AxisTransform;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.SampleAugmenter;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.operators.transform.select.ColumnSelection;
import org.spectraflow.engine.run.reuse.InFlight;

/**
 * A transformer step (docs/pipeline-language.md §4.3, docs/operator-behaviour.md §0.4): for each
 * source and each processing of the context, a fresh fit on the train rows (excluded rows left out;
 * all partitions with {@code fit_on_all}) applied to every row; the output replaces the input block
 * under the id {@code <old>_<Label>_<k>}. Derived blocks carry a fingerprint derived from the
 * operator's canonical configuration and the fingerprints of what it was fitted on and applied to.
 *
 * <p>With the step cache on, one application is looked up first under (operator configuration,
 * input block fingerprints + fit rows, selector with the branch path); a hit restores the cached
 * block references and replays the operation numbers, a miss executes and stores the result.
 * Concurrent variants asking for the same key take turns ({@link InFlight}): the first computes,
 * the others then hit, so hits and misses do not depend on the thread count.
 */
final class TransformerController {

  /** Applies {@code op}; returns true when the output came from the step cache. */
  boolean apply(TransformOperator op, boolean fitOnAll, StepEnv env) {
    SpectroDataset ds = env.dataset();
    if (fitOnAll && op.supervised()) {
      throw new IllegalArgumentException(
          env.path()
              + ": "
              + op.label()
              + " is supervised and fit_on_all would fit it on the test rows' targets; remove"
              + " fit_on_all");
    }
    int[] fitRows = fitOnAll ? allVisible(ds) : ds.trainIds();
    List<Headers> headersBefore = ds.sources().stream().map(FeatureSource::headers).toList();
    Map<String, FittedTransform> captured = capture(op, fitRows, env);
    List<String> before = captured == null ? null : env.ctx().processing.get(0);
    StepCache cache = env.run().cache();
    boolean hit;
    if (!cache.isEnabled()) {
      execute(op, fitRows, env, captured);
      hit = false;
    } else {
      StepCacheKey key = key(op, fitOnAll, fitRows, env);
      hit =
          env.run()
              .flights()
              .exclusively(
                  key,
                  env.run().cancellation(),
                  () -> lookUpOrExecute(cache, key, op, fitRows, env, captured));
    }
    if (op instanceof AxisTransform axisOp) {
      for (int s = 0; s < ds.sources().size(); s++) {
        ds.source(s)
            .setHeaders(AxisTransform.outputHeaders(axisOp.outputAxis(), headersBefore.get(s)));
      }
    }
    if (captured != null) {
      List<String> after = env.ctx().processing.get(0);
      for (int i = 0; i < before.size(); i++) {
        env.variant()
            .capture
            .derived(
                env.ctx(),
                before.get(i),
                after.get(i),
                List.of(new FittedStep(op.canonicalConfig(), captured.get(before.get(i)))));
      }
    }
    return hit;
  }

  /** A hit restores the cached output; a miss executes and stores it (one thread per key). */
  private boolean lookUpOrExecute(
      StepCache cache,
      StepCacheKey key,
      TransformOperator op,
      int[] fitRows,
      StepEnv env,
      Map<String, FittedTransform> captured) {
    SpectroDataset ds = env.dataset();
    Optional<CachedStepState> hit = cache.get(key);
    if (hit.isPresent()) {
      restore(hit.get(), env);
      env.run()
          .publish(
              at ->
                  new RunEvent.StepCacheHit(
                      at, env.variant().index, env.step(), key, hit.get().nbytes()));
      return true;
    }
    env.run().publish(at -> new RunEvent.StepCacheMiss(at, env.variant().index, env.step(), key));
    int[] widths = ds.sources().stream().mapToInt(FeatureSource::numFeatures).toArray();
    execute(op, fitRows, env, captured);
    CachedStepState state = stateOf(ds, widths);
    boolean stored = cache.put(key, state);
    env.run()
        .publish(
            at ->
                new RunEvent.StepCachePut(
                    at, env.variant().index, env.step(), key, state.nbytes(), stored));
    return false;
  }

  /**
   * Fits and applies {@code op} to every processing of every source; {@code captured}, when not
   * null, is the fit the capture already made of the one source's one processing, applied instead
   * of fitting again.
   */
  private void execute(
      TransformOperator op, int[] fitRows, StepEnv env, Map<String, FittedTransform> captured) {
    env.run().cancellation().throwIfCancelled();
    SpectroDataset ds = env.dataset();
    double[] y = targets(op, ds, fitRows);
    Fingerprint rows = rowsFingerprint(fitRows);
    for (int s = 0; s < ds.sources().size(); s++) {
      FeatureSource source = ds.source(s);
      TransformOperator bound = onSource(op, source);
      List<String> ids = new ArrayList<>(source.processingIds());
      List<Block> blocks = new ArrayList<>(source.storage().blocks());
      List<String> next = new ArrayList<>();
      Headers before = source.headers();
      int widthBefore = source.numFeatures();
      List<int[]> kept = new ArrayList<>();
      for (String p : env.ctx().processing.get(s)) {
        int at = ids.indexOf(p);
        FittedTransform fitted =
            captured != null ? captured.get(p) : fit(bound, blocks.get(at), fitRows, y);
        Block out =
            applied(captured != null ? op : bound, fitted, blocks.get(at), fitFingerprint(rows, y));
        kept.add(fitted instanceof ColumnSelection selection ? selection.keep() : null);
        String id = p + "_" + op.label() + "_" + env.variant().nextOperation();
        ids.set(at, id);
        blocks.set(at, out);
        next.add(id);
      }
      requireOneWidth(op, ids, blocks, next);
      write(source, ids, blocks, env);
      keepSelectedHeaders(source, before, widthBefore, kept);
      env.ctx().setProcessing(s, next);
    }
    env.run().counters().transformerApplied();
  }

  /**
   * With a {@link PipelineCapture} on (refit, {@code keepFinalModel}), the fitted form of this step
   * for each processing of the context's one source, fitted as {@link #fitApply} fits it (so a
   * step-cache hit still yields the fitted states) and returned, so that a miss applies them
   * instead of fitting twice; the caller records them once the new processing ids are known.
   * Refuses several sources and augmenters. Returns null when nothing is captured.
   */
  private static Map<String, FittedTransform> capture(
      TransformOperator op, int[] fitRows, StepEnv env) {
    PipelineCapture capture = env.variant().capture;
    if (capture == null || capture.refusal() != null) {
      return null;
    }
    SpectroDataset ds = env.dataset();
    if (op instanceof SampleAugmenter) {
      capture.refuse("an augmenter used as a plain step (its draws depend on the rows together)");
      return null;
    }
    if (ds.sources().size() != 1) {
      capture.refuse("a transformer over several sources");
      return null;
    }
    Map<String, FittedTransform> out = new HashMap<>();
    double[] y = targets(op, ds, fitRows);
    TransformOperator bound = onSource(op, ds.source(0));
    for (String p : env.ctx().processing.get(0)) {
      out.put(p, fit(bound, ds.source(0).block(p), fitRows, y));
    }
    return out;
  }

  /**
   * {@code op} bound to the wavelength axis of {@code source} when it reads one ({@link
   * AxisTransform}, e.g. Resampler), else {@code op} itself.
   */
  static TransformOperator onSource(TransformOperator op, FeatureSource source) {
    if (!(op instanceof AxisTransform axisOp)) {
      return op;
    }
    return axisOp.onAxis(AxisTransform.axisOf(op.label(), source.headers(), source.numFeatures()));
  }

  /** Fits {@code op} on {@code fitRows} of {@code input}; {@code y} from {@link #targets}. */
  static FittedTransform fit(TransformOperator op, Block input, int[] fitRows, double[] y) {
    return op.fit(op.learnsFromRows() ? input.selectRows(fitRows) : input, y);
  }

  /**
   * The first target column of the fit rows (numeric) for a supervised transform such as OSC
   * (docs/nirs-transforms.md §6), null for every other transform.
   */
  static double[] targets(TransformOperator op, SpectroDataset ds, int[] fitRows) {
    return op.supervised() ? ModelController.numeric(ds, fitRows) : null;
  }

  /** The fit rows' identity, with the targets a supervised fit saw ({@code y} null: unchanged). */
  static Fingerprint fitFingerprint(Fingerprint rows, double[] y) {
    return y == null ? rows : Fingerprint.derive("targets " + Arrays.toString(y), rows);
  }

  /**
   * Fits a fresh clone on {@code fitRows} of {@code input} (on all of it when the operator learns
   * nothing from rows: no copy) and applies it to every row.
   */
  static Block fitApply(
      TransformOperator op, Block input, int[] fitRows, double[] y, Fingerprint rows) {
    return applied(op, fit(op, input, fitRows, y), input, fitFingerprint(rows, y));
  }

  /** {@code fitted} applied to {@code input}, with the derived fingerprint of {@link #fitApply}. */
  static Block applied(
      TransformOperator op, FittedTransform fitted, Block input, Fingerprint rows) {
    Block out = fitted.apply(input);
    Fingerprint fitFp = Fingerprint.derive("fit", input.fingerprint(), rows);
    return out.withFingerprint(
        Fingerprint.derive(op.canonicalConfig(), fitFp, input.fingerprint()));
  }

  /**
   * After a wavelength selection ({@link ColumnSelection}) that kept the same columns of every
   * processing it rewrote, the source keeps the headers of those columns (the write dropped them
   * with the width change); any other step leaves the headers as the write left them.
   */
  private static void keepSelectedHeaders(
      FeatureSource source, Headers before, int widthBefore, List<int[]> kept) {
    if (kept.isEmpty() || before.size() != widthBefore || source.headers().size() != 0) {
      return;
    }
    int[] first = kept.get(0);
    for (int[] k : kept) {
      if (k == null || !Arrays.equals(k, first)) {
        return;
      }
    }
    if (first.length == source.numFeatures()) {
      source.setHeaders(before.select(first));
    }
  }

  /**
   * The processings a step rewrote must keep one width (a source is one array of processings): a
   * data-driven selector (CARS) may keep a different number of wavelengths on each processing of a
   * feature_augmentation, which is refused here with what to do instead.
   */
  private static void requireOneWidth(
      TransformOperator op, List<String> ids, List<Block> blocks, List<String> rewritten) {
    int width = -1;
    String first = null;
    for (int i = 0; i < ids.size(); i++) {
      int w = blocks.get(i).cols();
      if (width < 0) {
        width = w;
        first = ids.get(i);
      } else if (w != width) {
        throw new IllegalArgumentException(
            op.label()
                + ": keeps "
                + w
                + " feature(s) of processing '"
                + ids.get(i)
                + "' but "
                + width
                + " of '"
                + first
                + "'"
                + (rewritten.size() > 1
                    ? "; the processings of a source must keep one width: apply it before"
                        + " feature_augmentation, or choose a fixed count (MCUVE"
                        + " n_features_to_select)"
                    : "; the processings of a source must keep one width"));
      }
    }
  }

  /** The identity of a set of fit rows, part of every derived block's fingerprint. */
  static Fingerprint rowsFingerprint(int[] fitRows) {
    return Fingerprint.ofString("rows" + Arrays.toString(fitRows));
  }

  private static void write(
      FeatureSource source, List<String> ids, List<Block> blocks, StepEnv env) {
    env.variant().snapshots.beforeWrite(source, env.ctx().branchPath, env.step());
    source.replaceAll(ids, blocks);
  }

  private static StepCacheKey key(
      TransformOperator op, boolean fitOnAll, int[] fitRows, StepEnv env) {
    SpectroDataset ds = env.dataset();
    List<List<Block>> blocks = ds.sources().stream().map(s -> s.storage().blocks()).toList();
    double[] y = targets(op, ds, fitRows);
    Fingerprint index =
        Fingerprint.ofString(
            "fit-rows"
                + Arrays.toString(fitRows)
                + (y == null ? "" : " targets " + Arrays.toString(y)));
    StepSelector selector =
        StepSelector.of(env.ctx().processing).withBranchPath(env.ctx().branchPath);
    String config = op.canonicalConfig() + (fitOnAll ? " fit_on_all" : "");
    return StepCacheKey.of(config, StepCacheKey.dataFingerprintOfBlocks(blocks, index), selector);
  }

  /**
   * The sources after a step, for the step cache; a source whose width changed (from {@code
   * widthsBefore}) and still has headers (a wavelength selection kept them) carries them, so that a
   * hit restores them too.
   */
  private static CachedStepState stateOf(SpectroDataset ds, int[] widthsBefore) {
    List<CachedStepState.Source> out = new ArrayList<>();
    for (int i = 0; i < ds.sources().size(); i++) {
      FeatureSource s = ds.source(i);
      boolean selected = s.numFeatures() != widthsBefore[i] && s.headers().size() != 0;
      out.add(
          selected
              ? new CachedStepState.Source(
                  s.storage().blocks(),
                  s.processingIds(),
                  s.headers().labels(s.numFeatures()),
                  s.headers().unit().label())
              : CachedStepState.Source.of(s.storage().blocks(), s.processingIds()));
    }
    return new CachedStepState(out);
  }

  /** Restores a cached output: block references and ids; replays the operation numbers. */
  private static void restore(CachedStepState state, StepEnv env) {
    SpectroDataset ds = env.dataset();
    for (int s = 0; s < ds.sources().size(); s++) {
      FeatureSource source = ds.source(s);
      List<String> before = source.processingIds();
      CachedStepState.Source cached = state.sources().get(s);
      List<String> next = new ArrayList<>();
      for (String p : env.ctx().processing.get(s)) {
        next.add(cached.processingIds().get(before.indexOf(p)));
      }
      write(source, cached.processingIds(), cached.blocks(), env);
      if (!cached.headers().isEmpty() && source.headers().size() == 0) {
        // the headers a wavelength selection kept (the write dropped them with the width)
        source.setHeaders(Headers.of(cached.headers(), HeaderUnit.parse(cached.headerUnit())));
      }
      env.ctx().setProcessing(s, next);
      env.variant().skipOperations(next.size());
    }
  }

  private static int[] allVisible(SpectroDataset ds) {
    int[] train = ds.trainIds();
    int[] test = ds.testIds();
    int[] all = Arrays.copyOf(train, train.length + test.length);
    System.arraycopy(test, 0, all, train.length, test.length);
    Arrays.sort(all);
    return all;
  }
}
