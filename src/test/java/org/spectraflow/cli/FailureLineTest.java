package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * Whatever a command throws, Errors included, ends in exactly one {@code error:} line and exit 1.
 */
class FailureLineTest {

  @TempDir Path dir;

  @Command(name = "boom")
  static final class Boom implements Callable<Integer> {
    private final Throwable failure;

    Boom(Throwable failure) {
      this.failure = failure;
    }

    @Override
    public Integer call() throws Exception {
      if (failure instanceof Error e) {
        throw e;
      }
      throw (Exception) failure;
    }
  }

  private static String[] run(Throwable failure) {
    CommandLine cl = SpectraFlowCommand.commandLine();
    cl.addSubcommand("boom", new Boom(failure));
    StringWriter err = new StringWriter();
    cl.setErr(new PrintWriter(err));
    int exit = SpectraFlowCommand.guarded(cl, "boom");
    return new String[] {Integer.toString(exit), err.toString()};
  }

  @Test
  void outOfMemoryGivesOneLineWithWhatToDo() {
    String[] r = run(new OutOfMemoryError("Java heap space"));
    assertThat(r[0]).isEqualTo("1");
    assertThat(r[1].lines())
        .hasSize(1)
        .first()
        .asString()
        .startsWith("error: out of memory (Java heap space)")
        .contains("-Xmx")
        .contains("step-cache");
  }

  @Test
  void stackOverflowAndOtherErrorsGiveOneLine() {
    assertThat(run(new StackOverflowError())[1].lines())
        .hasSize(1)
        .first()
        .asString()
        .startsWith("error: ")
        .contains("nested too deeply");
    assertThat(run(new AssertionError("bug"))[1].lines())
        .hasSize(1)
        .first()
        .asString()
        .startsWith("error: internal error")
        .contains("SPECTRAFLOW_DEBUG");
  }

  @Test
  void anExceptionKeepsItsOwnMessageOnOneLine() {
    String[] r = run(new IllegalStateException("first line\nsecond line"));
    assertThat(r[1]).isEqualTo("error: first line" + System.lineSeparator());
  }

  @Test
  void aReportIntoAMissingFolderIsRefusedBeforeTheRun() throws IOException {
    Path doc = Files.writeString(dir.resolve("p.json"), RunCommandTest.SMALL);
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exit =
        SpectraFlowCommand.execute(
            new PrintWriter(out),
            new PrintWriter(err),
            "run",
            doc.toString(),
            "--report",
            dir.resolve("missing/out.json").toString());
    assertThat(exit).isEqualTo(1);
    assertThat(err.toString())
        .startsWith("error: --report: " + dir.resolve("missing/out.json") + " cannot be written:")
        .contains("the folder " + dir.resolve("missing") + " does not exist");
    assertThat(out.toString()).isEmpty();
  }
}
