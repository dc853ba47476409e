package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.cli.RunCommandTest.Result;
import org.spectraflow.engine.results.PredictionsCsv;
import org.spectraflow.engine.results.ResultsCsv;

/**
 * {@code run --results-csv --predictions-csv}: one results row per model with the report's scores
 * and the test figures (RMSE² = bias² + SEP²), the best row marked; per-sample predictions whose
 * out-of-fold rows give back the report's RMSECV and whose test rows give its test RMSE.
 */
class RunResultsCsvTest {

  static final String SWEEP =
      "{\"pipeline\": [\"nirs4all.operators.transforms.SNV\","
          + " {\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
          + " {\"model\": {\"class\": \"PLSRegression\"}, \"_range_\": [2, 6, 2],"
          + " \"param\": \"n_components\"}]}";

  @TempDir Path dir;

  @Test
  void resultsAndPredictionsAgreeWithTheReport() throws IOException {
    Path doc = Files.writeString(dir.resolve("p.json"), SWEEP);
    Path report = dir.resolve("r.json");
    Path results = dir.resolve("results.csv");
    Path predictions = dir.resolve("predictions.csv");
    Result r =
        RunCommandTest.run(
            "run",
            doc.toString(),
            "--report",
            report.toString(),
            "--results-csv",
            results.toString(),
            "--predictions-csv",
            predictions.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    JsonNode root = new ObjectMapper().readTree(report.toFile());
    List<String> rows = Files.readAllLines(results);
    assertThat(rows.get(0)).isEqualTo(ResultsCsv.HEADER);
    assertThat(rows).hasSize(4);
    int bestRows = 0;
    for (int v = 0; v < 3; v++) {
      String[] f = rows.get(v + 1).split(",");
      JsonNode m = root.get("variants").get(v).get("models").get(0);
      assertThat(Double.parseDouble(f[7])).isEqualTo(m.get("cv_rmse").asDouble());
      assertThat(Double.parseDouble(f[8])).isEqualTo(m.get("test_rmse").asDouble());
      double bias = Double.parseDouble(f[11]);
      double sep = Double.parseDouble(f[12]);
      double rmse = m.get("test_rmse").asDouble();
      assertThat(bias * bias + sep * sep).isCloseTo(rmse * rmse, within(1e-9 * rmse * rmse));
      assertThat(bias).isEqualTo(m.get("test_bias").asDouble());
      assertThat(Integer.parseInt(f[14]))
          .isEqualTo(root.get("dataset").get("test_samples").asInt());
      bestRows += Boolean.parseBoolean(f[15]) ? 1 : 0;
    }
    assertThat(bestRows).isOne();

    List<String> lines = Files.readAllLines(predictions);
    assertThat(lines.get(0)).isEqualTo(PredictionsCsv.HEADER);
    int train = root.get("dataset").get("train_samples").asInt();
    int test = root.get("dataset").get("test_samples").asInt();
    assertThat(lines).hasSize(1 + 3 * (train + test));
    for (int v = 0; v < 3; v++) {
      JsonNode m = root.get("variants").get(v).get("models").get(0);
      String prefix = v + ",";
      double[] val = squaredErrors(lines, prefix, "val");
      double[] tst = squaredErrors(lines, prefix, "test");
      assertThat(val[1]).isEqualTo(train);
      assertThat(Math.sqrt(val[0] / val[1])).isCloseTo(m.get("cv_rmse").asDouble(), within(1e-9));
      assertThat(Math.sqrt(tst[0] / tst[1])).isCloseTo(m.get("test_rmse").asDouble(), within(1e-9));
    }
    // test lines name the dataset's ids (after the train samples), as predict and the studio do
    assertThat(
            lines.stream()
                .filter(l -> l.startsWith("0,") && l.contains(",test,"))
                .map(l -> Integer.parseInt(l.split(",")[3])))
        .containsExactlyElementsOf(
            java.util.stream.IntStream.range(train, train + test).boxed().toList());
    // every training sample is validated once, by one of the three folds
    Set<String> seen = new HashSet<>();
    lines.stream()
        .filter(l -> l.startsWith("0,") && l.contains(",val,"))
        .forEach(
            l -> {
              String[] f = l.split(",");
              assertThat(seen.add(f[3])).isTrue();
              assertThat(Integer.parseInt(f[5])).isBetween(0, 2);
            });
  }

  /** Sum of squared errors and count of the lines of one variant and partition. */
  private static double[] squaredErrors(List<String> lines, String prefix, String partition) {
    return lines.stream()
        .skip(1)
        .filter(l -> l.startsWith(prefix))
        .map(l -> l.split(",", -1))
        .filter(f -> f[4].equals(partition))
        .map(f -> Double.parseDouble(f[6]) - Double.parseDouble(f[7]))
        .map(d -> new double[] {d * d, 1})
        .reduce(new double[2], (a, b) -> new double[] {a[0] + b[0], a[1] + b[1]});
  }

  @Test
  void anOutputThatIsAnInputIsRefused() throws IOException {
    Path doc = Files.writeString(dir.resolve("p.json"), SWEEP);
    Result r = RunCommandTest.run("run", doc.toString(), "--results-csv", doc.toString());
    assertThat(r.exit()).isNotZero();
    assertThat(r.err()).startsWith("error:").contains("--results-csv");
    assertThat(Arrays.asList(Files.readString(doc).split("\n"))).contains(SWEEP);
  }
}
