package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/**
 * The root command builds only the subcommand a command line names (a cold start's saving), yet
 * usage, {@code help <command>} and suggestions for a mistyped command still see them all.
 */
class SpectraFlowCommandTest {

  @Test
  void aNamedSubcommandIsTheOnlyOneBuilt() {
    assertThat(SpectraFlowCommand.commandLine("run", "d03.json").getSubcommands())
        .containsOnlyKeys("run");
    assertThat(SpectraFlowCommand.commandLine("info", "demo").getSubcommands())
        .containsOnlyKeys("info");
    assertThat(SpectraFlowCommand.commandLine("--version").getSubcommands()).isEmpty();
  }

  @Test
  void usageHelpAndUnknownCommandsSeeEverySubcommand() {
    for (String[] args :
        new String[][] {{}, {"help", "run"}, {"rnu"}, {"--help"}, {"--version", "run"}}) {
      assertThat(SpectraFlowCommand.commandLine(args).getSubcommands().keySet())
          .as(String.join(" ", args))
          .containsExactly(
              "help",
              "info",
              "convert",
              "build-dataset",
              "expand",
              "run",
              "predict",
              "report",
              "bench",
              "diff",
              "history");
    }
  }

  @Test
  void helpOnACommandAndASuggestionForATypoStillWork() {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int help =
        SpectraFlowCommand.execute(new PrintWriter(out), new PrintWriter(err), "help", "run");
    assertThat(help).isZero();
    assertThat(out.toString()).startsWith("Usage: spectraflow run").contains("--step-cache");
    StringWriter typoErr = new StringWriter();
    int typo =
        SpectraFlowCommand.execute(
            new PrintWriter(new StringWriter()), new PrintWriter(typoErr), "rnu");
    assertThat(typo).isEqualTo(2);
    assertThat(typoErr.toString()).contains("'rnu'").contains("run");
  }

  @Test
  void versionNeedsNoSubcommand() {
    StringWriter out = new StringWriter();
    int exit =
        SpectraFlowCommand.execute(
            new PrintWriter(out), new PrintWriter(new StringWriter()), "--version");
    assertThat(exit).isZero();
    assertThat(out.toString()).startsWith("SpectraFlow ").contains("Java ");
  }
}
