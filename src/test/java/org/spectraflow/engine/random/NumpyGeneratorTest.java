package org.spectraflow.engine.random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.operators.Reference;

/**
 * SeedSequence, PCG64 and the Generator methods against numpy's own draws ({@code
 * tools/reference/make_random_reference.py}) and the worked vectors of docs/compatibility.md.
 */
class NumpyGeneratorTest {

  private static final JsonNode REF = Reference.load("/reference/numpy-generator.json");

  @Test
  void seedSequencePoolAndStateMatchNumpy() {
    for (JsonNode c : REF.get("cases")) {
      SeedSequence ss = new SeedSequence(new BigInteger(c.get("seed").asText()));
      int[] pool = ss.pool();
      for (int i = 0; i < 4; i++) {
        assertEquals(c.get("pool").get(i).asLong(), pool[i] & 0xffffffffL, "pool " + i);
      }
      long[] state = ss.generateState64(4);
      for (int i = 0; i < 4; i++) {
        assertEquals(new BigInteger(c.get("state64").get(i).asText()).longValue(), state[i]);
      }
    }
  }

  @Test
  void pcg64StateAndRawOutputsMatchNumpy() {
    for (JsonNode c : REF.get("cases")) {
      Pcg64 g = new Pcg64(new SeedSequence(new BigInteger(c.get("seed").asText())));
      assertEquals(new BigInteger(c.get("pcg_state").asText()), u128(g.state()));
      assertEquals(new BigInteger(c.get("pcg_inc").asText()), u128(g.increment()));
      for (JsonNode v : c.get("next64")) {
        assertEquals(new BigInteger(v.asText()).longValue(), g.next64());
      }
    }
  }

  @Test
  void randomUniformAndIntegersAreBitIdentical() {
    for (JsonNode c : REF.get("cases")) {
      BigInteger seed = new BigInteger(c.get("seed").asText());
      assertArrayEquals(doubles(c.get("random")), gen(seed).uniform(0, 1, 5));
      NumpyGenerator r = gen(seed);
      for (JsonNode v : c.get("random")) {
        assertEquals(v.asDouble(), r.random());
      }
      assertArrayEquals(doubles(c.get("uniform")), gen(seed).uniform(-0.2, 0.2, 5));
      NumpyGenerator ints = gen(seed);
      for (JsonNode row : c.get("integers")) {
        long[] got = ints.integers(0, 5, 3);
        for (int i = 0; i < 3; i++) {
          assertEquals(row.get(i).asLong(), got[i]);
        }
      }
    }
  }

  @Test
  void normalDrawsAgreeWithNumpyToTheZigguratTables() {
    for (JsonNode c : REF.get("cases")) {
      double[] want = doubles(c.get("normal"));
      double[] got = gen(new BigInteger(c.get("seed").asText())).normal(0, 1, want.length);
      for (int i = 0; i < want.length; i++) {
        assertEquals(want[i], got[i], 1e-12 * Math.max(1, Math.abs(want[i])), "draw " + i);
      }
    }
  }

  @Test
  void longNormalStreamStaysInStepWithNumpy() {
    JsonNode s = REF.get("long_stream");
    NumpyGenerator g = NumpyGenerator.defaultRng(s.get("seed").asLong());
    int n = s.get("n").asInt();
    double[] first = doubles(s.get("first"));
    double sum = 0;
    double sumsq = 0;
    double max = Double.NEGATIVE_INFINITY;
    double min = Double.POSITIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      double x = g.standardNormal();
      if (i < first.length) {
        assertEquals(first[i], x, 1e-12 * Math.max(1, Math.abs(x)), "draw " + i);
      }
      sum += x;
      sumsq += x * x;
      max = Math.max(max, x);
      min = Math.min(min, x);
    }
    // one extra or missing draw anywhere would shift the rest of the stream: the sums would differ
    assertEquals(s.get("sum").asDouble(), sum, 1e-8);
    assertEquals(s.get("sumsq").asDouble(), sumsq, 1e-7);
    assertEquals(s.get("max").asDouble(), max, 1e-12);
    assertEquals(s.get("min").asDouble(), min, 1e-12);
  }

  @Test
  void mixedCallsShareOneStreamAndTheHalfWordBuffer() {
    NumpyGenerator g = NumpyGenerator.defaultRng(7);
    JsonNode seq = REF.get("mixed_seed7");
    for (int i = 0; i < seq.size(); i += 3) {
      assertEquals(seq.get(i).asDouble(), g.integers(0, 1000));
      assertEquals(seq.get(i + 1).asDouble(), g.normal(0.5, 2.0), 1e-12);
      assertEquals(seq.get(i + 2).asDouble(), g.uniform(1.0, 3.0));
    }
  }

  @Test
  void documentedVectorsOfSeed42() {
    SeedSequence ss = new SeedSequence(42);
    assertArrayEquals(new int[] {0x631d3606, 0x07ae90ae, 0x6fc4be28, 0x2ced5c75}, ss.pool());
    Pcg64 p = new Pcg64(42);
    assertEquals(0xc621fbcd16d92688L, p.next64());
    assertEquals(0x705a5661a791ffc1L, p.next64());
    NumpyGenerator g = NumpyGenerator.defaultRng(42);
    long[][] want = {{0, 3, 3}, {2, 2, 4}, {0, 3, 1}, {0, 2, 4}};
    for (long[] row : want) {
      assertArrayEquals(row, g.integers(0, 5, 3));
    }
    assertTrue(NumpyGenerator.defaultRng(0).random() == 0.6369616873214543);
  }

  private static NumpyGenerator gen(BigInteger seed) {
    return new NumpyGenerator(new Pcg64(new SeedSequence(seed)));
  }

  private static BigInteger u128(long[] hiLo) {
    return new BigInteger(Long.toUnsignedString(hiLo[0]))
        .shiftLeft(64)
        .or(new BigInteger(Long.toUnsignedString(hiLo[1])));
  }

  private static double[] doubles(JsonNode a) {
    double[] out = new double[a.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = a.get(i).asDouble();
    }
    return out;
  }
}
