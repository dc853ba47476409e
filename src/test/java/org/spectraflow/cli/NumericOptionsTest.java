package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.cli.RunCommandTest.Result;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * A numeric option that is not a number, too large for its type or out of its range is one {@code
 * error:} line naming the option and the range, never picocli's usage text.
 */
class NumericOptionsTest {

  @TempDir Path dir;

  @Test
  void anOverlongMaxVariantsIsOneLineWithTheRange() throws IOException {
    Path doc = Files.writeString(dir.resolve("d.json"), RunCommandTest.SMALL);
    Result r = RunCommandTest.run("run", doc.toString(), "--max-variants", "99999999999999999999");
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err().lines()).hasSize(1);
    assertThat(r.err())
        .startsWith(
            "error: --max-variants: '99999999999999999999' is not a whole number from 1 to "
                + Long.MAX_VALUE)
        .contains("see 'spectraflow run --help'")
        .doesNotContain("Usage:");
  }

  @Test
  void outOfRangeValuesAreRefusedByTheCommandWithTheSameRange() throws IOException {
    Path doc = Files.writeString(dir.resolve("d.json"), RunCommandTest.SMALL);
    Result r = RunCommandTest.run("run", doc.toString(), "--threads", "100000");
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err())
        .isEqualTo(
            "error: --threads must be a whole number from 1 to 4096 (1 runs the variants one after"
                + " the other), was 100000\n");
    Result v = RunCommandTest.run("run", doc.toString(), "-v", "7");
    assertThat(v.err()).startsWith("error: --verbose must be a whole number from 0 to 2");
  }

  @Test
  void anUnknownOptionOrCommandIsOneLineToo() {
    Result r = RunCommandTest.run("run", "x.json", "--reprot", "r.json");
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err().lines()).hasSize(1);
    assertThat(r.err()).startsWith("error: ").contains("--reprot").contains("--report");
  }

  @Test
  void aPathTheFileNameEncodingCannotHoldIsOneLineWithTheAdvice() {
    // as under LANG=C, where Java cannot make a Path of a non-ASCII argument
    CommandLine cl = SpectraFlowCommand.commandLine("run");
    CommandLine run = cl.getSubcommands().get("run");
    var option = run.getCommandSpec().findOption("--report");
    var ex =
        new ParameterException(
            run,
            "cannot convert",
            new InvalidPathException("\uFFFD.json", "Malformed input"),
            option,
            "\uFFFD.json");
    assertThat(ParameterErrorLine.of(ex))
        .startsWith("--report: '\uFFFD.json' cannot be used as a file name: its name holds")
        .contains("use a UTF-8 name");
  }

  @Property(tries = 40)
  void everyBadNumberIsOneErrorLine(
      @ForAll("numericOptions") String[] commandAndOption, @ForAll("badNumbers") String value) {
    String[] args = new String[commandAndOption.length + 1];
    System.arraycopy(commandAndOption, 0, args, 0, commandAndOption.length);
    args[commandAndOption.length] = value;
    Result r = RunCommandTest.run(args);
    assertThat(r.exit()).as(r.err()).isIn(1, 2);
    assertThat(r.err().lines()).as(r.err()).hasSize(1);
    assertThat(r.err())
        .startsWith("error: " + commandAndOption[commandAndOption.length - 1])
        .contains("whole number from")
        .doesNotContain("Usage:");
    assertThat(r.out()).isEmpty();
  }

  @Provide
  Arbitrary<String[]> numericOptions() {
    return Arbitraries.of(
        new String[] {"run", "missing.json", "--max-variants"},
        new String[] {"run", "missing.json", "--threads"},
        new String[] {"expand", "missing.json", "--count", "--max-variants"},
        new String[] {"bench", "--repeat"},
        new String[] {"bench", "--warmup"},
        new String[] {"bench", "--threads"},
        new String[] {"info", "demo", "--samples"});
  }

  @Provide
  Arbitrary<String> badNumbers() {
    return Arbitraries.of(
        "99999999999999999999", "-99999999999999999999", "abc", "1e3", "", "0x10", "1.5");
  }
}
