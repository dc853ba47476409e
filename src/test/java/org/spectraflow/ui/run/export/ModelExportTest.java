package org.spectraflow.ui.run.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.engine.run.report.RankedModel;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.ui.run.results.ModelRow;

/** The studio's results export: one line per model, JSON with each model's predictions. */
class ModelExportTest {

  @TempDir Path dir;

  @Test
  void oneCsvLinePerModelAndJsonPredictionsPerPartition() throws IOException {
    RunReport report =
        RunFixtures.run(
            RunFixtures.demoDocument("branches.json"), RunFixtures.demo(), CacheConfig.defaults());
    List<ModelRow> rows = RankedModel.of(report).stream().map(ModelRow::of).toList();
    int models = report.variants().stream().mapToInt(v -> v.models().size()).sum();

    RunExport.modelsCsv(rows, dir.resolve("m.csv"));
    RunExport.modelsJson(rows, dir.resolve("m.json"));

    List<String> lines = Files.readAllLines(dir.resolve("m.csv"));
    assertThat(lines.get(0)).startsWith("rank,best,variant,model,branch,params,metric,cv,test,r2");
    assertThat(lines).hasSize(models + 1);
    assertThat(lines.stream().filter(l -> l.split(",")[1].equals("true"))).hasSize(1);
    JsonNode json = JsonMapper.builder().build().readTree(dir.resolve("m.json").toFile());
    assertThat(json.size()).isEqualTo(models);
    JsonNode first = json.get(0);
    assertThat(first.get("test").asDouble()).isEqualTo(rows.get(0).test());
    long test = 0;
    for (JsonNode p : first.get("predictions")) {
      test += p.get("partition").asText().equals("test") ? 1 : 0;
    }
    assertThat(test).isEqualTo(report.dataset().testSamples());
  }
}
