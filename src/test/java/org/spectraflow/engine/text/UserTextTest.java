package org.spectraflow.engine.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

/** User text in error lines: bounded, escaped, and cheap to compare for hints. */
class UserTextTest {

  @Property(tries = 300)
  void shownTextIsBoundedAndHasNoControlCharacter(@ForAll @StringLength(max = 1000) String text) {
    String shown = UserText.show(text);
    assertThat(shown.chars().noneMatch(c -> c < 0x20 || (c >= 0x7f && c <= 0x9f))).isTrue();
    // at most 200 characters of the input, each control one escaped to at most 6
    assertThat(shown.length()).isLessThanOrEqualTo(UserText.MAX_CHARS * 6);
    if (text.length() <= UserText.MAX_CHARS && UserText.escape(text).equals(text)) {
      assertThat(shown).isEqualTo(text);
    }
  }

  @Property(tries = 300)
  void elisionKeepsBothEndsAndTheBound(@ForAll @StringLength(max = 1000) String text) {
    String elided = UserText.elide(text, UserText.MAX_CHARS);
    assertThat(elided.length()).isLessThanOrEqualTo(UserText.MAX_CHARS);
    if (text.length() > UserText.MAX_CHARS) {
      // the text may hold '…' itself: some '…' of the result splits it into a head and a tail
      boolean split = false;
      for (int i = elided.indexOf('…'); i >= 0 && !split; i = elided.indexOf('…', i + 1)) {
        split = text.startsWith(elided.substring(0, i)) && text.endsWith(elided.substring(i + 1));
      }
      assertThat(split).as("a head and a tail of the text around one '…': %s", elided).isTrue();
    }
  }

  @Test
  void escapeSequencesCannotReachTheTerminal() {
    assertThat(UserText.quote("\u001b]0;pwned\u0007Foo")).isEqualTo("'\\u001b]0;pwned\\u0007Foo'");
    assertThat(UserText.line("a\nb\rc\td\u202e")).isEqualTo("a\\nb\\rc\\td\\u202e");
  }

  @Test
  void aTenMegabyteNameGivesAShortQuoteAndNoHintAtOnce() {
    String huge = "A".repeat(10_000_000);
    assertThat(UserText.quote(huge)).hasSize(UserText.MAX_CHARS + 2);
    List<String> known = List.of("StandardScaler", "PLSRegression", "A".repeat(9_999_999));
    assertTimeoutPreemptively(
        Duration.ofSeconds(5),
        () -> {
          assertThat(Closest.to(huge, known)).isEmpty();
          assertThat(Suggestions.nearest(huge, known)).isEmpty();
        });
  }

  @Test
  void hintsStillFindTyposAfterTheLengthFilter() {
    assertThat(Closest.to("PLSRegresion", List.of("PLSRegression", "Ridge")))
        .contains("PLSRegression");
    assertThat(Suggestions.nearest("parms", List.of("params", "class"))).contains("params");
  }
}
