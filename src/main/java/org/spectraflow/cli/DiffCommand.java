package org.spectraflow.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.spectraflow.engine.diff.CounterRow;
import org.spectraflow.engine.diff.ModelDelta;
import org.spectraflow.engine.diff.ReportDigest;
import org.spectraflow.engine.diff.RunDiff;
import org.spectraflow.engine.diff.RunDiffJson;
import org.spectraflow.engine.diff.StepDelta;
import org.spectraflow.engine.diff.StepFigures;
import org.spectraflow.engine.files.OutputGuard;
import org.spectraflow.engine.observe.ByteFormat;
import org.spectraflow.report.DiffHtmlReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code diff A B [--json]}: compares two runs, each a run report JSON ({@code run --report}), a
 * history entry folder or a history entry id (docs/history.md). Prints the verdict line, the
 * models' scores side by side, the steps' wall time, allocation and memory, and the run counters;
 * with {@code --json} the same as JSON ({@code scores_identical}, {@code models}, {@code steps},
 * {@code counters}); with {@code --html OUT} also one self-contained HTML page of it. Exit code 0
 * whether or not the runs differ; 1 on bad input.
 */
@Command(
    name = "diff",
    mixinStandardHelpOptions = true,
    description = "Compare two runs: scores per model, cost per step, cache and memory figures.")
public final class DiffCommand implements Callable<Integer> {

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Parameters(index = "0", paramLabel = "A", description = "run report JSON or history entry id")
  String a;

  @Parameters(index = "1", paramLabel = "B", description = "run report JSON or history entry id")
  String b;

  @Option(names = "--json", description = "print the diff as JSON")
  boolean json;

  @Option(
      names = "--html",
      paramLabel = "<out.html>",
      description = "also write the diff as one self-contained HTML page")
  Path html;

  @Option(
      names = "--history",
      paramLabel = "<folder>",
      description = "history folder where entry ids are looked up (default: the studio's)")
  Path history;

  @Override
  public Integer call() {
    Path out = html == null ? null : htmlGuard().requireFile(html, "--html");
    ReportDigest da = HistoryInputs.digest(a, history);
    ReportDigest db = HistoryInputs.digest(b, history);
    RunDiff diff = RunDiff.of(da, db);
    PrintWriter text = spec.commandLine().getOut();
    if (json) {
      text.print(RunDiffJson.write(diff));
    } else {
      print(diff, text);
    }
    if (out != null) {
      DiffHtmlReport.write(diff, out);
      if (!json) {
        spec.commandLine().getOut().println("wrote " + out);
      }
    }
    spec.commandLine().getOut().flush();
    return 0;
  }

  /** Refuses an HTML output that is one of the compared report files. */
  private OutputGuard htmlGuard() {
    OutputGuard guard = OutputGuard.of();
    for (String run : new String[] {a, b}) {
      Path p = Path.of(run);
      if (Files.isRegularFile(p)) {
        guard = guard.withFile(p, "run " + run);
      }
    }
    return guard;
  }

  private static void print(RunDiff d, PrintWriter out) {
    out.println("A: " + d.labelA());
    out.println("B: " + d.labelB());
    out.println(d.verdict());
    out.println();
    out.printf(
        Locale.ROOT, "%-48s %-8s %12s %12s %12s  %s%n", "model", "metric", "A", "B", "Δ", "");
    for (ModelDelta m : d.models()) {
      out.printf(
          Locale.ROOT,
          "%-48s %-8s %12s %12s %12s  %s%n",
          clip(m.label(), 48),
          m.metric(),
          num(m.a()),
          num(m.b()),
          num(m.delta()),
          m.change().label());
    }
    out.println();
    out.printf(
        Locale.ROOT,
        "%-4s %-28s %9s %9s %10s %10s %10s %10s%n",
        "step",
        "operator",
        "runs A",
        "runs B",
        "wall A ms",
        "wall B ms",
        "RSS A",
        "RSS B");
    for (StepDelta s : d.steps()) {
      out.printf(
          Locale.ROOT,
          "%-4d %-28s %9s %9s %10s %10s %10s %10s%n",
          s.step(),
          clip(s.name(), 28),
          runs(s.a()),
          runs(s.b()),
          s.a() == null ? "-" : String.format(Locale.ROOT, "%.1f", s.a().wallMs()),
          s.b() == null ? "-" : String.format(Locale.ROOT, "%.1f", s.b().wallMs()),
          s.a() == null ? "-" : ByteFormat.format(s.a().peakRssBytes()),
          s.b() == null ? "-" : ByteFormat.format(s.b().peakRssBytes()));
    }
    out.println();
    out.printf(Locale.ROOT, "%-26s %14s %14s %14s%n", "counter", "A", "B", "Δ");
    for (CounterRow c : d.counters()) {
      out.printf(Locale.ROOT, "%-26s %14d %14d %+14d%n", c.name(), c.a(), c.b(), c.delta());
    }
  }

  private static String runs(StepFigures f) {
    return f == null ? "-" : f.applications() + "+" + f.cached() + "c";
  }

  private static String num(double v) {
    return Double.isFinite(v) ? String.format(Locale.ROOT, "%.6g", v) : "-";
  }

  private static String clip(String s, int n) {
    if (s.length() <= n) {
      return s;
    }
    int head = (n - 1) / 2;
    return s.substring(0, head) + "…" + s.substring(s.length() - (n - 1 - head));
  }
}
