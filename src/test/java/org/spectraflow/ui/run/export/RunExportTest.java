package org.spectraflow.ui.run.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.ui.run.RunModel;
import org.spectraflow.ui.run.RunProfile;
import org.spectraflow.ui.run.RunTestKit;
import org.spectraflow.ui.run.charts.LiveChart;
import org.spectraflow.ui.run.charts.MemoryTimelineChart;
import org.spectraflow.ui.run.charts.StepCacheChart;
import org.testfx.util.WaitForAsyncUtils;

class RunExportTest {

  @TempDir Path dir;

  @BeforeAll
  static void toolkit() throws Exception {
    RunTestKit.startToolkit();
  }

  @Test
  void chartsAreWrittenAsPngAndSvg() throws Exception {
    RunProfile profile = RunTestKit.finishedRun(6).profile();
    List<LiveChart> charts =
        WaitForAsyncUtils.asyncFx(
                () ->
                    List.<LiveChart>of(
                        new MemoryTimelineChart(profile.timeline()),
                        new StepCacheChart(profile.stepCache())))
            .get();
    WaitForAsyncUtils.asyncFx(() -> charts.forEach(LiveChart::refresh)).get();

    List<Path> files = ChartExport.exportAll(charts, dir.resolve("charts"), 800, 500);

    assertThat(files)
        .extracting(p -> p.getFileName().toString())
        .containsExactly(
            "memory-timeline.png", "memory-timeline.svg", "step-cache.png", "step-cache.svg");
    byte[] png = Files.readAllBytes(files.get(0));
    assertThat(png).startsWith(0x89, 'P', 'N', 'G');
    String svg = Files.readString(files.get(1));
    assertThat(svg).contains("<svg").contains("Memory timeline");
  }

  @Test
  void eventsAndResultsAreWrittenAsCsvAndJson() throws Exception {
    RunModel model = RunTestKit.finishedRun(3);
    RunProfile profile = model.profile();
    Path csv = dir.resolve("events.csv");
    Path json = dir.resolve("events.json");
    Path results = dir.resolve("results.csv");

    RunExport.eventsCsv(profile.events(), csv);
    RunExport.eventsJson(profile.events(), json);
    RunExport.resultsCsv(profile.results().rankedRows(), results);

    List<String> lines = Files.readAllLines(csv);
    assertThat(lines).hasSize(profile.events().size() + 1);
    assertThat(lines.get(0)).startsWith("at,kind,variant,step,branch");
    assertThat(lines.get(1)).contains(",RunStarted,");
    JsonNode array = new ObjectMapper().readTree(json.toFile());
    assertThat(array.size()).isEqualTo(profile.events().size());
    assertThat(array.get(array.size() - 1).get("kind").asText()).isEqualTo("RunFinished");
    List<String> rows = Files.readAllLines(results);
    assertThat(rows).hasSize(4);
    assertThat(rows.get(1)).startsWith("1,2,\"SNV > PLS(n_components=3)\"".replace("\"", ""));
  }

  @Test
  void csvCellsAreQuotedWhenTheyHoldCommasOrQuotes() {
    assertThat(RunExport.cell("a,b")).isEqualTo("\"a,b\"");
    assertThat(RunExport.cell("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
    assertThat(RunExport.cell(null)).isEmpty();
  }
}
