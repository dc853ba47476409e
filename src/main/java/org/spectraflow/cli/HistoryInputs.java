package org.spectraflow.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import org.spectraflow.engine.diff.ReportDigest;
import org.spectraflow.engine.history.HistoryEntry;
import org.spectraflow.engine.history.RunHistory;

/**
 * Resolves a run named on the command line (docs/history.md): a run report JSON file, a history
 * entry's folder, or a history entry id looked up in the history folder. A name that is none of
 * these is an {@link IllegalArgumentException} naming it and saying what to give.
 */
final class HistoryInputs {

  private HistoryInputs() {}

  /** The history folder: {@code folder}, else the studio's default. */
  static Path folder(Path folder) {
    return folder != null ? folder : RunHistory.defaultFolder();
  }

  /** The digest of the run {@code name}. */
  static ReportDigest digest(String name, Path historyFolder) {
    Path asPath = Path.of(name);
    if (Files.isRegularFile(asPath)) {
      Path events = asPath.resolveSibling("events.jsonl");
      return ReportDigest.read(asPath, asPath.getFileName().toString(), events);
    }
    if (Files.isDirectory(asPath) && Files.isRegularFile(asPath.resolve("report.json"))) {
      return ReportDigest.read(
          asPath.resolve("report.json"),
          asPath.getFileName().toString(),
          asPath.resolve("events.jsonl"));
    }
    RunHistory history = RunHistory.in(folder(historyFolder));
    HistoryEntry entry =
        history
            .find(name)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "'"
                            + name
                            + "' is neither a run report file nor an entry of the history in "
                            + history.folder()
                            + "; give a report written by 'run --report' or an id listed by"
                            + " 'history'"));
    if (entry.isDamaged()) {
      throw new IllegalArgumentException(
          "history entry " + name + " is damaged (" + entry.damage() + "); choose another run");
    }
    return ReportDigest.read(entry.reportFile(), entry.id(), entry.eventsFile());
  }
}
