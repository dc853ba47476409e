package org.spectraflow.engine.results;

import org.spectraflow.engine.diagnostics.SamplePredictions;
import org.spectraflow.engine.diagnostics.TestPredictions;
import org.spectraflow.engine.results.ResultsCsv.Csv;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.VariantReport;

/**
 * Every model's sample-level predictions as CSV (docs/results.md): {@code
 * variant,model,branch,sample,partition,fold,y_true,y_pred}, one line per sample: the
 * cross-validation's out-of-fold predictions ({@code partition} {@code val}, {@code fold} 0-based)
 * and the test predictions the report scores ({@code partition} {@code test}, {@code fold} empty;
 * the refitted model's when it was refitted). Sample ids are the dataset's (the ids {@code predict}
 * and the studio show), taken from the test predictions themselves; the validation rows need the
 * run's sample predictions ({@code RunOptions#diagnostics()}). A test line falls back to its
 * position in the test partition only for predictions that carry no ids.
 */
public final class PredictionsCsv {

  /** The header line. */
  public static final String HEADER = "variant,model,branch,sample,partition,fold,y_true,y_pred";

  private PredictionsCsv() {}

  /** The CSV text of {@code report}'s successful variants, header first. */
  public static String write(RunReport report) {
    StringBuilder out = new StringBuilder(HEADER).append('\n');
    for (VariantReport v : report.variants()) {
      if (!v.ok()) {
        continue;
      }
      for (ModelReport m : v.models()) {
        String prefix = v.index() + "," + Csv.field(m.name()) + "," + Csv.field(m.branch()) + ",";
        SamplePredictions s = m.diagnostics() == null ? null : m.diagnostics().predictions();
        if (s != null) {
          validation(out, prefix, s);
        }
        test(out, prefix, m.predictions(), s == null ? null : s.testSamples());
      }
    }
    return out.toString();
  }

  private static void validation(StringBuilder out, String prefix, SamplePredictions s) {
    int[] ids = s.samples();
    int[] folds = s.folds();
    double[] t = s.yTrue();
    double[] p = s.yPred();
    for (int i = 0; i < ids.length; i++) {
      line(out, prefix, ids[i], "val", String.valueOf(folds[i]), t[i], p[i]);
    }
  }

  private static void test(StringBuilder out, String prefix, TestPredictions tp, int[] ids) {
    double[] t = tp.yTrue();
    double[] p = tp.yPred();
    int[] own = tp.samples();
    for (int i = 0; i < t.length; i++) {
      int id = ids != null && ids.length == t.length ? ids[i] : own.length == t.length ? own[i] : i;
      line(out, prefix, id, "test", "", t[i], p[i]);
    }
  }

  private static void line(
      StringBuilder out,
      String prefix,
      int sample,
      String partition,
      String fold,
      double truth,
      double predicted) {
    out.append(prefix)
        .append(sample)
        .append(',')
        .append(partition)
        .append(',')
        .append(fold)
        .append(',')
        .append(Csv.number(truth))
        .append(',')
        .append(Csv.number(predicted))
        .append('\n');
  }
}
