package org.spectraflow.engine.operators;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.model.PlsModel;

/**
 * The full regression set (131 × 2151) when the shared data are present: PLS k = 1..20 test
 * predictions and SNV / SG(15, 3, 1) row sums against the reference. Skipped otherwise.
 */
class RegressionSetTest {

  private static Path data() {
    String dir = System.getProperty("spectraflow.shared.data", "");
    Path p = Path.of(dir, "regression");
    Assumptions.assumeTrue(
        !dir.isEmpty() && Files.isDirectory(p), "shared regression data not available");
    return p;
  }

  private static double[][] read(Path file) throws IOException {
    List<double[]> rows = new ArrayList<>();
    try (BufferedReader r =
        new BufferedReader(
            new InputStreamReader(
                new GZIPInputStream(Files.newInputStream(file)), StandardCharsets.UTF_8))) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (!line.isBlank()) {
          rows.add(Arrays.stream(line.split(";")).mapToDouble(Double::parseDouble).toArray());
        }
      }
    }
    return rows.toArray(double[][]::new);
  }

  /** float32-rounded values in a float64 block (what the reference used). */
  private static Block block(double[][] rows) {
    return Block.ofRows(Precision.FLOAT32, rows).withPrecision(Precision.FLOAT64);
  }

  @Test
  void plsOneToTwentyComponentsOnTheFullSet() throws IOException {
    Path dir = data();
    JsonNode ref = Reference.load("/reference/regression-full.json");
    Block xcal = block(read(dir.resolve("Xcal.csv.gz")));
    Block xval = block(read(dir.resolve("Xval.csv.gz")));
    double[][] y = read(dir.resolve("Ycal.csv.gz"));
    for (double[] r : y) {
      r[0] = (float) r[0];
    }
    PlsModel model =
        (PlsModel) OperatorFactory.model("PLSRegression", Map.of("n_components", 20)).fit(xcal, y);
    double[] expected = Reference.values(ref.get("pls"));
    int m = xval.rows();
    for (int k = 1; k <= 20; k++) {
      double[][] pred = model.predict(xval, k);
      for (int i = 0; i < m; i++) {
        double e = expected[(k - 1) * m + i];
        assertThat(pred[i][0])
            .as("k=%d row %d", k, i)
            .isCloseTo(e, Offset.offset(1e-10 * Math.abs(e) + 1e-12));
      }
    }
  }

  @Test
  void snvAndSavitzkyGolayOnTheFullSet() throws IOException {
    Block xcal = block(read(data().resolve("Xcal.csv.gz")));
    JsonNode ref = Reference.load("/reference/regression-full.json");
    assertRowSums(
        OperatorFactory.transform("SNV", Map.of()), xcal, Reference.values(ref.get("snvRowSums")));
    assertRowSums(
        OperatorFactory.transform("SavitzkyGolay", Map.of("window_length", 15, "deriv", 1)),
        xcal,
        Reference.values(ref.get("sgRowSums")));
  }

  private static void assertRowSums(TransformOperator op, Block x, double[] expected) {
    Block out = op.fit(x, null).apply(x);
    for (int i = 0; i < x.rows(); i++) {
      double s = 0;
      for (double v : out.row(i)) {
        s += v;
      }
      assertThat(s).as("%s row %d", op.label(), i).isCloseTo(expected[i], Offset.offset(1e-9));
    }
  }
}
