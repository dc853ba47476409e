package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.cli.RunCommandTest.Result;
import org.spectraflow.cli.plot.RunPlots;

/**
 * {@code run --plot}: the D03 demo sweep writes ten readable chart files (five charts); a bad
 * folder is one error.
 */
class RunPlotTest {

  static final String[] CHARTS = {
    "scores", "predicted-vs-actual", "memory", "spectra-raw", "spectra-preprocessed"
  };

  @TempDir static Path dir;
  static Path plots;
  static Result result;

  @BeforeAll
  static void runTheDemoSweepWithPlots() throws IOException {
    Path doc = dir.resolve("d03-sweep.json");
    try (InputStream in =
        RunPlotTest.class.getResourceAsStream("/org/spectraflow/demo/d03-sweep.json")) {
      Files.copy(in, doc);
    }
    plots = dir.resolve("charts/nested");
    result =
        RunCommandTest.run("run", doc.toString(), "--step-cache", "on", "--plot", plots.toString());
  }

  @Test
  void writesTenChartFilesAndPrintsTheirPaths() {
    assertThat(result.exit()).as(result.err()).isZero();
    for (String chart : CHARTS) {
      for (String ext : new String[] {".png", ".svg"}) {
        Path file = plots.resolve(chart + ext);
        assertThat(file).isRegularFile();
        assertThat(result.out()).contains("wrote " + file);
      }
    }
  }

  @Test
  void pngsDecodeAtTheirSizeAndAreNotBlank() throws IOException {
    int scoreHeight = 140 + RunPlots.ROW_PIXELS * 64;
    int[][] sizes = {
      {RunPlots.WIDTH, scoreHeight},
      {RunPlots.HEIGHT, RunPlots.HEIGHT},
      {RunPlots.WIDTH, RunPlots.HEIGHT},
      {RunPlots.WIDTH, RunPlots.HEIGHT},
      {RunPlots.WIDTH, RunPlots.HEIGHT}
    };
    for (int i = 0; i < CHARTS.length; i++) {
      ChartAssertions.assertDrawnPng(plots.resolve(CHARTS[i] + ".png"), sizes[i][0], sizes[i][1]);
    }
  }

  @Test
  void svgsParseAsXmlWithAnSvgRoot() throws Exception {
    for (String chart : CHARTS) {
      ChartAssertions.assertSvgDocument(plots.resolve(chart + ".svg"));
    }
  }

  /** The files are drawn from the shared models: their legend lines are the models' own. */
  @Test
  void theChartsCarryTheSharedModelsLegendLines() throws IOException {
    assertThat(Files.readString(plots.resolve("scores.svg")))
        .contains("Test rmse per model")
        .contains("64 models ranked by test rmse (lower is better); best model in orange");
    assertThat(Files.readString(plots.resolve("predicted-vs-actual.svg")))
        .contains("Predicted vs actual (best model)")
        .contains(" test · RMSE = ")
        .contains(" · bias = ");
    assertThat(Files.readString(plots.resolve("spectra-raw.svg")))
        .contains("Spectra (raw)")
        .contains("spectra, ")
        .contains("colour: y");
    assertThat(Files.readString(plots.resolve("spectra-preprocessed.svg")))
        .contains("Spectra after the best variant")
        .contains("variant ");
    try (var files = Files.list(plots)) {
      assertThat(files.map(p -> p.getFileName().toString())).noneMatch(n -> n.contains(".tmp"));
    }
  }

  @Test
  void anUnwritableFolderIsOneErrorLineAndExitOne() throws IOException {
    Path file = Files.writeString(dir.resolve("not-a-folder"), "x");
    Result r =
        RunCommandTest.run(
            "run",
            dir.resolve("d03-sweep.json").toString(),
            "--plot",
            file.resolve("charts").toString());
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err())
        .startsWith("error: --plot: cannot write charts into folder")
        .contains(file.resolve("charts").toString())
        .doesNotContain("\tat ");
    assertThat(r.err().strip().lines().count()).isEqualTo(1);
  }
}
