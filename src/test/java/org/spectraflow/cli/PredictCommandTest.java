package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.cli.RunCommandTest.Result;

/**
 * {@code run --save-model} then {@code predict}, in process: the predictions equal the run's own
 * refit predictions ({@code --predictions}); wrong wavelengths, a damaged model file and an output
 * that is an input each end in one {@code error:} line.
 */
class PredictCommandTest {

  private static final int WAVELENGTHS = 50;

  @TempDir Path dir;
  private Path data;
  private Path doc;

  @BeforeEach
  void dataset() throws IOException {
    data = Files.createDirectories(dir.resolve("data"));
    writeSpectra(data.resolve("Xcal.csv"), 60, 0, axis(1100, 2));
    writeTargets(data.resolve("Ycal.csv"), 60, 0);
    writeSpectra(data.resolve("Xval.csv"), 20, 60, axis(1100, 2));
    writeTargets(data.resolve("Yval.csv"), 20, 60);
    doc =
        Files.writeString(
            dir.resolve("p.json"),
            "{\"pipeline\": [{\"class\": \"MinMaxScaler\"}, {\"y_processing\": {\"class\":"
                + " \"StandardScaler\"}}, {\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
                + " {\"model\": {\"class\": \"PLSRegression\"}, \"_range_\": [2, 8, 2], \"param\":"
                + " \"n_components\"}]}");
  }

  @Test
  void predictionsFromTheSavedModelEqualTheRunsRefitPredictions() throws IOException {
    Path model = dir.resolve("m.sfmodel");
    Path report = dir.resolve("r.json");
    Result run =
        RunCommandTest.run(
            "run",
            doc.toString(),
            "--data",
            data.toString(),
            "--threads",
            "1",
            "--save-model",
            model.toString(),
            "--report",
            report.toString(),
            "--predictions");
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.out()).contains("saved model PLSRegression");
    Path csv = dir.resolve("pred.csv");
    Result predict =
        RunCommandTest.run(
            "predict", model.toString(), "--data", data.toString(), "--out", csv.toString());
    assertThat(predict.exit()).as(predict.err()).isZero();
    assertThat(predict.out()).contains("predicted 20 samples").contains("rmse");

    JsonNode root = new ObjectMapper().readTree(report.toFile());
    int best = root.path("best").path("variant").asInt();
    JsonNode expected = null;
    for (JsonNode v : root.path("variants")) {
      if (v.path("index").asInt() == best) {
        expected = v.path("models").get(0).path("predictions").path("y_pred");
      }
    }
    List<String> lines = Files.readAllLines(csv);
    assertThat(lines.get(0)).isEqualTo("sample,y_pred,y_true,t2,q,in_domain");
    assertThat(lines).hasSize(21);
    for (int i = 0; i < 20; i++) {
      double got = Double.parseDouble(lines.get(i + 1).split(",")[1]);
      assertThat(got)
          .isCloseTo(expected.get(i).asDouble(), org.assertj.core.data.Offset.offset(1e-12));
    }

