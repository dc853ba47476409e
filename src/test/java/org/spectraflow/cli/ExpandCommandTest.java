package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.pipeline.PipelineReader;

/** {@code expand --count} and {@code expand --list} on small documents. */
class ExpandCommandTest {

  record Result(int exit, String out, String err) {}

  static String resource(String name) throws URISyntaxException {
    return Path.of(ExpandCommandTest.class.getResource("/pipelines/" + name).toURI()).toString();
  }

  static Result run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exit = SpectraFlowCommand.execute(new PrintWriter(out), new PrintWriter(err), args);
    return new Result(exit, out.toString(), err.toString());
  }

  @Test
  void countPrintsTheNumberOfVariants() throws Exception {
    assertThat(run("expand", resource("or_sweep.json"), "--count"))
        .isEqualTo(new Result(0, "6\n", ""));
    assertThat(run("expand", resource("billion.yaml"), "--count").out()).isEqualTo("1000000000\n");
  }

  @Test
  void listPrintsOneJsonLinePerVariantInOrder() throws Exception {
    Result r = run("expand", resource("or_sweep.json"), "--list");
    assertThat(r.exit()).isZero();
    List<JsonObject> lines =
        r.out().lines().map(l -> (JsonObject) PipelineReader.parseJson(l)).toList();
    assertThat(lines).hasSize(6);
    assertThat(lines)
        .extracting(l -> l.get("index").orElseThrow().toString())
        .containsExactly("0", "1", "2", "3", "4", "5");
    assertThat(lines.get(0).get("name").orElseThrow().toString())
        .isEqualTo("\"StandardNormalVariate > KFold(n_splits=3) > PLSRegression(n_components=5)\"");
    assertThat(lines.get(5).get("pipeline").orElseThrow().toString())
        .contains("MultiplicativeScatterCorrection")
        .contains("\"n_components\":15");
  }

  @Test
  void tooManyVariantsIsOneClearErrorLine() throws Exception {
    Result r = run("expand", resource("or_sweep.json"), "--list", "--max-variants", "4");
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err())
        .startsWith("error: the pipeline expands to 6 variants, more than the limit of 4")
        .contains("--max-variants 6");
  }

  @Test
  void aMissingFileIsReported() {
    Result r = run("expand", "no-such-file.json", "--count");
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err()).contains("pipeline file not found");
  }

  @Test
  void aFolderGivenAsTheDocumentIsNamedAsAFolder(@TempDir Path dir) {
    Result r = run("expand", dir.toString(), "--count");
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err())
        .startsWith("error: pipeline document ")
        .contains(" is a folder; give the document's file")
        .doesNotContain("not found");
  }
}
