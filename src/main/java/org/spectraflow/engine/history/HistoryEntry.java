package org.spectraflow.engine.history;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Objects;

/**
 * One row of the run history's index: a kept run and the figures the History view and the {@code
 * history} command list. A damaged entry (its files missing or unreadable) has {@code damage} set
 * and only {@code id}, {@code folder} and {@code sizeBytes} are meaningful; it is listed, never
 * thrown.
 *
 * @param id the entry's id, its folder name ({@code 20261202-131500-123456-1a2b})
 * @param folder the entry's folder
 * @param created when the run was kept
 * @param document the pipeline's name
 * @param dataset the dataset's name
 * @param datasetFingerprint the hex content fingerprint of the dataset (empty when unknown)
 * @param variants number of variants that ran
 * @param bestScore the best model's test score, null when no model scored
 * @param metric the best score's metric ({@code rmse}), empty when none
 * @param wallMs the run's wall-clock duration
 * @param peakRssBytes the largest process RSS seen during the run (0 when not measured)
 * @param cacheHitRate step-cache hits / lookups (0 without lookups)
 * @param source who ran it: {@code studio} or {@code cli}
 * @param notes free text kept with the run (empty when none)
 * @param sizeBytes bytes the entry's files take
 * @param damage why the entry cannot be read, null when it can
 */
public record HistoryEntry(
    String id,
    Path folder,
    Instant created,
    String document,
    String dataset,
    String datasetFingerprint,
    int variants,
    Double bestScore,
    String metric,
    long wallMs,
    long peakRssBytes,
    double cacheHitRate,
    String source,
    String notes,
    long sizeBytes,
    String damage) {

  /** Checks the id and folder; blank texts stay as given. */
  public HistoryEntry {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(folder, "folder");
  }

  /** A damaged entry: {@code why} says what is wrong. */
  static HistoryEntry damaged(String id, Path folder, long sizeBytes, String why) {
    return new HistoryEntry(
        id, folder, null, "", "", "", 0, null, "", 0, 0, 0, "", "", sizeBytes, why);
  }

  /** True when the entry's files cannot be read. */
  public boolean isDamaged() {
    return damage != null;
  }

  /** The entry's report JSON file. */
  public Path reportFile() {
    return folder.resolve(RunHistory.REPORT);
  }

  /** The entry's event stream (JSON lines). */
  public Path eventsFile() {
    return folder.resolve(RunHistory.EVENTS);
  }

  /** A file kept with the run under {@code name} (e.g. the studio's session). */
  public Path attachment(String name) {
    return folder.resolve(name);
  }
}
