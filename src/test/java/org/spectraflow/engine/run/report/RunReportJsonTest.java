package org.spectraflow.engine.run.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunRequest;

/** The JSON report has exactly the names scripts rely on, filled with real values. */
class RunReportJsonTest {

  static final String DOC =
      "{\"name\": \"t\", \"pipeline\": [{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
          + " {\"_or_\": [\"nirs4all.operators.transforms.SNV\", {\"class\": \"Detrend\"}]},"
          + " {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 3}}}]}";

  static JsonNode report(boolean predictions) throws Exception {
    RunReport r =
        PipelineRunner.standard()
            .run(
                RunRequest.of(
                        PipelineReader.readJson(DOC),
                        SyntheticNirs.defaults()
                            .withSamples(60)
                            .withWavelengths(50)
                            .withPrecision(Precision.FLOAT64)
                            .generate())
                    .withCacheConfig(CacheConfig.fullCache()));
    return new ObjectMapper().readTree(RunReportJson.write(r, predictions));
  }

  @Test
  void theStreamedWriterWritesTheTreesText(@TempDir Path dir) throws Exception {
    RunReport r =
        PipelineRunner.standard()
            .run(
                RunRequest.of(
                        PipelineReader.readJson(DOC),
                        SyntheticNirs.defaults()
                            .withSamples(60)
                            .withWavelengths(50)
                            .withPrecision(Precision.FLOAT64)
                            .generate())
                    .withCacheConfig(CacheConfig.fullCache()));
    ObjectNode head = RunReportJson.head(r);
    head.put("extra", "section");
    Path file = dir.resolve("r.json");
    RunReportJson.write(head, r, true, file);
    ObjectNode tree = RunReportJson.tree(r, true);
    tree.put("extra", "section");
    assertThat(Files.readString(file)).isEqualTo(RunReportJson.write(tree));
    assertThat(r.variants()).hasSize(2);
  }

  static List<String> names(JsonNode n) {
    List<String> out = new ArrayList<>();
    n.fieldNames().forEachRemaining(out::add);
    return out;
  }

  @Test
  void everyNameIsPresentWithRealValues() throws Exception {
    JsonNode j = report(false);
    assertThat(names(j))
        .containsExactly(
            "pipeline",
            "dataset",
            "precision",
            "cache_config",
            "status",
            "error",
            "wall_ms",
            "variants",
            "best",
            "step_cache",
            "cow",
            "transformer_applications",
            "model_fits",
            "model_fit_reuses",
            "fit_reuse",
            "steps");
    // nirs4all's seven, and step_cache_dir_max_mb (step_cache_dir only when set)
    assertThat(names(j.get("cache_config"))).hasSize(8);
    JsonNode model = j.get("variants").get(0).get("models").get(0);
    assertThat(names(model))
        .containsExactly(
            "name",
            "branch",
            "params",
            "test_rmse",
            "test_r2",
            "cv_rmse",
            "mean_fold_rmse",
            "fold_val_rmse",
            "fold_test_rmse",
            "refit_test_rmse",
            "test_bias",
            "test_sep",
            "test_rpd",
            "test_n");
    assertThat(model.get("params").get("n_components").asInt()).isEqualTo(3);
    assertThat(model.get("fold_val_rmse")).hasSize(3);
    assertThat(model.get("cv_rmse").asDouble()).isPositive();
    assertThat(names(j.get("variants").get(0)))
        .contains("index", "name", "status", "error", "models");
    assertThat(names(j.get("best"))).contains("variant", "model", "score");
    assertThat(names(j.get("step_cache")))
        .containsExactly(
            "hits",
            "misses",
            "evictions",
            "hit_rate",
            "peak_mb",
            "entries",
            "size_mb",
            "max_entries",
            "max_size_mb");
    assertThat(j.get("step_cache").get("misses").asInt()).isEqualTo(2);
    assertThat(names(j.get("cow")))
        .contains("snapshots", "restores", "detach_events", "bytes_copied");
    assertThat(names(j.get("steps").get(0)))
        .contains(
            "variant",
            "step",
            "name",
            "shape",
            "steady_bytes",
            "rss_bytes",
            "heap_bytes",
            "allocated_bytes",
            "duration_ms",
            "cached");
    assertThat(j.get("steps").get(0).get("steady_bytes").asLong()).isPositive();
    // two variants, one transformer each; the refit of the winner restores its transformer from the
    // cache
    assertThat(j.get("transformer_applications").asInt()).isEqualTo(2);
    assertThat(model.has("predictions")).isFalse();
  }

  @Test
  void predictionsAreWrittenOnlyWhenAsked() throws Exception {
    JsonNode model = report(true).get("variants").get(0).get("models").get(0);
    assertThat(model.get("predictions").get("y_true")).hasSize(12);
    assertThat(model.get("predictions").get("y_pred")).hasSize(12);
  }
}
