package org.spectraflow.engine.operators.model;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.Reference;

/**
 * The tree ensembles on the shared regression (131 × 2151), classification (178 × 234, 7 classes)
 * and binary (138 × 2151) sets against scikit-learn 1.9.1's test predictions. Skipped when the
 * shared data are not beside the repository. By default one case per model runs; every case
 * (including the 100-tree forest of docs/performance.md) with {@code
 * -Dspectraflow.trees.full=true}.
 */
class TreeEnsembleSharedDataTest {

  private static final JsonNode REF = Reference.load("/reference/trees-shared.json");

  /** One case per model, run by default; the others need {@code -Dspectraflow.trees.full=true}. */
  private static final Set<String> QUICK =
      Set.of(
          "regression-rf50-depth8",
          "regression-gbr40-subsample",
          "classification-rfc100",
          "binary-gbc30");

  private static Path data() {
    String dir = System.getProperty("spectraflow.shared.data", "");
    Path p = Path.of(dir);
    Assumptions.assumeTrue(
        !dir.isEmpty()
            && Files.isDirectory(p.resolve("regression"))
            && Files.isDirectory(p.resolve("classification"))
            && Files.isDirectory(p.resolve("binary")),
        "shared data not available");
    return p;
  }

  private static double[][] read(Path file, boolean header) throws IOException {
    List<double[]> rows = new ArrayList<>();
    InputStream in = Files.newInputStream(file);
    if (file.toString().endsWith(".gz")) {
      in = new GZIPInputStream(in);
    }
    try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      if (header) {
        r.readLine();
      }
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (!line.isBlank()) {
          rows.add(Arrays.stream(line.split(";")).mapToDouble(Double::parseDouble).toArray());
        }
      }
    }
    return rows.toArray(double[][]::new);
  }

  private record DataSet(Block train, double[][] y, Block test) {}

  private static DataSet set(Path dir, String name) throws IOException {
    return switch (name) {
      case "regression" -> {
        Path d = dir.resolve("regression");
        double[][] y = read(d.resolve("Ycal.csv.gz"), false);
        for (double[] r : y) {
          r[0] = (float) r[0];
        }
        yield new DataSet(
            Block.ofRows(Precision.FLOAT32, read(d.resolve("Xcal.csv.gz"), false)),
            y,
            Block.ofRows(Precision.FLOAT32, read(d.resolve("Xval.csv.gz"), false)));
      }
      case "classification" -> {
        Path d = dir.resolve("classification");
        yield new DataSet(
            Block.ofRows(Precision.FLOAT32, read(d.resolve("Xtrain.csv"), true)),
            read(d.resolve("Ytrain.csv"), true),
            Block.ofRows(Precision.FLOAT32, read(d.resolve("Xtest.csv"), true)));
      }
      default -> {
        Path d = dir.resolve("binary");
        yield new DataSet(
            Block.ofRows(Precision.FLOAT32, read(d.resolve("Xcal.csv"), false)),
            read(d.resolve("Ycal.csv"), false),
            Block.ofRows(Precision.FLOAT32, read(d.resolve("Xval.csv"), false)));
      }
    };
  }

  @Test
  void predictionsMatchScikitLearnOnTheSharedSets() throws IOException {
    Path dir = data();
    StringBuilder report = new StringBuilder();
    double worst = 0;
    boolean full = Boolean.getBoolean("spectraflow.trees.full");
    for (JsonNode c : REF.get("cases")) {
      String name = c.get("name").asText();
      if (!full && !QUICK.contains(name)) {
        continue;
      }
      DataSet s = set(dir, name.substring(0, name.indexOf('-')));
      ModelOperator op = TreeReference.operator(c);
      long t0 = System.nanoTime();
      FittedModel fitted = op.fit(s.train(), s.y());
      double seconds = (System.nanoTime() - t0) / 1e9;
      double diff =
          TreeReference.maxRelative(
              TreeReference.flat(fitted.predict(s.test())), Reference.values(c.get("predict")));
      if (fitted instanceof ProbabilisticModel pm) {
        diff =
            Math.max(
                diff,
                TreeReference.maxRelative(
                    TreeReference.flat(pm.probabilities(s.test())),
                    Reference.values(c.get("proba"))));
      }
      report.append(
          String.format(
              "%-28s max rel diff %.3g  fit %.2f s (scikit-learn %.2f s when the fixture was made)%n",
              name, diff, seconds, c.get("fit_seconds").asDouble()));
      worst = Math.max(worst, diff);
    }
    System.out.print(report);
    assertThat(worst).as(report.toString()).isLessThanOrEqualTo(1e-9);
  }
}
