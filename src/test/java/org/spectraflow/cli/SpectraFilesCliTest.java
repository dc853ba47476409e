package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.formats.SyntheticFiles;
import org.spectraflow.engine.data.io.CsvMatrixReader;

/**
 * {@code info FILE} and {@code convert FILE... --out OUT.csv} on synthetic spectra files: the JSON
 * description, the nirs4all CSV (header of x in file order, one row per spectrum) read back with
 * its axis, mixed axes refused naming both unless {@code --resample}, a damaged file or an output
 * that is an input refused with one error line.
 */
class SpectraFilesCliTest {

  @TempDir Path dir;
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    return SpectraFlowCommand.execute(new PrintWriter(out), new PrintWriter(err), args);
  }

  private Path file(String name, byte[] bytes) throws Exception {
    Path f = dir.resolve(name);
    Files.write(f, bytes);
    return f;
  }

  @Test
  void infoDescribesASpectraFile() throws Exception {
    Path spc = file("multi.spc", SyntheticFiles.spcMultiFloat(30, 4));
    assertThat(run("info", spc.toString())).isZero();
    JsonNode j = new ObjectMapper().readTree(out.toString());
    assertThat(j.get("format").asText()).isEqualTo("SPC");
    assertThat(j.get("spectra").asInt()).isEqualTo(4);
    assertThat(j.get("points").asInt()).isEqualTo(30);
    assertThat(j.get("x_first").asDouble()).isEqualTo(1100.0);
    assertThat(j.get("x_units").asText()).isEqualTo("Nanometers (nm)");
    assertThat(j.get("shared_axis").asBoolean()).isTrue();
    assertThat(j.at("/metadata/fversn").asText()).isEqualTo("0x4b");
  }

  @Test
  void convertWritesANirs4allCsvWithTheAxisInFileOrder() throws Exception {
    Path a = file("a.jdx", SyntheticFiles.jcampAffn(37));
    Path b = file("b.jdx", SyntheticFiles.jcampAffn(37));
    Path csv = dir.resolve("X.csv");
    assertThat(run("convert", a.toString(), b.toString(), "--out", csv.toString())).isZero();
    List<String> lines = Files.readAllLines(csv);
    assertThat(lines).hasSize(3);
    assertThat(lines.get(0)).startsWith("4000;3900;3800;");
    CsvMatrixReader.Matrix m = new CsvMatrixReader(Precision.FLOAT64).read(csv);
    assertThat(m.data().rows()).isEqualTo(2);
    assertThat(m.headers()).isInstanceOf(Headers.Axis.class);
    assertThat(((Headers.Axis) m.headers()).values()[36]).isEqualTo(400.0);
    assertThat(m.data().get(1, 5)).isEqualTo(SyntheticFiles.counts(0, 37)[5] * 0.001);
  }

  @Test
  void convertRefusesMixedAxesNamingThemUnlessResampled() throws Exception {
    Path link = file("link.jdx", SyntheticFiles.jcampDifDup(41, 2));
    Path csv = dir.resolve("X.csv");
    assertThat(run("convert", link.toString(), "--out", csv.toString())).isEqualTo(1);
    assertThat(err.toString().strip().lines()).hasSize(1);
    assertThat(err.toString())
        .startsWith("error:")
        .contains("41 points 1100..2498")
        .contains("48 points 1100..2498")
        .contains("--resample");
    assertThat(csv).doesNotExist();
    assertThat(run("convert", link.toString(), "--out", csv.toString(), "--resample")).isZero();
    List<String> lines = Files.readAllLines(csv);
    assertThat(lines).hasSize(3);
    assertThat(lines.get(0).split(";")).hasSize(41);
    assertThat(lines.get(2).split(";")).hasSize(41);
  }

  @Test
  void aDamagedFileOrAnInputAsOutputIsOneErrorLine() throws Exception {
    byte[] spc = SyntheticFiles.spcSingle(40);
    Path cut = file("cut.spc", Arrays.copyOf(spc, 600));
    assertThat(run("info", cut.toString())).isEqualTo(1);
    assertThat(err.toString().strip().lines()).hasSize(1);
    assertThat(err.toString()).startsWith("error:").contains("cut.spc").contains("at byte");
    Path ok = file("ok.spc", spc);
    StringWriter fresh = new StringWriter();
    int code =
        SpectraFlowCommand.execute(
            new PrintWriter(out),
            new PrintWriter(fresh),
            "convert",
            ok.toString(),
            "--out",
            ok.toString());
    assertThat(code).isEqualTo(1);
    assertThat(fresh.toString()).startsWith("error: --out").contains("input");
    assertThat(Files.readAllBytes(ok)).isEqualTo(spc);
  }

  @Test
  void runningAModelOnASpectraFileSaysItHasNoTargets() throws Exception {
    Path spc = file("multi.spc", SyntheticFiles.spcMultiFloat(30, 6));
    Path pipeline =
        Files.writeString(
            dir.resolve("p.json"),
            "{\"pipeline\": [{\"class\": \"sklearn.model_selection._split.KFold\","
                + " \"params\": {\"n_splits\": 2}}, {\"model\": {\"class\":"
                + " \"sklearn.cross_decomposition._pls.PLSRegression\"}}]}");
    assertThat(run("run", pipeline.toString(), "--data", spc.toString())).isEqualTo(1);
    assertThat(err.toString()).contains("needs targets but dataset 'multi.spc' has none");
  }
}
