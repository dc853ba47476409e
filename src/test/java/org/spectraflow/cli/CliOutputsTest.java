package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.cli.RunCommandTest.Result;

/**
 * An output option naming one of the command's inputs is refused before anything runs, with one
 * {@code error:} line, and the input is left as it was.
 */
class CliOutputsTest {

  @TempDir Path dir;

  private Path doc() throws IOException {
    return Files.writeString(dir.resolve("doc.json"), RunCommandTest.SMALL);
  }

  private Path data() throws IOException {
    Path data = Files.createDirectories(dir.resolve("data"));
    Files.writeString(data.resolve("Xcal.csv"), "1;2;3\n2;3;5\n");
    Files.writeString(data.resolve("Ycal.csv"), "1\n2\n");
    return data;
  }

  private static void assertOneErrorLine(Result r, String... parts) {
    assertThat(r.exit()).as(r.err()).isEqualTo(1);
    assertThat(r.out()).isEmpty();
    assertThat(r.err().lines()).hasSize(1);
    assertThat(r.err()).startsWith("error: ").contains(parts).doesNotContain("\tat ");
  }

  @Test
  void aReportOverTheDocumentIsRefusedAndTheDocumentKept() throws IOException {
    Path doc = doc();
    Result r = RunCommandTest.run("run", doc.toString(), "--report", doc.toString());
    assertOneErrorLine(r, "--report: ", "is the pipeline document", "nothing was run");
    assertThat(Files.readString(doc)).isEqualTo(RunCommandTest.SMALL);
  }

  @Test
  void aReportOrChartsIntoTheDatasetFolderAreRefused() throws IOException {
    Path doc = doc();
    Path data = data();
    Path xcal = data.resolve("Xcal.csv");
    String before = Files.readString(xcal);
    assertOneErrorLine(
        RunCommandTest.run(
            "run", doc.toString(), "--data", data.toString(), "--report", xcal.toString()),
        "is inside the --data folder");
    assertOneErrorLine(
        RunCommandTest.run(
            "run",
            doc.toString(),
            "--data",
            data.toString(),
            "--plot",
            dir.resolve("data/../data/charts").toString()),
        "--plot: ",
        "is inside the --data folder");
    assertThat(Files.readString(xcal)).isEqualTo(before);
    assertThat(data.resolve("charts")).doesNotExist();
  }

  @Test
  void aReportOverTheCacheFileIsRefused() throws IOException {
    Path cache = Files.writeString(dir.resolve("cache.json"), "{}");
    assertOneErrorLine(
        RunCommandTest.run(
            "run", doc().toString(), "--cache", cache.toString(), "--report", cache.toString()),
        "is the --cache file");
  }

  @Test
  void benchJsonOverAPipelineWorkloadIsRefused() throws IOException {
    Path doc = doc();
    assertOneErrorLine(
        RunCommandTest.run("bench", doc.toString(), "--json", doc.toString()),
        "--json: ",
        "is the pipeline document");
  }

  @Test
  void aFolderOrAMissingFolderAsTheReportIsOneLine() throws IOException {
    Path doc = doc();
    assertOneErrorLine(
        RunCommandTest.run("run", doc.toString(), "--report", dir.toString()),
        "is a folder; give a file name");
    assertOneErrorLine(
        RunCommandTest.run(
            "run", doc.toString(), "--report", dir.resolve("no/such/r.json").toString()),
        "does not exist; create it first");
  }

  @Test
  void aHugeOrEscapingOperatorNameGivesAShortSafeLine() throws IOException {
    Path huge =
        Files.writeString(
            dir.resolve("huge.json"),
            "{\"pipeline\": [{\"class\": \""
                + "A".repeat(2_000_000)
                + "\"}, {\"model\": {\"class\": \"PLSRegression\"}}]}");
    Result r = RunCommandTest.run("run", huge.toString());
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err().length()).isLessThan(2_000);
    assertThat(r.err()).contains("…");
    Path esc =
        Files.writeString(
            dir.resolve("esc.json"),
            "{\"pipeline\": [{\"class\": \"\\u001b]0;pwned\\u0007Foo\"},"
                + " {\"model\": {\"class\": \"PLSRegression\"}}]}");
    Result e = RunCommandTest.run("run", esc.toString());
    assertThat(e.exit()).isEqualTo(1);
    assertThat(e.err()).contains("'\\u001b]0;pwned\\u0007Foo'").doesNotContain("\u001b");
  }
}
