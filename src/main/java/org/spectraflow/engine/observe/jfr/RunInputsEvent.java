package org.spectraflow.engine.observe.jfr;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;

/**
 * What a command-line run read, committed once at the start of a {@code run --jfr} recording so
 * that the studio can reopen the file as a session (docs/report.md, "Flight recordings"): the
 * pipeline document as nirs4all JSON, the dataset reader and path, the precision and the cache
 * configuration as JSON. The studio's own recordings start with their session header instead.
 */
@Name(JfrEvents.PREFIX + "RunInputs")
@Label("Run inputs")
@Description("What a command-line run read: document JSON, dataset reader and path, settings")
@Category(JfrEvents.CATEGORY)
@StackTrace(false)
public final class RunInputsEvent extends Event {

  /** The event's name in a recording. */
  public static final String NAME = JfrEvents.PREFIX + "RunInputs";

  @Label("Document JSON")
  String document;

  @Label("Dataset reader")
  String reader;

  @Label("Dataset path")
  @Description("The folder or file read; empty for readers that read no path (the demo)")
  String path;

  @Label("Precision")
  String precision;

  @Label("Cache config JSON")
  String cacheConfig;

  /**
   * An event of these inputs; {@code path} may be null (stored empty).
   *
   * @param document the pipeline document, as nirs4all JSON
   * @param reader the dataset reader's id
   * @param path the folder or file read, or null
   * @param precision {@code float32} or {@code float64}
   * @param cacheConfig the cache configuration, as JSON
   */
  public RunInputsEvent(
      String document, String reader, String path, String precision, String cacheConfig) {
    this.document = document;
    this.reader = reader;
    this.path = path == null ? "" : path;
    this.precision = precision;
    this.cacheConfig = cacheConfig;
  }
}
