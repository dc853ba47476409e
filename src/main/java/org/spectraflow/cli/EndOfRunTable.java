package org.spectraflow.cli;

import java.io.PrintWriter;
import java.util.Locale;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.ScoreNames;
import org.spectraflow.engine.run.report.VariantReport;

/**
 * The readable end-of-run table of the {@code run} command: one row per model of each variant
 * (index, status, test score, secondary test score, CV score, name and branch), failures with their
 * message, then the best model and the run's cache figures.
 */
public final class EndOfRunTable {

  private static final int NAME_WIDTH = 70;

  private EndOfRunTable() {}

  public static void print(RunReport r, PrintWriter out) {
    ScoreNames names =
        r.variants().stream()
            .flatMap(v -> v.models().stream())
            .findFirst()
            .map(ModelReport::scoreNames)
            .orElse(ScoreNames.REGRESSION);
    String p = names.primary().key();
    out.printf(
        Locale.ROOT,
        "%5s  %-6s  %12s  %12s  %12s  %s%n",
        "#",
        "status",
        "test_" + p,
        "test_" + names.secondary().key(),
        "cv_" + p,
        "variant");
    for (VariantReport v : r.variants()) {
      if (!v.ok() || v.models().isEmpty()) {
        out.printf(
            Locale.ROOT,
            "%5d  %-6s  %12s  %12s  %12s  %s: %s%n",
            v.index(),
            v.status().label(),
            "-",
            "-",
            "-",
            cut(v.name()),
            v.error());
        continue;
      }
      for (ModelReport m : v.models()) {
        String name = cut(v.name()) + (m.branch() == null ? "" : " [branch " + m.branch() + "]");
        out.printf(
            Locale.ROOT,
            "%5d  %-6s  %12s  %12s  %12s  %s%n",
            v.index(),
            v.status().label(),
            num(m.test()),
            num(m.testSecondary()),
            num(m.cv()),
            name);
      }
    }
    r.bestModel()
        .ifPresent(
            b ->
                out.printf(
                    Locale.ROOT,
                    "Best: variant %d, %s%s, test %s %s%n",
                    b.variant(),
                    b.model(),
                    b.branch() == null ? "" : " [branch " + b.branch() + "]",
                    b.metric(),
                    num(b.score())));
    out.printf(
        Locale.ROOT,
        "%d variants (%d failed), %d transformer applications, %d model fits, "
            + "%d ms, status %s%n",
        r.variants().size(),
        r.failedVariants(),
        r.transformerApplications(),
        r.modelFits(),
        r.wallMs(),
        r.status().label());
    out.flush();
  }

  private static String num(Double v) {
    return v == null || v.isNaN() ? "-" : String.format(Locale.ROOT, "%.4f", v);
  }

  private static String cut(String s) {
    return s.length() <= NAME_WIDTH ? s : s.substring(0, NAME_WIDTH - 3) + "...";
  }
}
