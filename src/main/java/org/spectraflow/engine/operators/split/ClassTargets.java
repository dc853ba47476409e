package org.spectraflow.engine.operators.split;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import org.spectraflow.engine.operators.ConfiguredOperator;

/**
 * The class labels a stratified splitter receives (the {@code numeric} target, as nirs4all passes
 * it), checked as scikit-learn's {@code type_of_target} does: only binary or multiclass targets are
 * accepted, so a regression target (any non-integer value) is refused with a message naming the
 * alternative. Encodes labels by order of first appearance or by sorted value.
 */
final class ClassTargets {

  private ClassTargets() {}

  /** Checks {@code y}: present, finite, integer-valued (scikit-learn's binary/multiclass). */
  static void check(ConfiguredOperator op, double[] y) {
    if (y == null) {
      throw new IllegalArgumentException(op.label() + " needs the targets (y) to stratify on");
    }
    for (double v : y) {
      if (!Double.isFinite(v) || v != Math.rint(v)) {
        throw new IllegalArgumentException(
            op.label()
                + " stratifies on class labels, but y is continuous (e.g. "
                + v
                + "): scikit-learn refuses regression targets here; use the non-stratified"
                + " splitter (KFold, ShuffleSplit, ...) or a classification target");
      }
    }
  }

  /**
   * Each row's class code, classes numbered by first appearance in {@code y} (scikit-learn's
   * StratifiedKFold encoding).
   */
  static int[] byFirstAppearance(double[] y) {
    Map<Double, Integer> code = new LinkedHashMap<>();
    int[] out = new int[y.length];
    for (int i = 0; i < y.length; i++) {
      out[i] = code.computeIfAbsent(y[i], v -> code.size());
    }
    return out;
  }

  /** Each row's class code, classes numbered in sorted order ({@code np.unique} inverse). */
  static int[] bySortedValue(double[] y) {
    Map<Double, Integer> code = new TreeMap<>();
    for (double v : y) {
      code.put(v, 0);
    }
    int k = 0;
    for (Map.Entry<Double, Integer> e : code.entrySet()) {
      e.setValue(k++);
    }
    return Arrays.stream(y).mapToInt(code::get).toArray();
  }

  /** The number of rows of each class code ({@code np.bincount}). */
  static int[] counts(int[] codes) {
    int[] out = new int[Arrays.stream(codes).max().orElse(-1) + 1];
    for (int c : codes) {
      out[c]++;
    }
    return out;
  }
}
