package org.spectraflow.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.spectraflow.engine.history.HistoryEntry;
import org.spectraflow.engine.history.RunHistory;
import org.spectraflow.engine.observe.ByteFormat;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code history [--dir D] [--delete ID]}: lists the kept runs (docs/history.md), newest first: id,
 * date, document, dataset, variants, best score, wall, peak RSS and cache hit rate; a damaged entry
 * is listed with what is wrong. {@code --delete} removes one entry.
 */
@Command(
    name = "history",
    mixinStandardHelpOptions = true,
    description = "List the runs kept by the studio and 'run --history'.")
public final class HistoryCommand implements Callable<Integer> {

  private static final DateTimeFormatter DATE =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(ZoneOffset.UTC);

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Option(
      names = "--dir",
      paramLabel = "<folder>",
      description = "history folder (default: the studio's)")
  Path dir;

  @Option(names = "--delete", paramLabel = "<id>", description = "delete this entry")
  String delete;

  @Override
  public Integer call() {
    RunHistory history = RunHistory.in(HistoryInputs.folder(dir));
    PrintWriter out = spec.commandLine().getOut();
    if (delete != null) {
      if (!history.delete(delete)) {
        throw new IllegalArgumentException(
            "no history entry " + delete + " in " + history.folder() + "; see 'history'");
      }
      out.println("deleted " + delete);
      out.flush();
      return 0;
    }
    List<HistoryEntry> entries = history.entries();
    if (entries.isEmpty()) {
      out.println("no runs kept in " + history.folder());
    } else {
      out.printf(
          Locale.ROOT,
          "%-28s %-16s %-20s %-16s %8s %12s %9s %10s %6s%n",
          "id",
          "date (UTC)",
          "document",
          "dataset",
          "variants",
          "best",
          "wall s",
          "peak RSS",
          "hits");
      for (HistoryEntry e : entries) {
        if (e.isDamaged()) {
          out.printf(Locale.ROOT, "%-28s damaged: %s%n", e.id(), e.damage());
          continue;
        }
        out.printf(
            Locale.ROOT,
            "%-28s %-16s %-20s %-16s %8d %12s %9.2f %10s %6s%n",
            e.id(),
            DATE.format(e.created()),
            e.document(),
            e.dataset(),
            e.variants(),
            e.bestScore() == null
                ? "-"
                : e.metric() + " " + String.format(Locale.ROOT, "%.4g", e.bestScore()),
            e.wallMs() / 1000.0,
            e.peakRssBytes() == 0 ? "-" : ByteFormat.format(e.peakRssBytes()),
            ByteFormat.percent(e.cacheHitRate()));
      }
    }
    out.flush();
    return 0;
  }
}
