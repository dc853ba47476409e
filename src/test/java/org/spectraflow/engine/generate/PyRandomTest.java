package org.spectraflow.engine.generate;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Parity with CPython 3.11's {@code random} module. Reference values were produced with {@code
 * /usr/bin/python3} and the standard library only; each test quotes its snippet.
 */
class PyRandomTest {

  static List<Integer> range(int n) {
    return IntStream.range(0, n).boxed().toList();
  }

  @Test
  void rawOutputsAndRandomMatchCpython() {
    // r = random.Random(0); [r.getrandbits(32) for _ in range(3)], r.random()
    PyRandom r = new PyRandom(0);
    assertThat(List.of(r.getrandbits(32), r.getrandbits(32), r.getrandbits(32)))
        .containsExactly(3626764237L, 1654615998L, 3255389356L);
    assertThat(r.random()).isEqualTo(0.890243920837131);
  }

  @Test
  void samplePoolMethodMatchesCpython() {
    // random.Random(42).sample(["A","B","C"], 2)
    assertThat(new PyRandom(42).sample(List.of("A", "B", "C"), 2)).containsExactly("C", "A");
    // random.Random(-5).sample(range(100), 30)  (negative seeds use their absolute value)
    assertThat(new PyRandom(-5).sample(range(100), 30))
        .containsExactly(
            79, 32, 94, 45, 88, 97, 83, 67, 3, 59, 31, 93, 6, 20, 14, 47, 60, 89, 48, 69, 13, 73,
            82, 1, 27, 52, 35, 23, 49, 86);
  }

  @Test
  void sampleSetMethodMatchesCpython() {
    // random.Random(12345).sample(range(1000), 10)
    assertThat(new PyRandom(12345).sample(range(1000), 10))
        .containsExactly(426, 750, 10, 839, 845, 822, 305, 875, 377, 954);
    // random.Random(2**40 + 3).sample(range(50), 7)   (a two-word seed key)
    assertThat(new PyRandom(BigInteger.TWO.pow(40).add(BigInteger.valueOf(3))).sample(range(50), 7))
        .containsExactly(14, 3, 35, 6, 36, 19, 27);
  }

  @Test
  void choiceUniformAndGaussMatchCpython() {
    // r = random.Random(42); [r.choice([5,10,15,20]) for _ in range(5)]
    PyRandom r = new PyRandom(42);
    assertThat(IntStream.range(0, 5).mapToObj(i -> r.choice(List.of(5, 10, 15, 20))).toList())
        .containsExactly(5, 5, 15, 10, 10);
    // r = random.Random(99); [r.uniform(0,1) for _ in range(2)], [round(r.gauss(0,1),10) for _ in
    // range(3)]
    PyRandom g = new PyRandom(99);
    assertThat(List.of(g.uniform(0, 1), g.uniform(0, 1)))
        .containsExactly(0.40397807494366633, 0.20007544457494542);
    assertThat(
            List.of(
                NumericRanges.round10(g.gauss(0, 1)),
                NumericRanges.round10(g.gauss(0, 1)),
                NumericRanges.round10(g.gauss(0, 1))))
        .containsExactly(0.3269272866, 0.6813984973, 0.0471707618);
  }
}
