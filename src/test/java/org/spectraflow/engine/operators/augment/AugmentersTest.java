package org.spectraflow.engine.operators.augment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.random.NumpyGenerator;

/**
 * The five augmenters on the reference's worked examples (random_state 0, X = two float32 rows),
 * compared to 12 decimals as the reference values are given.
 */
class AugmentersTest {

  private static final double[][] X = {
    {(float) 0.1, (float) 0.2, (float) 0.3, (float) 0.4, (float) 0.5},
    {(float) 1.0, (float) 0.8, (float) 0.6, (float) 0.4, (float) 0.2}
  };

  @Test
  void rotateTranslateMatchesTheReference() {
    Augmenter op =
        RotateTranslate.of(Params.of("Rotate_Translate", Map.of("p_range", 1.0, "y_factor", 2.0)));
    assertRows(
        new double[][] {
          {0.115146821569, 0.217083753702, 0.319020693285, 0.420957617967, 0.516599101929},
          {1.12693970705, 0.920428304325, 0.713916901599, 0.50740546907, 0.298394237683}
        },
        op.augment(X, null, NumpyGenerator.defaultRng(0), false));
    assertEquals("Rotate_Translate(p_range=1.0, y_factor=2.0)", op.label());
  }

  @Test
  void gaussianAdditiveNoiseMatchesTheReference() {
    Augmenter op =
        GaussianAdditiveNoise.of(Params.of("GaussianAdditiveNoise", Map.of("sigma", 0.005)));
    assertRows(
        new double[][] {
          {0.100088906177, 0.199906590741, 0.300452859093, 0.40007418154, 0.499621224576},
          {1.0005113726, 0.801844146361, 0.601339398505, 0.399004774105, 0.19821042688}
        },
        op.augment(X, null, NumpyGenerator.defaultRng(0), false));
  }

  @Test
  void multiplicativeNoiseMatchesTheReference() {
    Augmenter op =
        MultiplicativeNoise.of(Params.of("MultiplicativeNoise", Map.of("sigma_gain", 0.02)));
    assertRows(
        new double[][] {
          {0.100251461936, 0.200502923872, 0.300754393277, 0.401005847744, 0.501257302211},
          {0.997357902734, 0.797886334077, 0.598414765419, 0.398943167038, 0.199471583519}
        },
        op.augment(X, null, NumpyGenerator.defaultRng(0), false));
  }

  @Test
  void linearBaselineDriftMatchesTheReference() {
    Augmenter op =
        LinearBaselineDrift.of(
            Params.of(
                "LinearBaselineDrift",
                Map.of(
                    "offset_range", List.of(-0.05, 0.05), "slope_range", List.of(-0.001, 0.001))));
    assertRows(
        new double[][] {
          {0.115532276127, 0.214614224665, 0.313696180653, 0.41277812174, 0.511860062828},
          {0.978912560834, 0.777945628026, 0.576978695218, 0.376011732608, 0.175044784899}
        },
        op.augment(X, null, NumpyGenerator.defaultRng(0), false));
    // the reference also lists slope_range (a document list never equals its tuple default)
    assertEquals("LinearBaselineDrift(offset_range=[-0.05, 0.05])", op.label());
  }

  @Test
  void wavelengthShiftMatchesTheReferenceWithAndWithoutWavelengths() {
    Augmenter op = WavelengthShift.of(Params.of("WavelengthShift", Map.of()));
    double[][] plain = op.augment(X, null, NumpyGenerator.defaultRng(0), false);
    double[][] want = {
      {0.1, 0.145215332508, 0.245215326548, 0.345215320587, 0.445215314627},
      {0.815829396248, 0.615829408169, 0.415829390287, 0.215829372406, 0.2}
    };
    for (int i = 0; i < 2; i++) {
      for (int j = 0; j < 5; j++) {
        assertEquals((float) want[i][j], (float) plain[i][j], "cell " + i + "," + j);
        assertEquals((float) plain[i][j], plain[i][j], "stored as float32");
      }
    }
    double[][] axis =
        op.augment(
            X, new double[] {1000, 1002, 1004, 1006, 1008}, NumpyGenerator.defaultRng(0), false);
    // numpy 1.24's interp gives exactly our values; the reference's numpy 2.4 differs in the last
    // float32 bit on two cells of row 0: one float32 step (1.5e-8) of tolerance
    assertArrayEquals(
        new double[] {
          (float) 0.1,
          0.1726076453924179,
          0.272607684135437,
          0.37260767817497253,
          0.47260770201683044
        },
        axis[0],
        3e-8);
    assertArrayEquals(
        new double[] {
          0.9079146981239319,
          0.7079147100448608,
          0.5079147219657898,
          0.30791470408439636,
          (float) 0.2
        },
        axis[1]);
  }

  @Test
  void batchScopeSharesOneDrawAcrossRows() {
    Augmenter op = MultiplicativeNoise.of(Params.of("MultiplicativeNoise", Map.of()));
    double[][] out = op.augment(X, null, NumpyGenerator.defaultRng(3), true);
    assertEquals(out[0][0] / X[0][0], out[1][0] / X[1][0], 1e-12);
    Augmenter gauss =
        GaussianAdditiveNoise.of(
            Params.of("GaussianAdditiveNoise", Map.of("variation_scope", "batch")));
    double[][] g = gauss.augment(X, null, NumpyGenerator.defaultRng(3), false);
    assertEquals(g[0][2] - X[0][2], g[1][2] - X[1][2], 1e-15);
  }

  @Test
  void smoothingKernelIsNormalisedAndSmoothsTheNoise() {
    double[] taps = GaussianAdditiveNoise.taps(4);
    assertEquals(5, taps.length);
    assertEquals(1.0, Arrays.stream(taps).sum(), 1e-15);
    double[] constant = ReflectConvolution.symmetric(new double[] {2, 2, 2, 2}, taps);
    for (double v : constant) {
      assertEquals(2.0, v, 1e-15);
    }
  }

  @Test
  void sameSeedSameCopiesNextCallDifferent() {
    Augmenter op = RotateTranslate.of(Params.of("Rotate_Translate", Map.of()));
    NumpyGenerator a = NumpyGenerator.defaultRng(11);
    double[][] first = op.augment(X, null, a, false);
    assertArrayEquals(first[1], op.augment(X, null, NumpyGenerator.defaultRng(11), false)[1]);
    assertNotEquals(first[1][0], op.augment(X, null, a, false)[1][0]);
  }

  @Test
  void badParametersNameTheOperatorAndTheValue() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                WavelengthShift.of(
                    Params.of("WavelengthShift", Map.of("shift_range", List.of(2, 1)))));
    assertTrue(e.getMessage().contains("WavelengthShift: shift_range"), e.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () ->
            GaussianAdditiveNoise.of(
                Params.of("GaussianAdditiveNoise", Map.of("variation_scope", "row"))));
  }

  private static void assertRows(double[][] want, double[][] got) {
    assertEquals(want.length, got.length);
    for (int i = 0; i < want.length; i++) {
      for (int j = 0; j < want[i].length; j++) {
        assertEquals(want[i][j], got[i][j], 6e-13, "cell " + i + "," + j);
      }
    }
  }
}
