package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.report.RunHtmlReport;

/**
 * {@code report <run.json> --html <out.html>}: one self-contained page (no network reference, every
 * chart inline SVG, every section), user text escaped, outputs guarded and bad input named.
 */
class ReportCommandTest {

  @TempDir Path dir;

  /** A document whose step cache serves some steps and whose models have test predictions. */
  static final String SWEEP =
      "{\"pipeline\": [{\"_or_\": [\"nirs4all.operators.transforms.SNV\", {\"class\":"
          + " \"Detrend\"}]}, {\"model\": {\"class\": \"PLSRegression\"}, \"_range_\": [2, 6, 2],"
          + " \"param\": \"n_components\"}]}";

  /** Runs {@link #SWEEP} on the demo data and writes its JSON report into {@code dir}. */
  static Path runReport(Path dir) throws IOException {
    Path doc = Files.writeString(dir.resolve("p.json"), SWEEP);
    Path report = dir.resolve("run.json");
    RunCommandTest.Result r =
        RunCommandTest.run(
            "run",
            doc.toString(),
            "--step-cache",
            "on",
            "--predictions",
            "--report",
            report.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    return report;
  }

  /** Any src, href or CSS url naming another place ({@code http:}, {@code https:}, {@code //}). */
  private static final Pattern EXTERNAL =
      Pattern.compile(
          "(?i)(\\b(src|href|xlink:href)\\s*=\\s*[\"']?\\s*(https?:|//|ftp:))|url\\(\\s*[\"']?\\s*(https?:|//)|@import");

  @Test
  void writesOneSelfContainedPageWithEverySection() throws IOException {
    Path report = runReport(dir);
    Path html = dir.resolve("report.html");
    RunCommandTest.Result r =
        RunCommandTest.run("report", report.toString(), "--html", html.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out()).contains("wrote " + html);
    String page = Files.readString(html);
    for (String id : RunHtmlReport.SECTIONS) {
      assertThat(page).as(id).contains("<section id=\"" + id + "\">");
    }
    assertThat(EXTERNAL.matcher(page).find()).as("a network reference").isFalse();
    assertThat(page).doesNotContainIgnoringCase("<script").doesNotContainIgnoringCase("<link");
    assertThat(page).doesNotContainIgnoringCase("<img").doesNotContainIgnoringCase("<iframe");
    // scores, predicted vs actual, memory timeline, memory per step, step cache, heat map
    assertThat(Pattern.compile("<svg").matcher(page).results().count()).isGreaterThanOrEqualTo(6);
    assertThat(page)
        .contains("Predicted vs actual (best model)")
        .contains("Memory timeline")
        .contains("Memory per step")
        .contains("Step cache: computed and cached")
        .contains("MiB allocated by the step") // the heat map's colour scale
        .contains("nirs4all.operators.transforms.SNV") // the document
        .contains("step_cache_enabled"); // the configuration
    // several inline charts never share an id (clip paths, gradients)
    List<String> ids =
        Pattern.compile("\\bid=\"([^\"]*)\"").matcher(page).results().map(m -> m.group(1)).toList();
    assertThat(ids).doesNotHaveDuplicates();
  }

  @Test
  void textFromTheReportIsShownNeverRunAsMarkup() throws IOException {
    Path report = runReport(dir);
    ObjectMapper json = new ObjectMapper();
    ObjectNode tree = (ObjectNode) json.readTree(report.toFile());
    String script = "<script>alert('x')</script>";
    String image = "\"><img src=x onerror=alert(1)>";
    tree.put("pipeline", script);
    ((ObjectNode) tree.get("variants").get(0)).put("name", image + script);
    ((ObjectNode) tree.get("steps").get(0)).put("name", script + image);
    ((ObjectNode) tree.get("dataset")).put("name", image);
    Path bad = Files.writeString(dir.resolve("bad.json"), json.writeValueAsString(tree));
    Path html = dir.resolve("bad.html");
    RunCommandTest.Result r =
        RunCommandTest.run("report", bad.toString(), "--html", html.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    String page = Files.readString(html);
    assertThat(page).doesNotContainIgnoringCase("<script").doesNotContainIgnoringCase("<img");
    assertThat(page).contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    assertThat(page).contains("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
  }

  @Test
  void anOutputThatIsAnInputIsRefusedAndLeftAlone() throws IOException {
    Path report = runReport(dir);
    String before = Files.readString(report);
    RunCommandTest.Result r =
        RunCommandTest.run("report", report.toString(), "--html", report.toString());
    assertThat(r.exit()).isNotZero();
    assertThat(r.err()).startsWith("error:").contains("--html");
    assertThat(Files.readString(report)).isEqualTo(before);
  }

  @Test
  void aFileThatIsNotARunReportIsNamedInOneErrorLine() throws IOException {
    Path notReport = Files.writeString(dir.resolve("doc.json"), SWEEP);
    Path html = dir.resolve("out.html");
    RunCommandTest.Result r =
        RunCommandTest.run("report", notReport.toString(), "--html", html.toString());
    assertThat(r.exit()).isNotZero();
    assertThat(r.err().lines().toList()).hasSize(1);
    assertThat(r.err()).startsWith("error:").contains("doc.json").contains("not a run report");
    assertThat(html).doesNotExist();

    Path broken = Files.writeString(dir.resolve("broken.json"), "{\"variants\": [");
    r = RunCommandTest.run("report", broken.toString(), "--html", html.toString());
    assertThat(r.err()).startsWith("error:").contains("broken.json").contains("not JSON");
    r =
        RunCommandTest.run(
            "report", dir.resolve("missing.json").toString(), "--html", html.toString());
    assertThat(r.err()).startsWith("error:").contains("missing.json").contains("does not exist");
  }
}
