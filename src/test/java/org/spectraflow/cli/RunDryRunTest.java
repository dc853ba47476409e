package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code run --dry-run}: the estimate and the fits per kind, and nothing run or written. */
class RunDryRunTest {

  @TempDir Path dir;

  @Test
  void dryRunEstimatesAndRunsNothing() throws IOException {
    Path doc =
        Files.writeString(
            dir.resolve("p.json"),
            "{\"pipeline\": [{\"_or_\": [null, \"StandardNormalVariate\"]},"
                + " {\"class\": \"sklearn.model_selection.KFold\", \"params\": {\"n_splits\": 3}},"
                + " {\"model\": {\"class\": \"PLSRegression\"}, \"_range_\": [2, 4, 2],"
                + " \"param\": \"n_components\"}]}");
    Path report = dir.resolve("r.json");
    RunCommandTest.Result r =
        RunCommandTest.run(
            "run", doc.toString(), "--dry-run", "--threads", "2", "--report", report.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out())
        .contains("dry run: 4 variants, step cache on; about ")
        .contains(" on 2 cores; 7 distinct PLSRegression fits")
        .containsPattern(
            "PLSRegression +13 fits \\(7 distinct, with the refit\\), probe [0-9.]+ s per fit")
        .contains("dry run: nothing was run")
        .doesNotContain("test_rmse");
    assertThat(report).doesNotExist();
  }

  @Test
  void dryRunRefusesWhatTheRunRefusesWithTheRunsError() throws IOException {
    Path doc =
        Files.writeString(
            dir.resolve("dl.json"),
            "{\"pipeline\": [\"StandardNormalVariate\","
                + " {\"model\": {\"function\":"
                + " \"nirs4all.operators.models.tensorflow.nicon.customizable_nicon\"}}]}");
    RunCommandTest.Result dry = RunCommandTest.run("run", doc.toString(), "--dry-run");
    RunCommandTest.Result run = RunCommandTest.run("run", doc.toString());
    assertThat(dry.exit()).isNotZero();
    assertThat(dry.err())
        .contains("error: ")
        .contains("TensorFlow deep-learning model")
        .contains("pipeline[1].model");
    assertThat(dry.out()).doesNotContain("dry run: nothing was run");
    assertThat(run.exit()).isNotZero();
    assertThat(run.err()).contains("TensorFlow deep-learning model");
  }
}
