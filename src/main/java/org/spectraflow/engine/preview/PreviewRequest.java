package org.spectraflow.engine.preview;

import java.util.Objects;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.run.CancellationToken;
import org.spectraflow.engine.run.reuse.SessionCache;

/**
 * What to preview: the document (a template: its generators are expanded), the dataset, the target
 * and the variant, with the cache to serve steps from and how to stop or follow it.
 *
 * @param document the pipeline document, as the canvas shows it
 * @param dataset the loaded dataset (never modified: each pass works on a copy)
 * @param target the step (or the point before the first model) to preview
 * @param variant the variant's index in expansion order, or -1 for the first variant whose steps
 *     pass through the target
 * @param cacheConfig the step cache's settings (a disabled cache computes every step each time)
 * @param session the studio's cache that outlives runs, or null for a cache of this preview only
 * @param cancellation stops the preview at the next step boundary
 * @param progress hears how far it is
 */
public record PreviewRequest(
    PipelineDocument document,
    SpectroDataset dataset,
    PreviewTarget target,
    long variant,
    CacheConfig cacheConfig,
    SessionCache session,
    CancellationToken cancellation,
    PreviewProgress progress) {

  /** Checks the references. */
  public PreviewRequest {
    Objects.requireNonNull(document, "document");
    Objects.requireNonNull(dataset, "dataset");
    Objects.requireNonNull(target, "target");
    Objects.requireNonNull(cacheConfig, "cacheConfig");
    Objects.requireNonNull(cancellation, "cancellation");
    Objects.requireNonNull(progress, "progress");
  }

  /**
   * A preview of the template step {@code stepId} of the first variant through it, with the default
   * cache settings and a cache of its own.
   */
  public static PreviewRequest of(
      PipelineDocument document, SpectroDataset dataset, String stepId) {
    return new PreviewRequest(
        document,
        dataset,
        PreviewTarget.step(stepId),
        -1,
        CacheConfig.spectraflowDefaults(),
        null,
        new CancellationToken(),
        PreviewProgress.NONE);
  }

  /** The same request for variant {@code index} (-1: the first through the target). */
  public PreviewRequest withVariant(long index) {
    return new PreviewRequest(
        document, dataset, target, index, cacheConfig, session, cancellation, progress);
  }

  /** The same request served from (and filling) {@code cache}. */
  public PreviewRequest withSession(SessionCache cache) {
    return new PreviewRequest(
        document, dataset, target, variant, cacheConfig, cache, cancellation, progress);
  }

  /** The same request with other cache settings. */
  public PreviewRequest withCacheConfig(CacheConfig config) {
    return new PreviewRequest(
        document, dataset, target, variant, config, session, cancellation, progress);
  }

  /** The same request stopped by {@code token} and followed by {@code listener}. */
  public PreviewRequest withControl(CancellationToken token, PreviewProgress listener) {
    return new PreviewRequest(
        document, dataset, target, variant, cacheConfig, session, token, listener);
  }

  /** The same request for {@code next}. */
  public PreviewRequest withTarget(PreviewTarget next) {
    return new PreviewRequest(
        document, dataset, next, variant, cacheConfig, session, cancellation, progress);
  }
}
