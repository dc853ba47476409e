package org.spectraflow.engine.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ClosestTest {

  private static final List<String> PARAMS =
      List.of("window_length", "polyorder", "deriv", "delta");

  @Test
  void aTypoFindsTheIntendedNameAndAStrangerFindsNothing() {
    assertThat(Closest.to("window_lenght", PARAMS)).contains("window_length");
    assertThat(Closest.to("PolyOrder", PARAMS)).contains("polyorder");
    assertThat(Closest.to("sigma", PARAMS)).isEmpty();
    assertThat(Closest.hint("derive", PARAMS)).isEqualTo(" (did you mean 'deriv'?)");
  }
}
