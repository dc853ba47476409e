package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.cli.RunCommandTest.Result;

/**
 * The acceptance of the run diff (docs/history.md): D03 run uncached ({@code --step-cache off}) and
 * cached (the default), both kept with {@code run --history}, then {@code diff --json} of the two
 * history ids says the scores are identical and gives both transformer-application counts; {@code
 * history} lists them; bad names give one error line.
 */
class DiffCommandTest {

  @TempDir Path dir;

  @Test
  void d03CachedAndUncachedDiffToIdenticalScores() throws IOException {
    Path doc = dir.resolve("d03.json");
    try (InputStream in = getClass().getResourceAsStream("/org/spectraflow/demo/d03-sweep.json")) {
      Files.write(doc, in.readAllBytes());
    }
    Path history = dir.resolve("history");
    Result off =
        RunCommandTest.run(
            "run", doc.toString(), "--step-cache", "off", "--history", history.toString());
    Result on =
        RunCommandTest.run(
            "run",
            doc.toString(),
            "--history=" + history,
            "--notes",
            "cached",
            "--report",
            dir.resolve("on.json").toString());
    assertThat(off.exit()).as(off.err()).isZero();
    assertThat(on.exit()).as(on.err()).isZero();
    List<String> ids;
    try (Stream<Path> entries = Files.list(history)) {
      ids = entries.map(p -> p.getFileName().toString()).sorted().toList();
    }
    assertThat(ids).hasSize(2);
    assertThat(off.out()).contains("kept in history: " + ids.get(0));

    Result diff =
        RunCommandTest.run(
            "diff", ids.get(0), ids.get(1), "--json", "--history", history.toString());

    assertThat(diff.exit()).as(diff.err()).isZero();
    JsonNode json = new ObjectMapper().readTree(diff.out());
    assertThat(json.path("scores_identical").asBoolean()).isTrue();
    assertThat(json.path("models")).hasSize(64);
    JsonNode applications = null;
    for (JsonNode c : json.path("counters")) {
      if (c.path("name").asText().equals("transformer_applications")) {
        applications = c;
      }
    }
    assertThat(applications).isNotNull();
    long uncached = applications.path("a").asLong();
    long cached = applications.path("b").asLong();
    assertThat(uncached).isGreaterThan(cached).isPositive();
    assertThat(cached).isPositive();
    assertThat(json.path("verdict").asText())
        .startsWith("scores identical; " + (uncached - cached) + " fewer transformer applications");
    assertThat(json.path("steps").get(0).path("a").path("wall_ms").isNumber()).isTrue();

    Result mixed =
        RunCommandTest.run(
            "diff", dir.resolve("on.json").toString(), history.resolve(ids.get(1)).toString());
    assertThat(mixed.exit()).as(mixed.err()).isZero();
    assertThat(mixed.out()).contains("scores identical").contains("transformer_applications");

    Path page = dir.resolve("diff.html");
    Result html =
        RunCommandTest.run(
            "diff",
            ids.get(0),
            ids.get(1),
            "--history",
            history.toString(),
            "--html",
            page.toString());
    assertThat(html.exit()).as(html.err()).isZero();
    String text = Files.readString(page);
    for (String section : org.spectraflow.report.DiffHtmlReport.SECTIONS) {
      assertThat(text).contains("<section id=\"" + section + "\">");
    }
    assertThat(text)
        .contains("scores identical; " + (uncached - cached) + " fewer transformer applications")
        .contains("<svg")
        .doesNotContainPattern("(src|href)\\s*=\\s*[\"']?\\s*(https?:)?//")
        .doesNotContainPattern("url\\(\\s*[\"']?(https?:)?//")
        .doesNotContain("<script");
    Result onItself =
        RunCommandTest.run(
            "diff",
            dir.resolve("on.json").toString(),
            ids.get(1),
            "--history",
            history.toString(),
            "--html",
            dir.resolve("on.json").toString());
    assertThat(onItself.exit()).isEqualTo(1);
    assertThat(onItself.err().strip()).startsWith("error: --html");

    Result listed = RunCommandTest.run("history", "--dir", history.toString());
    assertThat(listed.out()).contains(ids.get(0)).contains(ids.get(1)).contains("D03");
  }

  @Test
  void aNameThatIsNeitherAReportNorAnEntryIsOneErrorLine() throws IOException {
    Path notReport = Files.writeString(dir.resolve("x.json"), "{\"a\": 1}");
    Result missing =
        RunCommandTest.run("diff", "nope", notReport.toString(), "--history", dir.toString());
    assertThat(missing.exit()).isEqualTo(1);
    assertThat(missing.err().strip())
        .startsWith("error: 'nope' is neither a run report file nor an entry of the history")
        .doesNotContain("Exception");
    Files.writeString(dir.resolve("y.json"), "{\"a\": 1}");
    Result wrong =
        RunCommandTest.run("diff", notReport.toString(), dir.resolve("y.json").toString());
    assertThat(wrong.exit()).isEqualTo(1);
    assertThat(wrong.err().strip()).contains("not a report written by 'run --report'");
    Result noHistory = RunCommandTest.run("run", notReport.toString(), "--notes", "n");
    assertThat(noHistory.exit()).isEqualTo(1);
    assertThat(noHistory.err().strip()).isEqualTo("error: --notes needs --history");
  }
}
