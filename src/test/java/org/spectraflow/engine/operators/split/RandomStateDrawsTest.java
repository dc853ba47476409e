package org.spectraflow.engine.operators.split;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.operators.Reference;

/** RandomState's normal, uniform and randint against numpy (bit for bit). */
class RandomStateDrawsTest {

  private static final JsonNode RANDOM = Reference.load("/reference/models.json").get("random");

  /**
   * The polar method's {@code log} is the JDK's, not the C library's: a few draws in a thousand
   * differ in the last bit; the stream itself (the accepted pairs) never diverges.
   */
  @Test
  void legacyGaussiansMatchNumpyToTheLastBit() {
    RandomState rs = new RandomState(42);
    double[] expected = Reference.values(RANDOM.get("normal42"));
    int exact = 0;
    for (int i = 0; i < expected.length; i++) {
      double v = rs.normal();
      assertThat(Math.abs(v - expected[i]))
          .as("normal #%d", i)
          .isLessThanOrEqualTo(Math.ulp(expected[i]));
      exact += v == expected[i] ? 1 : 0;
    }
    assertThat(exact).isGreaterThanOrEqualTo(expected.length * 99 / 100);
  }

  @Test
  void uniformAndRandintMatchNumpy() {
    RandomState rs = new RandomState(5);
    for (double e : Reference.values(RANDOM.get("uniform5"))) {
      assertThat(rs.uniform(-2.0, 3.0)).isEqualTo(e);
    }
    RandomState ints = new RandomState(9);
    JsonNode expected = RANDOM.get("randint9");
    for (int i = 0; i < 5; i++) {
      assertThat(ints.randint(0, 0x7fffffffL)).isEqualTo(expected.get(i).asLong());
    }
    for (int i = 5; i < 10; i++) {
      assertThat(ints.randint(0, 7)).isEqualTo(expected.get(i).asLong());
    }
  }

  @Test
  void specTestVectors() {
    RandomState rs = new RandomState(0);
    assertThat(new double[] {rs.normal(), rs.normal(), rs.normal(), rs.normal()})
        .containsExactly(
            1.764052345967664, 0.4001572083672233, 0.9787379841057392, 2.240893199201458);
    RandomState u = new RandomState(0);
    assertThat(u.uniform(0.5, 20.5)).isEqualTo(11.476270078546495);
  }
}