    Result json =
        RunCommandTest.run("predict", model.toString(), "--data", data.toString(), "--json");
    assertThat(json.exit()).as(json.err()).isZero();
    JsonNode j = new ObjectMapper().readTree(json.out());
    assertThat(j.path("partition").asText()).isEqualTo("test");
    assertThat(j.path("predictions")).hasSize(20);
    assertThat(j.path("scores").has("r2")).isTrue();
  }

  @Test
  void spectraOnAnotherAxisAreRefusedWithBothAxesNamedOrResampledWhenAsked() throws IOException {
    Path model = saveModel();
    Path other = dir.resolve("other.csv");
    writeSpectra(other, 5, 3, axis(1100, 2.5));
    Result r =
        RunCommandTest.run(
            "predict",
            model.toString(),
            "--data",
            other.toString(),
            "--out",
            dir.resolve("o.csv").toString());
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err().lines()).hasSize(1);
    assertThat(r.err())
        .startsWith("error: ")
        .contains("50 wavelengths, 1100 to 1198")
        .contains("50 wavelengths, 1100 to 1222.5")
        .contains("--resample linear");

    Path shorter = dir.resolve("short.csv");
    writeSpectra(shorter, 5, 3, java.util.Arrays.copyOf(axis(1100, 2), 40));
    Result s =
        RunCommandTest.run(
            "predict",
            model.toString(),
            "--data",
            shorter.toString(),
            "--out",
            dir.resolve("o.csv").toString());
    assertThat(s.exit()).isEqualTo(1);
    assertThat(s.err()).contains("40 wavelengths").contains("50 wavelengths");
    Result resampled =
        RunCommandTest.run(
            "predict",
            model.toString(),
            "--data",
            other.toString(),
            "--out",
            dir.resolve("o.csv").toString(),
            "--resample",
            "linear");
    assertThat(resampled.exit()).as(resampled.err()).isZero();
    assertThat(Files.readAllLines(dir.resolve("o.csv"))).hasSize(6);
  }

  @Test
  void aDamagedModelAndAnOutputThatIsAnInputAreOneErrorLine() throws IOException {
    Path model = saveModel();
    byte[] bytes = Files.readAllBytes(model);
    Path truncated = Files.write(dir.resolve("t.sfmodel"), java.util.Arrays.copyOf(bytes, 200));
    Result r =
        RunCommandTest.run(
            "predict",
            truncated.toString(),
            "--data",
            data.toString(),
            "--out",
            dir.resolve("o.csv").toString());
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err().lines()).hasSize(1);
    assertThat(r.err()).startsWith("error: model file ").contains("t.sfmodel");

    Result same =
        RunCommandTest.run(
            "predict",
            model.toString(),
            "--data",
            data.toString(),
            "--out",
            data.resolve("Xval.csv").toString());
    assertThat(same.exit()).isEqualTo(1);
    assertThat(same.err()).startsWith("error: ").contains("--out");
    assertThat(Files.readString(data.resolve("Xval.csv"))).startsWith("1100");
  }

  @Test
  void aMissingModelFileIsTheFirstErrorBeforeTheOutputChecks() {
    Result r =
        RunCommandTest.run(
            "predict",
            dir.resolve("absent.sfmodel").toString(),
            "--data",
            data.toString(),
            "--out",
            data.resolve("Xval.csv").toString());
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err().lines()).hasSize(1);
    assertThat(r.err()).startsWith("error: model file not found: ").contains("absent.sfmodel");
    Result noOut =
        RunCommandTest.run(
            "predict", dir.resolve("absent.sfmodel").toString(), "--data", data.toString());
    assertThat(noOut.err()).startsWith("error: model file not found: ");
  }

  @Test
  void anotherVariantIsSavedOnRequestAndAMissingOneIsOneErrorLine() {
    Path model = dir.resolve("v1.sfmodel");
    Result run =
        RunCommandTest.run(
            "run",
            doc.toString(),
            "--data",
            data.toString(),
            "--threads",
            "1",
            "--save-model",
            model.toString(),
            "--save-model-variant",
            "1");
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.out())
        .contains("saved model PLSRegression of variant")
        .contains("n_components=4");
    Result missing =
        RunCommandTest.run(
            "run",
            doc.toString(),
            "--data",
            data.toString(),
            "--threads",
            "1",
            "--save-model",
            dir.resolve("v9.sfmodel").toString(),
            "--save-model-variant",
            "9");
    assertThat(missing.exit()).isEqualTo(1);
    assertThat(missing.err().lines().filter(l -> l.startsWith("error:")))
        .containsExactly(
            "error: --save-model-variant 9: the run has no variant 9 (variants 0 to 3)");
    assertThat(dir.resolve("v9.sfmodel")).doesNotExist();
  }

  private Path saveModel() {
    Path model = dir.resolve("m.sfmodel");
    Result run =
        RunCommandTest.run(
            "run",
            doc.toString(),
            "--data",
            data.toString(),
            "--threads",
            "1",
            "--save-model",
            model.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    return model;
  }

  private static double[] axis(double start, double step) {
    double[] a = new double[WAVELENGTHS];
    for (int j = 0; j < a.length; j++) {
      a[j] = start + step * j;
    }
    return a;
  }

  private static void writeSpectra(Path file, int rows, int offset, double[] axis)
      throws IOException {
    StringBuilder s = new StringBuilder();
    for (int j = 0; j < axis.length; j++) {
      s.append(j == 0 ? "" : ";").append(num(axis[j]));
    }
    s.append('\n');
    for (int i = offset; i < offset + rows; i++) {
      for (int j = 0; j < axis.length; j++) {
        double v = 1.0 + 0.3 * Math.sin(0.15 * j + 0.37 * i) + 0.002 * ((i * 31 + j * 17) % 13);
        s.append(j == 0 ? "" : ";").append(num(v));
      }
      s.append('\n');
    }
    Files.writeString(file, s);
  }

  private static void writeTargets(Path file, int rows, int offset) throws IOException {
    StringBuilder s = new StringBuilder("y\n");
    for (int i = offset; i < offset + rows; i++) {
      s.append(num(10 + 5 * Math.sin(0.37 * i) + 0.1 * (i % 7))).append('\n');
    }
    Files.writeString(file, s);
  }

  private static String num(double v) {
    return String.format(Locale.ROOT, "%.6f", v).replaceAll("0+$", "").replaceAll("\\.$", "");
  }
}
