package org.spectraflow.engine.data;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Turns one raw target column into numbers (docs/pipeline-language.md §3.4). A numeric column whose
 * train values are integer-like, at most 50 distinct and not exactly {@code 0..k−1} is
 * label-encoded to {@code 0..k−1} in sorted order; other numeric columns are kept. A text column is
 * encoded in order of first appearance in train (as nirs4all's CSV loader does). Labels that appear
 * only in test get the next codes (sorted for numbers, first appearance for text) so nothing is
 * lost.
 *
 * @param values train values then test values
 * @param classes the label of each code, empty when the column was kept numeric
 */
record ClassEncoding(double[] values, List<String> classes) {

  private static final int MAX_ENCODED_CLASSES = 50;

  static ClassEncoding of(String[] train, String[] test) {
    double[] all = parseAll(train, test);
    if (all == null) {
      return byFirstAppearance(train, test);
    }
    double[] trainValues = Arrays.copyOf(all, train.length);
    TreeSet<Double> distinct = new TreeSet<>();
    boolean integers = true;
    for (double v : trainValues) {
      distinct.add(v);
      integers &= v == Math.rint(v);
    }
    boolean zeroToK =
        !distinct.isEmpty() && distinct.first() == 0 && distinct.last() == distinct.size() - 1;
    if (!integers || distinct.size() > MAX_ENCODED_CLASSES || zeroToK) {
      return new ClassEncoding(all, List.of());
    }
    TreeSet<Double> unseen = new TreeSet<>();
    for (int i = train.length; i < all.length; i++) {
      if (!distinct.contains(all[i])) {
        unseen.add(all[i]);
      }
    }
    List<Double> order = new ArrayList<>(distinct);
    order.addAll(unseen);
    return encode(all, order);
  }

  private static ClassEncoding encode(double[] all, List<Double> order) {
    Map<Double, Integer> code = new LinkedHashMap<>();
    List<String> labels = new ArrayList<>();
    for (double v : order) {
      code.put(v, code.size());
      labels.add(v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v));
    }
    double[] out = new double[all.length];
    for (int i = 0; i < all.length; i++) {
      out[i] = code.get(all[i]);
    }
    return new ClassEncoding(out, labels);
  }

  private static ClassEncoding byFirstAppearance(String[] train, String[] test) {
    Map<String, Integer> code = new LinkedHashMap<>();
    double[] out = new double[train.length + test.length];
    for (int i = 0; i < out.length; i++) {
      String label = i < train.length ? train[i] : test[i - train.length];
      out[i] = code.computeIfAbsent(label, l -> code.size());
    }
    return new ClassEncoding(out, List.copyOf(code.keySet()));
  }

  private static double[] parseAll(String[] train, String[] test) {
    double[] out = new double[train.length + test.length];
    for (int i = 0; i < out.length; i++) {
      String cell = i < train.length ? train[i] : test[i - train.length];
      if (!NumberCells.isNumber(cell)) {
        return null;
      }
      out[i] = Double.parseDouble(cell.trim());
    }
    return out;
  }
}
