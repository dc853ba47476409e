package org.spectraflow.ui.run.results;

/**
 * One row of the ranked results table. Scores are null when the variant produced none (failed or
 * still running).
 *
 * @param variant the variant index
 * @param name the variant's readable name
 * @param status {@code running}, {@code ok} or {@code failed}
 * @param metric the primary metric's name ({@code rmse}, {@code balanced_accuracy})
 * @param primary the primary test score
 * @param secondaryMetric the secondary metric's name ({@code r2}, {@code accuracy})
 * @param secondary the secondary test score
 * @param cv the cross-validated primary score, null without folds
 * @param timeMs the variant's wall-clock time in milliseconds
 * @param peakRssBytes the largest process RSS seen during the variant
 * @param cacheHits step-cache hits during the variant
 */
public record ResultRow(
    int variant,
    String name,
    String status,
    String metric,
    Double primary,
    String secondaryMetric,
    Double secondary,
    Double cv,
    long timeMs,
    long peakRssBytes,
    long cacheHits) {

  /** A variant that has just started. */
  public static ResultRow started(int variant, String name) {
    return new ResultRow(variant, name, "running", "", null, "", null, null, 0, 0, 0);
  }

  /** The same row with the scores of {@code scores}. */
  public ResultRow withScores(VariantScores scores) {
    return new ResultRow(
        variant,
        name,
        status,
        scores.metric(),
        scores.primary(),
        scores.secondaryMetric(),
        scores.secondary(),
        scores.cv(),
        timeMs,
        peakRssBytes,
        cacheHits);
  }

  /** The same row with status and time. */
  public ResultRow finished(String newStatus, long ms) {
    return new ResultRow(
        variant,
        name,
        newStatus,
        metric,
        primary,
        secondaryMetric,
        secondary,
        cv,
        ms,
        peakRssBytes,
        cacheHits);
  }

  /** The same row after a step saw {@code rssBytes} (keeps the peak). */
  public ResultRow withRss(long rssBytes) {
    return new ResultRow(
        variant,
        name,
        status,
        metric,
        primary,
        secondaryMetric,
        secondary,
        cv,
        timeMs,
        Math.max(peakRssBytes, rssBytes),
        cacheHits);
  }

  /** The same row with one more cache hit. */
  public ResultRow plusHit() {
    return new ResultRow(
        variant,
        name,
        status,
        metric,
        primary,
        secondaryMetric,
        secondary,
        cv,
        timeMs,
        peakRssBytes,
        cacheHits + 1);
  }

  /** The same row with a cross-validation score. */
  public ResultRow withCv(Double value) {
    return new ResultRow(
        variant,
        name,
        status,
        metric,
        primary,
        secondaryMetric,
        secondary,
        value,
        timeMs,
        peakRssBytes,
        cacheHits);
  }
}
