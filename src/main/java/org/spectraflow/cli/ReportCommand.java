package org.spectraflow.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.spectraflow.engine.files.OutputGuard;
import org.spectraflow.report.ReportInput;
import org.spectraflow.report.RunHtmlReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code report <run.json> --html <out.html>}: the self-contained HTML report of a run from its
 * JSON report ({@code run --report}), one file that opens in any browser offline (docs/report.md).
 * The output may not be the report itself.
 */
@Command(
    name = "report",
    mixinStandardHelpOptions = true,
    description =
        "Write the self-contained HTML report (charts inline, no network) of a run's JSON report.")
final class ReportCommand implements Callable<Integer> {

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Parameters(index = "0", paramLabel = "<run.json>", description = "a run --report file")
  Path runReport;

  @Option(
      names = "--html",
      required = true,
      paramLabel = "<out.html>",
      description = "the HTML file to write")
  Path html;

  @Option(
      names = "--document",
      paramLabel = "<document>",
      description = "the pipeline document to show, when the report does not hold it")
  Path document;

  @Override
  public Integer call() {
    OutputGuard guard =
        OutputGuard.of()
            .withFile(runReport, "the run report")
            .withFile(document, "the --document file");
    Path out = guard.requireFile(html, "--html");
    ReportInput input = ReportInput.read(runReport);
    if (document != null) {
      input =
          new ReportInput(
              input.report(), SavedModels.text(CommandInputs.document(document)), input.source());
    }
    RunHtmlReport.write(input, out);
    spec.commandLine().getOut().println("wrote " + out);
    spec.commandLine().getOut().flush();
    return 0;
  }
}
