package org.spectraflow.engine.run.reuse;

import java.util.Arrays;
import java.util.Objects;
import org.spectraflow.engine.cache.CacheBudget;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.RemovalListener;
import org.spectraflow.engine.cache.StepCache;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;

/**
 * A step cache (and the model-fit reuses) that outlives one run: the studio keeps one and passes it
 * to every run ({@code RunRequest.withSessionCache}), so a re-run after an edit recomputes only
 * what the edit changed. Step-cache keys and fit keys are content hashes (docs/caching.md §3.5), so
 * an edited step misses where it changed and hits everywhere else, and a re-run gives the same bits
 * as a fresh run.
 *
 * <p>The caches belong to one {@link Scope}: the dataset's content fingerprint, the precision and
 * the budgets. A run with another scope (another dataset, precision or budget) drops them and
 * starts afresh. Statistics are per run ({@link StepCache#beginRun()}); hits on entries an earlier
 * run stored are counted apart ({@code CacheStats.earlierRunHits}). Runs sharing a session cache
 * run one at a time (the studio runs one run at a time); thread-safe otherwise.
 */
public final class SessionCache {

  /**
   * What a session cache's contents are valid for.
   *
   * @param dataset the dataset's content fingerprint ({@link #fingerprint})
   * @param precision the data precision
   * @param maxBytes the step cache's effective byte budget
   * @param maxEntries the step cache's entry budget
   * @param diskFolder the disk tier's folder, empty for none (docs/caching.md §3.11)
   * @param diskMaxBytes the disk tier's bound
   */
  public record Scope(
      Fingerprint dataset,
      Precision precision,
      long maxBytes,
      int maxEntries,
      String diskFolder,
      long diskMaxBytes) {

    /** The scope of a run on {@code data} with {@code config}. */
    public static Scope of(SpectroDataset data, CacheConfig config) {
      return new Scope(
          fingerprint(data),
          data.precision(),
          CacheBudget.of(config).effectiveBytes(),
          config.stepCacheMaxEntries(),
          config.stepCacheDir(),
          config.stepCacheDirMaxBytes());
    }
  }

  /**
   * The caches one run uses.
   *
   * @param steps the step cache
   * @param plsFits PLS fits reused across n_components values
   * @param modelFits other model fits reused across variants
   * @param fresh true when this run starts the scope (nothing kept from an earlier run)
   */
  public record Lease(
      StepCache steps, PlsFitReuse plsFits, ModelFitReuse modelFits, boolean fresh) {}

  private Scope scope;
  private StepCache steps;
  private PlsFitReuse plsFits;
  private ModelFitReuse modelFits;
  private volatile RemovalListener listener = (key, state, bytes, cause) -> {};

  /**
   * The caches for a run on {@code data} with {@code config}, kept from earlier runs when the scope
   * is the same, new otherwise; removals are told to {@code runListener} until the next lease.
   */
  public synchronized Lease lease(
      SpectroDataset data, CacheConfig config, RemovalListener runListener) {
    return lease(data, config, runListener, line -> {});
  }

  /**
   * {@link #lease(SpectroDataset, CacheConfig, RemovalListener)}, the disk tier's warnings of the
   * run (damaged entries) going to {@code diskWarnings}.
   */
  public synchronized Lease lease(
      SpectroDataset data,
      CacheConfig config,
      RemovalListener runListener,
      java.util.function.Consumer<String> diskWarnings) {
    Objects.requireNonNull(runListener, "runListener");
    Scope next = Scope.of(data, config);
    boolean fresh = !next.equals(scope);
    if (fresh) {
      if (steps != null) {
        // dropping the old scope is not an event of the new run
        listener = (key, state, bytes, cause) -> {};
        steps.clear();
      }
      scope = next;
      steps =
          new StepCache(
              next.maxBytes(),
              next.maxEntries(),
              (key, state, bytes, cause) -> listener.onRemoval(key, state, bytes, cause),
              DiskTiers.of(config, data.precision()));
      long fitBytes = KeptFits.boundFor(config);
      plsFits = new PlsFitReuse(fitBytes);
      modelFits = new ModelFitReuse(fitBytes);
    }
    listener = runListener;
    steps.beginRun(diskWarnings);
    return new Lease(steps, plsFits, modelFits, fresh);
  }

  /**
   * Drops every kept step output and fit; the next run starts afresh.
   *
   * @return the bytes the step cache held (each shared block counted once), 0 when empty
   */
  public synchronized long clear() {
    long freed = steps == null ? 0 : steps.stats().sizeBytes();
    if (steps != null) {
      listener = (key, state, bytes, cause) -> {};
      steps.clear();
    }
    scope = null;
    steps = null;
    plsFits = null;
    modelFits = null;
    return freed;
  }

  /** The bytes the step cache holds now (0 before the first run or after {@link #clear()}). */
  public synchronized long heldBytes() {
    return steps == null ? 0 : steps.stats().sizeBytes();
  }

  /** The scope of the kept caches, or null when there are none. */
  public synchronized Scope scope() {
    return scope;
  }

  /**
   * The content fingerprint of {@code data}: its name, every source's blocks, the targets and the
   * train/test partition (computed from the blocks' cached fingerprints, so cheap to repeat).
   */
  public static Fingerprint fingerprint(SpectroDataset data) {
    int sources = data.sources().size();
    Fingerprint[] parts = new Fingerprint[sources + 4];
    for (int s = 0; s < sources; s++) {
      FeatureSource source = data.source(s);
      Fingerprint[] blocks = new Fingerprint[source.processingCount()];
      for (int p = 0; p < blocks.length; p++) {
        blocks[p] = source.block(p).fingerprint();
      }
      parts[s] = Fingerprint.derive("source", blocks);
    }
    int[] train = data.trainIds();
    int[] test = data.testIds();
    parts[sources] = Fingerprint.ofString(data.name() + "|" + data.precision().label());
    parts[sources + 1] = Fingerprint.ofString(Arrays.toString(train) + Arrays.toString(test));
    parts[sources + 2] = PlsFitReuse.yFingerprint(data.y(train));
    parts[sources + 3] = PlsFitReuse.yFingerprint(data.y(test));
    return Fingerprint.derive("dataset", parts);
  }
}
