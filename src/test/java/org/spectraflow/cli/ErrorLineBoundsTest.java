package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterProperty;
import net.jqwik.api.lifecycle.BeforeProperty;
import org.spectraflow.cli.RunCommandTest.Result;

/**
 * Whatever text a user puts where a name, value or path goes, the command ends in one {@code
 * error:} line of bounded length with no control character in it.
 */
class ErrorLineBoundsTest {

  private Path doc;

  @BeforeProperty
  void document() throws IOException {
    doc = Files.createTempFile("bounds", ".json");
    Files.writeString(doc, RunCommandTest.SMALL);
  }

  @AfterProperty
  void cleanUp() throws IOException {
    Files.deleteIfExists(doc);
  }

  @Property(tries = 60)
  void anyUserTextGivesOneShortSafeLine(
      @ForAll("places") int place, @ForAll("userText") String text) {
    String d = doc.toString();
    String[] args =
        switch (place) {
          case 0 -> new String[] {"run", d, "--precision", text};
          case 1 -> new String[] {"run", d, "--data", "nope/" + text};
          case 2 -> new String[] {"run", d, "--step-cache", text};
          case 3 -> new String[] {"info", "demo", "--size", text};
          case 4 -> new String[] {"run", "nope/" + text + ".json"};
          default -> new String[] {"bench", text + ".txt"};
        };
    Result r = RunCommandTest.run(args);
    assertThat(r.exit()).as(r.err()).isIn(1, 2);
    assertThat(r.err()).startsWith("error: ").endsWith("\n");
    String line = r.err().substring(0, r.err().length() - 1);
    assertThat(line.chars().noneMatch(c -> c < 0x20 || (c >= 0x7f && c <= 0x9f))).isTrue();
    assertThat(line.length()).isLessThan(1_500);
  }

  @Provide
  Arbitrary<Integer> places() {
    return Arbitraries.integers().between(0, 5);
  }

  @Provide
  Arbitrary<String> userText() {
    return Arbitraries.strings()
        .withChars("abcXYZ019 ;/.\u001b\u0007\n\r\t\u009b\u202e")
        .ofMinLength(1)
        .ofMaxLength(3000);
  }
}
