package org.spectraflow.engine.operators.transform.decompose;

import java.util.List;
import org.spectraflow.engine.operators.Params;

/** Parameters shared by PCA and TruncatedSVD, read and checked the same way. */
final class DecompositionParams {

  private static final List<String> NORMALIZERS = List.of("auto", "QR", "LU", "none");

  private DecompositionParams() {}

  /** {@code power_iteration_normalizer}: 'auto', 'QR', 'LU' or 'none'. */
  static String normalizer(Params p) {
    String v = p.string("power_iteration_normalizer", "auto");
    if (!NORMALIZERS.contains(v)) {
      throw p.invalid("power_iteration_normalizer", v, "must be one of " + NORMALIZERS);
    }
    return v;
  }

  /** The normaliser for {@code iterations} power iterations ('auto' resolved). */
  static RandomizedSvd.Normalizer normalizer(String name, int iterations) {
    return switch (name) {
      case "QR" -> RandomizedSvd.Normalizer.QR;
      case "LU" -> RandomizedSvd.Normalizer.LU;
      case "none" -> RandomizedSvd.Normalizer.NONE;
      default -> RandomizedSvd.auto(iterations);
    };
  }

  /** An iteration count ({@code value} a non-negative integer, or 'auto' → null). */
  static Integer iterations(Params p, String name, Object value) {
    if ("auto".equals(value)) {
      return null;
    }
    if ((value instanceof Integer || value instanceof Long)
        && ((Number) value).longValue() >= 0
        && ((Number) value).longValue() < 1000) {
      return ((Number) value).intValue();
    }
    throw p.invalid(name, value, "must be 'auto' or an integer in [0, 1000)");
  }
}
