package org.spectraflow.ui.run.session;

import java.util.List;
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

  /**
   * Checks the tag, that every value is present (a damaged file says which one is missing) and
   * copies the lists.
   *
   * @throws IllegalArgumentException naming what is missing or wrong
   */
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
    present("document", document);
    present("dataset", dataset);
    present("precision", precision);
    present("cacheConfig", cacheConfig);
    results = list("results", results);
    predictions = list("predictions", predictions);
    events = list("events", events);
  }

  private static void present(String name, Object value) {
    if (value == null) {
      throw new IllegalArgumentException("\"" + name + "\" is missing");
    }
  }

  private static <T> List<T> list(String name, List<T> values) {
    if (values == null) {
      throw new IllegalArgumentException("the \"" + name + "\" list is missing");
    }
    for (int i = 0; i < values.size(); i++) {
      if (values.get(i) == null) {
        throw new IllegalArgumentException(name + "[" + i + "] is empty (null)");
      }
    }
    return List.copyOf(values);
  }
}
