package org.spectraflow.ui.run.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spectraflow.cli.EndOfRunTable;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.testkit.SharedData;

/**
 * The studio's per-model results are the CLI's: a run's events fed to {@link ResultsModel} as the
 * studio feeds them, then its report, give one row per model whose test, secondary and CV scores
 * are the numbers the CLI's end-of-run table prints for the same model, and whose best row is the
 * model of the CLI's {@code Best:} line. Checked on the bundled demo documents (always) and on
 * every nirs4all sample pipeline of the shared data (skipped without it).
 */
class StudioMatchesReportTest {

  @Test
  void bundledBranchesAndSweepMatchTheCli() {
    SpectroDataset ds = RunFixtures.demo();
    for (String name : List.of("branches.json", "d03-sweep.json")) {
      checkSame(RunFixtures.demoDocument(name), ds);
    }
  }

  @TestFactory
  Stream<DynamicTest> everySamplePipelineMatchesTheCli() throws IOException {
    Path pipelines = SharedData.root().resolve("pipelines");
    List<Path> files;
    try (Stream<Path> all = Files.list(pipelines)) {
      files = all.filter(Files::isRegularFile).sorted().toList();
    }
    // the equality is of the studio's and the CLI's reading of one report, whatever the data: the
    // small synthetic set keeps the forests and searches of the samples fast
    SpectroDataset ds = RunFixtures.demo();
    return files.stream()
        .map(
            f ->
                dynamicTest(
                    f.getFileName().toString(), () -> checkSame(PipelineReader.read(f), ds)));
  }

  private static void checkSame(PipelineDocument doc, SpectroDataset ds) {
    List<RunEvent> events = new ArrayList<>();
    RunReport report;
    try {
      report =
          PipelineRunner.standard()
              .run(
                  RunRequest.of(doc, ds)
                      .withCacheConfig(CacheConfig.defaults())
                      .withMemoryProbe(MemoryProbe.disabled())
                      .withEvents(RunFixtures.capture(events)));
    } catch (IllegalArgumentException refused) {
      // a document the engine refuses (a TensorFlow model) has no report, in the CLI as here
      Assumptions.abort("refused before running: " + refused.getMessage());
      return;
    }
    ResultsModel studio = new ResultsModel();
    events.forEach(studio::accept);
    studio.complete(report);
    studio.publish();

    List<String> cliLines = cliModelLines(report);
    List<String> studioLines =
        studio.modelRows().stream().map(StudioMatchesReportTest::line).sorted().toList();
    assertThat(studioLines).containsExactlyElementsOf(cliLines.stream().sorted().toList());
    assertThat(studio.models()).hasSize(studioLines.size());

    String best = bestLine(report);
    List<ModelRow> marked = studio.modelRows().stream().filter(ModelRow::best).toList();
    if (best == null) {
      assertThat(marked).isEmpty();
    } else {
      assertThat(marked).hasSize(1);
      ModelRow b = marked.get(0);
      assertThat(best)
          .startsWith(
              "Best: variant " + b.variant() + ", " + b.modelLabel().replace("[", "[branch "))
          .endsWith(num(b.test()));
      // the plotted model is the best one, and its numbers are the row's
      assertThat(studio.shownModel()).contains(b);
    }
  }

  /** The CLI's per-model lines: variant, test, secondary and CV as printed, and the branch. */
  private static List<String> cliModelLines(RunReport report) {
    StringWriter text = new StringWriter();
    EndOfRunTable.print(report, new PrintWriter(text));
    List<String> out = new ArrayList<>();
    for (String l : text.toString().split("\n")) {
      String[] f = l.trim().split("\\s+", 6);
      if (f.length == 6 && f[0].matches("\\d+") && f[1].equals("ok") && !f[2].equals("-")) {
        String branch =
            f[5].contains(" [branch ") ? f[5].replaceAll(".* \\[branch (.*)]$", "$1") : "";
        out.add(f[0] + " " + f[2] + " " + f[3] + " " + f[4] + " " + branch);
      }
    }
    return out;
  }

  private static String bestLine(RunReport report) {
    StringWriter text = new StringWriter();
    EndOfRunTable.print(report, new PrintWriter(text));
    return text.toString().lines().filter(l -> l.startsWith("Best: ")).findFirst().orElse(null);
  }

  private static String line(ModelRow r) {
    return r.variant()
        + " "
        + num(r.test())
        + " "
        + num(r.secondary())
        + " "
        + num(r.cv())
        + " "
        + (r.branch() == null ? "" : r.branch());
  }

  private static String num(Double v) {
    return v == null || v.isNaN() ? "-" : String.format(Locale.ROOT, "%.4f", v);
  }
}
