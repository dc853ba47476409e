package org.spectraflow.ui.run.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.cli.SpectraFlowCommand;
import org.spectraflow.engine.data.Precision;

/** The studio opens a flight recording made by {@code run --jfr} as a session. */
class CommandLineRecordingTest {

  @TempDir Path dir;

  @Test
  void aRecordingOfTheCommandLineReopensWithItsDocumentDatasetAndEvents() throws Exception {
    String doc =
        "{\"pipeline\": [\"nirs4all.operators.transforms.SNV\", {\"model\": {\"class\":"
            + " \"PLSRegression\", \"params\": {\"n_components\": 3}}}]}";
    Path document = Files.writeString(dir.resolve("p.json"), doc);
    Path jfr = dir.resolve("run.jfr");
    StringWriter err = new StringWriter();
    int exit =
        SpectraFlowCommand.execute(
            new PrintWriter(new StringWriter()),
            new PrintWriter(err),
            "run",
            document.toString(),
            "--precision",
            "float64",
            "--jfr",
            jfr.toString());
    assertThat(exit).as(err.toString()).isZero();

    RunSession session = JfrSessionFile.read(jfr);
    assertThat(session.document()).contains("PLSRegression").contains("SNV");
    assertThat(session.dataset().reader()).isEqualTo("demo");
    assertThat(session.precision()).isEqualTo(Precision.FLOAT64);
    assertThat(session.events()).extracting(EventRow::kind).contains("RunStarted", "StepFinished");
  }
}
