package org.spectraflow.ui.run.session;

import java.util.List;
import java.util.Objects;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.ui.run.DatasetChoice;
import org.spectraflow.ui.run.results.ResultRow;

/**
 * A saved run: what ran (the pipeline document as JSON text, the dataset reference, the CacheConfig
 * and precision) and what it produced (results, predictions, every recorded event).
 *
 * @param format always {@value #FORMAT}
 * @param version the file version, {@value #VERSION}
 * @param document the pipeline document, as nirs4all JSON
 * @param dataset the dataset reference
 * @param precision the data precision
 * @param cacheConfig the cache configuration
 * @param results the ranked results
 * @param predictions each variant's test predictions
 * @param events the recorded events, in order
 */
public record RunSession(
    String format,
    int version,
    String document,
    DatasetChoice dataset,
    Precision precision,
    CacheConfig cacheConfig,
    List<ResultRow> results,
    List<PredictionSet> predictions,
    List<EventRow> events) {

  /** The format tag. */
  public static final String FORMAT = "spectraflow-run-session";

  /** The current version. */
  public static final int VERSION = 1;

  /** Checks the tag and copies the lists. */
  public RunSession {
    if (!FORMAT.equals(format)) {
      throw new IllegalArgumentException(
          "not a run session: format is '" + format + "', expected '" + FORMAT + "'");
    }
    if (version != VERSION) {
      throw new IllegalArgumentException(
          "run session version "
              + version
              + " is not supported; this studio reads version "
              + VERSION);
    }
    Objects.requireNonNull(document, "document");
    Objects.requireNonNull(dataset, "dataset");
    Objects.requireNonNull(precision, "precision");
    Objects.requireNonNull(cacheConfig, "cacheConfig");
    results = List.copyOf(results);
    predictions = List.copyOf(predictions);
    events = List.copyOf(events);
  }
}
