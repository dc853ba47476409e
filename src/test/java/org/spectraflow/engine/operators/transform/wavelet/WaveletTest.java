package org.spectraflow.engine.operators.transform.wavelet;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.transform.TransformContract;
import org.spectraflow.engine.operators.transform.scale.SklearnScalersParityTest;

/**
 * Wavelet under the transform contract, against PyWavelets + scipy on the fixture of {@code
 * tools/reference/make_wavelet_reference.py} (eight wavelets, even, odd and shorter-than-the-filter
 * widths) within 1e-12, and equal to Haar bit for bit for {@code wavelet='haar'}.
 */
class WaveletTest extends TransformContract {

  @Override
  protected String className() {
    return "Wavelet";
  }

  @Override
  protected Map<String, Object> params() {
    return Map.of("wavelet", "db4");
  }

  @Override
  protected int minFeatures() {
    return 2;
  }

  @Override
  protected List<Invalid> invalid() {
    return List.of(
        new Invalid(Map.of("wavelet", "morlet"), "wavelet", "'morlet'"),
        new Invalid(Map.of("mode", "symmetric"), "mode", "'symmetric'"));
  }

  @Test
  void matchesPyWaveletsAndScipy() throws IOException {
    JsonNode ref;
    try (InputStream in = getClass().getResourceAsStream("/reference/wavelets.json")) {
      ref = new ObjectMapper().readTree(in);
    }
    assertThat(ref.get("cases")).hasSize(24);
    for (JsonNode c : ref.get("cases")) {
      Block x = Block.ofRows(Precision.FLOAT64, SklearnScalersParityTest.rows(c.get("x")));
      String wavelet = c.get("wavelet").asText();
      Block out =
          OperatorFactory.transform("Wavelet", Map.of("wavelet", wavelet)).fit(x, null).apply(x);
      double diff =
          SklearnScalersParityTest.maxDifference(out, SklearnScalersParityTest.rows(c.get("out")));
      assertThat(diff).as("%s on %d features", wavelet, x.cols()).isLessThanOrEqualTo(1e-12);
    }
  }

  @Test
  void haarIsTheHaarOperatorBitForBit() {
    for (Precision precision : Precision.values()) {
      Block x = spectra(precision, 6, 33, 9);
      Block wavelet = OperatorFactory.transform("Wavelet", Map.of()).fit(x, null).apply(x);
      Block haar = OperatorFactory.transform("Haar", Map.of()).fit(x, null).apply(x);
      assertThat(wavelet.contentEquals(haar)).as(precision.label()).isTrue();
    }
  }
}
