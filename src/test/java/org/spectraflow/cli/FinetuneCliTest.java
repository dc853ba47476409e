package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.cli.RunCommandTest.Result;

/**
 * {@code run} of small documents with {@code finetune_params} {@code approach: individual} and
 * {@code phases}: the report's {@code finetune} entry and the summary lines.
 */
class FinetuneCliTest {

  @TempDir Path dir;

  private JsonNode run(String json, StringBuilder out) throws IOException {
    Path doc = Files.writeString(dir.resolve("p.json"), json);
    Path report = dir.resolve("r.json");
    Result r = RunCommandTest.run("run", doc.toString(), "--report", report.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    out.append(r.out());
    return new ObjectMapper().readTree(report.toFile()).get("variants").get(0).get("models").get(0);
  }

  @Test
  void individualWritesOneStudyPerFold() throws IOException {
    StringBuilder out = new StringBuilder();
    JsonNode m =
        run(
            "{\"pipeline\": [{\"class\": \"KFold\", \"params\": {\"n_splits\": 4}},"
                + " {\"model\": {\"class\": \"PLSRegression\"}, \"name\": \"PLS-PerFold\","
                + " \"finetune_params\": {\"approach\": \"individual\", \"n_trials\": 4,"
                + " \"sampler\": \"random\", \"seed\": 1, \"model_params\": {\"n_components\":"
                + " [\"int\", 1, 10]}}}]}",
            out);
    JsonNode t = m.get("finetune");
    assertThat(t.get("approach").asText()).isEqualTo("individual");
    assertThat(t.get("folds")).hasSize(4);
    int chosen = t.get("chosen_fold").asInt();
    for (int f = 0; f < 4; f++) {
      JsonNode fold = t.get("folds").get(f);
      assertThat(fold.get("fold").asInt()).isEqualTo(f);
      assertThat(fold.get("trials")).hasSize(4);
      assertThat(fold.get("best_params").get("n_components").asInt()).isBetween(1, 10);
      assertThat(out).contains("Finetune PLS-PerFold (fold " + f + "): 4 trials (random)");
    }
    assertThat(t.get("best_params")).isEqualTo(t.get("folds").get(chosen).get("best_params"));
    assertThat(m.get("params").get("n_components"))
        .isEqualTo(t.get("best_params").get("n_components"));
  }

  @Test
  void phasesRunInOrder() throws IOException {
    StringBuilder out = new StringBuilder();
    JsonNode m =
        run(
            "{\"pipeline\": [{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
                + " {\"model\": {\"class\": \"PLSRegression\"}, \"name\": \"PLS-Phased\","
                + " \"finetune_params\": {\"seed\": 2, \"phases\": [{\"n_trials\": 2, \"sampler\":"
                + " \"random\"}, {\"n_trials\": 3, \"sampler\": \"tpe\"}], \"model_params\":"
                + " {\"n_components\": [\"int\", 1, 10]}}}]}",
            out);
    JsonNode t = m.get("finetune");
    assertThat(t.get("sampler").asText()).isEqualTo("random+tpe");
    assertThat(t.get("trials")).hasSize(5);
    assertThat(t.get("phases")).hasSize(2);
    assertThat(t.get("phases").get(1).get("first_trial").asInt()).isEqualTo(2);
    assertThat(t.get("phases").get(1).get("n_trials").asInt()).isEqualTo(3);
    assertThat(out).contains("Finetune PLS-Phased: 5 trials (random+tpe)");
  }
}
