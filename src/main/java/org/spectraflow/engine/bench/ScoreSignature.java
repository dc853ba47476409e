package org.spectraflow.engine.bench;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.VariantReport;

/**
 * Every model score of a run as raw bits, in report order, so two runs compare bit for bit: per
 * model its test scores, cross-validation scores, fold scores and refit score.
 *
 * @param labels what each value is ({@code variant 3 PLSRegression test}), for messages
 * @param bits {@link Double#doubleToRawLongBits} of each value (NaN for an absent score)
 */
record ScoreSignature(List<String> labels, List<Long> bits) {

  static ScoreSignature of(RunReport report) {
    List<String> labels = new ArrayList<>();
    List<Long> bits = new ArrayList<>();
    for (VariantReport v : report.variants()) {
      labels.add("variant " + v.index() + " status");
      bits.add((long) v.status().ordinal());
      for (ModelReport m : v.models()) {
        String at = "variant " + v.index() + " " + m.name() + " ";
        add(labels, bits, at + "test", m.test());
        add(labels, bits, at + "test secondary", m.testSecondary());
        add(labels, bits, at + "cv", m.cv());
        add(labels, bits, at + "mean fold", m.meanFold());
        add(labels, bits, at + "refit test", m.refitTest());
        for (int f = 0; f < m.foldVal().size(); f++) {
          add(labels, bits, at + "fold " + f + " val", m.foldVal().get(f));
          add(labels, bits, at + "fold " + f + " test", m.foldTest().get(f));
        }
      }
    }
    return new ScoreSignature(List.copyOf(labels), List.copyOf(bits));
  }

  private static void add(List<String> labels, List<Long> bits, String label, Double value) {
    labels.add(label);
    bits.add(Double.doubleToRawLongBits(value == null ? Double.NaN : value));
  }

  /** The first difference from {@code other}, or null when both are identical. */
  String firstDifference(ScoreSignature other) {
    if (!labels.equals(other.labels)) {
      return "the runs report different models ("
          + labels.size()
          + " vs "
          + other.labels.size()
          + " scores)";
    }
    for (int i = 0; i < bits.size(); i++) {
      if (!bits.get(i).equals(other.bits.get(i))) {
        return labels.get(i)
            + ": "
            + Double.longBitsToDouble(bits.get(i))
            + " vs "
            + Double.longBitsToDouble(other.bits.get(i));
      }
    }
    return null;
  }
}
