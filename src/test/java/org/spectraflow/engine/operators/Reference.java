package org.spectraflow.engine.operators;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Base64;
import java.util.Map;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;

/**
 * The reference values written by {@code tools/reference/make_reference.py} (numpy, scipy,
 * scikit-learn), loaded from the test resources; arrays are base64 little-endian.
 */
public final class Reference {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static JsonNode operators;

  private Reference() {}

  /** The main reference document ({@code reference/operators.json}), loaded once. */
  public static synchronized JsonNode operators() {
    if (operators == null) {
      operators = load("/reference/operators.json");
    }
    return operators;
  }

  /** A JSON resource. */
  public static JsonNode load(String resource) {
    try (InputStream in = Reference.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource " + resource);
      }
      return JSON.readTree(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The shape of an encoded array. */
  public static int[] shape(JsonNode array) {
    JsonNode s = array.get("shape");
    int[] out = new int[s.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = s.get(i).asInt();
    }
    return out;
  }

  /** The flat values of an encoded array, widened to double. */
  public static double[] values(JsonNode array) {
    ByteBuffer buf =
        ByteBuffer.wrap(Base64.getDecoder().decode(array.get("b64").asText()))
            .order(ByteOrder.LITTLE_ENDIAN);
    boolean f4 = "f4".equals(array.get("dtype").asText());
    double[] out = new double[buf.capacity() / (f4 ? 4 : 8)];
    for (int i = 0; i < out.length; i++) {
      out[i] = f4 ? buf.getFloat() : buf.getDouble();
    }
    return out;
  }

  /** An encoded 2-D array as a block of the given precision. */
  public static Block block(JsonNode array, Precision precision) {
    int[] shape = shape(array);
    double[] v = values(array);
    Block.Writer w = Block.writer(precision, shape[0], shape[1]);
    for (int i = 0; i < v.length; i++) {
      w.setFlat(i, v[i]);
    }
    return w.build();
  }

  /** The reference input (100 × 269 slice of the regression set) in {@code precision}. */
  public static Block input(Precision precision) {
    return block(operators().get("input"), precision);
  }

  /** The reference targets of the input rows. */
  public static double[] y() {
    return values(operators().get("y"));
  }

  /** Parameters of a case as plain Java values (Long, Double, Boolean, String, List). */
  @SuppressWarnings("unchecked")
  public static Map<String, Object> params(JsonNode node) {
    return JSON.convertValue(node, Map.class);
  }

  /** Indices 0..n−1. */
  public static int[] range(int n) {
    int[] r = new int[n];
    for (int i = 0; i < n; i++) {
      r[i] = i;
    }
    return r;
  }

  /** max |a − e| / max |e|: the error relative to the magnitude of the expected values. */
  public static double relativeError(double[] actual, double[] expected) {
    double scale = 0.0;
    double err = 0.0;
    for (int i = 0; i < expected.length; i++) {
      scale = Math.max(scale, Math.abs(expected[i]));
      err = Math.max(err, Math.abs(actual[i] - expected[i]));
    }
    return scale == 0 ? err : err / scale;
  }
}
