package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.io.Datasets;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.run.check.PipelineWarnings;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.RunReportJson;

/**
 * Documents as nirs4all classification users write them run: stratified and repeated splitters,
 * nirs4all's display-only chart steps (skipped with a warning), and reports that write the class
 * labels of the user's file as {@code y_true}/{@code y_pred}.
 */
class ClassificationDocumentsTest {

  private static final String[] LABELS = {"low", "mid", "high"};

  @TempDir Path dir;

  /** 36 train and 9 test spectra of three text classes whose means differ, as CSV files. */
  private SpectroDataset labelled() throws IOException {
    Random r = new Random(4);
    write("Xtrain.csv", "Ytrain.csv", 36, r);
    write("Xtest.csv", "Ytest.csv", 9, r);
    return Datasets.open(dir.toString(), Precision.FLOAT64);
  }

  private void write(String xName, String yName, int n, Random r) throws IOException {
    List<String> x = new ArrayList<>();
    List<String> y = new ArrayList<>();
    StringBuilder header = new StringBuilder();
    for (int j = 0; j < 12; j++) {
      header.append(j == 0 ? "" : ";").append(1000 + 10 * j);
    }
    x.add(header.toString());
    y.add("Class");
    for (int i = 0; i < n; i++) {
      int c = (i * 7 + i / 5) % 3;
      StringBuilder row = new StringBuilder();
      for (int j = 0; j < 12; j++) {
        row.append(j == 0 ? "" : ";").append(c * 0.5 + 0.1 * j + 0.05 * r.nextGaussian());
      }
      x.add(row.toString());
      y.add(LABELS[c]);
    }
    Files.write(dir.resolve(xName), x);
    Files.write(dir.resolve(yName), y);
  }

  private static RunReport run(PipelineDocument doc, SpectroDataset ds) {
    return RunFixtures.run(doc, ds, CacheConfig.defaults());
  }

  @Test
  void stratifiedFoldsAndChartStepsRunAndReportTheLabels() throws IOException {
    PipelineDocument doc =
        RunFixtures.doc(
            "{\"pipeline\": [\"chart_2d\", {\"y_chart\": {\"include_excluded\": true}},"
                + " {\"split\": {\"class\": \"sklearn.model_selection.StratifiedKFold\","
                + " \"params\": {\"n_splits\": 3, \"shuffle\": true, \"random_state\": 42}}},"
                + " \"fold_chart\", {\"spectral_distribution\": {\"max_samples\": 50}},"
                + " {\"model\": {\"class\": \"sklearn.neighbors.KNeighborsClassifier\","
                + " \"params\": {\"n_neighbors\": 3}}}]}");
    assertThat(PipelineWarnings.of(doc))
        .hasSize(4)
        .allSatisfy(w -> assertThat(w).contains("display-only chart step").contains("skipped"));
    assertThat(PipelineWarnings.of(doc).get(2)).startsWith("warning: pipeline[3]: 'fold_chart'");

    RunReport r = run(doc, labelled());
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    assertThat(r.variant(0).models().get(0).foldVal()).hasSize(3);

    JsonNode model =
        new ObjectMapper()
            .readTree(RunReportJson.write(r, true))
            .get("variants")
            .get(0)
            .get("models")
            .get(0)
            .get("predictions");
    Set<String> truth = new HashSet<>();
    model.get("y_true").forEach(v -> truth.add(v.asText()));
    Set<String> predicted = new HashSet<>();
    model.get("y_pred").forEach(v -> predicted.add(v.asText()));
    assertThat(model.get("y_true")).hasSize(9);
    assertThat(truth).containsExactlyInAnyOrder(LABELS);
    assertThat(LABELS).contains(predicted.toArray(String[]::new));
  }

  @Test
  void repeatedStratifiedFoldsGiveOneFoldPerSplitAndRepetition() throws IOException {
    RunReport r =
        run(
            RunFixtures.doc(
                "{\"pipeline\": [{\"class\": \"sklearn.model_selection.RepeatedStratifiedKFold\","
                    + " \"params\": {\"n_splits\": 3, \"n_repeats\": 2, \"random_state\": 0}},"
                    + " {\"model\": {\"class\": \"sklearn.neighbors.KNeighborsClassifier\"}}]}"),
            labelled());
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    assertThat(r.variant(0).models().get(0).foldVal()).hasSize(6);
  }

  @Test
  void aStratifiedSplitOnARegressionTargetFailsNamingTheAlternative() {
    RunReport r =
        run(
            RunFixtures.doc(
                "{\"pipeline\": [{\"class\": \"sklearn.model_selection.StratifiedKFold\"},"
                    + " {\"model\": {\"class\": \"Ridge\"}}]}"),
            RunFixtures.demo());
    assertThat(r.variant(0).ok()).isFalse();
    assertThat(r.variant(0).error()).contains("StratifiedKFold").contains("continuous");
  }

  @Test
  void stratifiedKFoldRunsOnTheSharedClassificationData() {
    SpectroDataset ds = RunFixtures.shared("classification");
    RunReport r =
        run(
            RunFixtures.doc(
                "{\"pipeline\": [{\"class\": \"sklearn.model_selection.StratifiedKFold\","
                    + " \"params\": {\"n_splits\": 5}}, \"fold_chart\","
                    + " {\"model\": {\"class\": \"sklearn.ensemble.RandomForestClassifier\","
                    + " \"params\": {\"n_estimators\": 20, \"random_state\": 0}}}]}"),
            ds);
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    assertThat(r.variant(0).models().get(0).foldVal()).hasSize(5);
  }
}
