package org.spectraflow.ui.run.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunOptions;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.report.RunHtmlReport;

/**
 * The studio's Export ▸ HTML report writes the command line's page from the run it holds: every
 * section, the document that ran and predicted vs actual (the studio keeps the predictions).
 */
class HtmlReportExportTest {

  @TempDir Path dir;

  @Test
  void theStudiosRunBecomesTheSameSelfContainedPage() throws IOException {
    PipelineDocument doc =
        PipelineReader.read(
            "{\"pipeline\": [{\"_or_\": [null, \"nirs4all.operators.transforms.SNV\"]},"
                + " {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 3}}}]}",
            "sweep.json");
    RunReport report =
        PipelineRunner.standard()
            .run(
                RunRequest.of(
                        doc,
                        SyntheticNirs.defaults().withSamples(60).withWavelengths(50).generate())
                    .withOptions(RunOptions.defaults().withThreads(1))
                    .withMemoryProbe(MemoryProbe.disabled()));
    Path file = dir.resolve("run-report.html");
    HtmlReportExport.write(report, doc, file);

    String page = Files.readString(file);
    for (String id : RunHtmlReport.SECTIONS) {
      assertThat(page).contains("<section id=\"" + id + "\">");
    }
    assertThat(page)
        .contains("studio run")
        .contains("nirs4all.operators.transforms.SNV")
        .contains("Predicted vs actual (best model)")
        .doesNotContain("does not hold its pipeline document");
    assertThat(dir).isDirectoryNotContaining(p -> !p.equals(file)); // no temporary file left
  }
}
