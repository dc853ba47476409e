package org.spectraflow.ui.run.export;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineWriter;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.RunReportJson;
import org.spectraflow.report.ReportInput;
import org.spectraflow.report.RunHtmlReport;

/**
 * The studio's Export ▸ HTML report: the finished run's report (with its test predictions) and the
 * document that ran, written as the same self-contained page the command line's {@code report
 * --html} writes (docs/report.md), atomically. Any thread but the FX thread (it draws the charts
 * and writes the file).
 */
public final class HtmlReportExport {

  private HtmlReportExport() {}

  /**
   * Writes the page of {@code report} to {@code file}.
   *
   * @param document the document that ran, or null when not known
   */
  public static void write(RunReport report, PipelineDocument document, Path file) {
    ObjectNode tree = RunReportJson.tree(report, true);
    String text = document == null ? null : PipelineWriter.toJson(document);
    RunHtmlReport.write(new ReportInput(tree, text, "studio run"), file);
  }
}
