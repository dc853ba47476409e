package org.spectraflow.engine.data.formats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.spectraflow.engine.data.read.DatasetReader;
import org.spectraflow.engine.data.read.DatasetReaders;
import org.spectraflow.testkit.SharedData;

/**
 * Every instrument file of the shared formats corpus (one folder per format, each file with an
 * independent reference reading {@code <file>.ref.json}) read through the reader the registry picks
 * for it, compared with the reference: spectra count, points, x ends, the first spectrum's first
 * and last five values, min, max and mean (relative 1e-6), and each listed spectrum's summary.
 * Skipped when the shared data is absent.
 */
class ReferenceFilesTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  static List<Path> referenceFiles() throws IOException {
    Path root = SharedData.root().resolve("formats");
    assumeTrue(Files.isDirectory(root), "no formats corpus under " + root);
    try (Stream<Path> files = Files.walk(root)) {
      List<Path> refs =
          files.filter(p -> p.getFileName().toString().endsWith(".ref.json")).sorted().toList();
      assumeTrue(!refs.isEmpty(), "no reference readings under " + root);
      return refs;
    }
  }

  @TestFactory
  Stream<DynamicTest> everyFileMatchesItsReference() throws IOException {
    return referenceFiles().stream()
        .map(
            ref -> {
              String name = ref.getFileName().toString();
              Path data =
                  ref.resolveSibling(name.substring(0, name.length() - ".ref.json".length()));
              return DynamicTest.dynamicTest(data.getFileName().toString(), () -> check(data, ref));
            });
  }

  static SpectraFile read(Path data) {
    DatasetReader reader = DatasetReaders.standard().select(data);
    assertThat(reader).as("reader for " + data).isInstanceOf(SpectraFormat.class);
    return ((SpectraFormat) reader).parse(data);
  }

  private static void check(Path data, Path ref) throws IOException {
    JsonNode r = JSON.readTree(ref.toFile());
    SpectraFile file = read(data);
    assertThat(file.spectra()).as("spectra").hasSize(r.get("n_spectra").asInt());
    Spectrum first = file.first();
    assertThat(first.points()).as("points").isEqualTo(r.get("n_points").asInt());
    if (r.has("n_points_per_spectrum")) {
      int i = 0;
      for (JsonNode n : r.get("n_points_per_spectrum")) {
        assertThat(file.spectra().get(i++).points())
            .as("points of spectrum " + i)
            .isEqualTo(n.asInt());
      }
    }
    close("x_first", first.x(0), r.get("x_first"));
    close("x_last", first.x(first.points() - 1), r.get("x_last"));
    double[] y = first.y();
    JsonNode f5 = r.get("y_first5");
    for (int i = 0; i < f5.size(); i++) {
      close("y[" + i + "]", y[i], f5.get(i));
    }
    JsonNode l5 = r.get("y_last5");
    for (int i = 0; i < l5.size(); i++) {
      close("y[last-" + (l5.size() - 1 - i) + "]", y[y.length - l5.size() + i], l5.get(i));
    }
    close("y_min", java.util.Arrays.stream(y).min().orElseThrow(), r.get("y_min"));
    close("y_max", java.util.Arrays.stream(y).max().orElseThrow(), r.get("y_max"));
    close("y_mean", java.util.Arrays.stream(y).average().orElseThrow(), r.get("y_mean"));
    if (r.has("spectra_summary")) {
      for (JsonNode s : r.get("spectra_summary")) {
        int index = s.get("index").asInt();
        int at = index < 0 ? file.spectra().size() + index : index;
        Spectrum sp = file.spectra().get(at);
        String what = "spectrum " + index + " ";
        assertThat(sp.points()).as(what + "points").isEqualTo(s.get("n_points").asInt());
        close(what + "x_first", sp.x(0), s.get("x_first"));
        close(what + "x_last", sp.x(sp.points() - 1), s.get("x_last"));
        close(what + "y_first", sp.y(0), s.get("y_first"));
        close(what + "y_last", sp.y(sp.points() - 1), s.get("y_last"));
      }
    }
  }

  static void close(String what, double actual, JsonNode expected) {
    if (expected == null || expected.isNull()) {
      return;
    }
    double e = expected.asDouble();
    double tol = Math.max(1e-6 * Math.abs(e), 1e-12);
    assertThat(Math.abs(actual - e))
        .as(what + ": " + actual + " vs reference " + e)
        .isLessThanOrEqualTo(tol);
  }
}
