package org.spectraflow.engine.run.spill;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.spectraflow.engine.diagnostics.TestPredictions;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;
import org.spectraflow.engine.operators.metric.Metric;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.ScoreNames;
import org.spectraflow.engine.run.report.VariantReport;

/**
 * Turns a {@link VariantReport} into plain Java values (maps, lists, strings, boxed numbers, double
 * arrays) that travel back from an executor with Java serialisation, or into the driver's spill
 * file (docs/scale-out.md), and back again. Doubles are carried as they are, so scores stay
 * bit-identical.
 */
public final class ReportCodec {

  private ReportCodec() {}

  /** The plain values of {@code v} (its models' diagnostics and tuning are left out). */
  public static HashMap<String, Object> encode(VariantReport v) {
    HashMap<String, Object> m = new HashMap<>();
    m.put("index", v.index());
    m.put("name", v.name());
    m.put("configName", v.configName());
    m.put("status", v.status().name());
    m.put("error", v.error());
    ArrayList<Object> models = new ArrayList<>();
    for (ModelReport r : v.models()) {
      HashMap<String, Object> x = new HashMap<>();
      x.put("name", r.name());
      x.put("branch", r.branch());
      x.put("params", new TreeMap<>(r.params()));
      x.put("primary", r.scoreNames().primary().name());
      x.put("secondary", r.scoreNames().secondary().name());
      x.put("test", r.test());
      x.put("testSecondary", r.testSecondary());
      x.put("cv", r.cv());
      x.put("meanFold", r.meanFold());
      x.put("foldVal", new ArrayList<>(r.foldVal()));
      x.put("foldTest", new ArrayList<>(r.foldTest()));
      x.put("refitTest", r.refitTest());
      x.put("selectionScore", r.selectionScore());
      x.put("predictions", encode(r.predictions()));
      x.put("cvPredictions", encode(r.cvPredictions()));
      models.add(x);
    }
    m.put("models", models);
    return m;
  }

  /** Truth, predictions, class labels and dataset sample ids as plain values; null for null. */
  private static HashMap<String, Object> encode(TestPredictions p) {
    if (p == null) {
      return null;
    }
    HashMap<String, Object> m = new HashMap<>();
    m.put("yTrue", p.yTrue());
    m.put("yPred", p.yPred());
    m.put("classes", p.classes() == null ? null : new ArrayList<>(p.classes()));
    m.put("samples", p.samples());
    return m;
  }

  @SuppressWarnings("unchecked")
  private static TestPredictions decodePredictions(Map<String, Object> m) {
    return m == null
        ? null
        : new TestPredictions(
            (double[]) m.get("yTrue"),
            (double[]) m.get("yPred"),
            (List<String>) m.get("classes"),
            m.get("samples") == null ? new int[0] : (int[]) m.get("samples"));
  }

  /** The report {@link #encode} made {@code m} from. */
  @SuppressWarnings("unchecked")
  public static VariantReport decode(Map<String, Object> m) {
    List<ModelReport> models = new ArrayList<>();
    for (Object o : (List<Object>) m.get("models")) {
      Map<String, Object> x = (Map<String, Object>) o;
      TestPredictions p = decodePredictions((Map<String, Object>) x.get("predictions"));
      TestPredictions cvPredictions =
          decodePredictions((Map<String, Object>) x.get("cvPredictions"));
      models.add(
          new ModelReport(
              (String) x.get("name"),
              (String) x.get("branch"),
              (TreeMap<String, Object>) x.get("params"),
              new ScoreNames(
                  Metric.valueOf((String) x.get("primary")),
                  Metric.valueOf((String) x.get("secondary"))),
              (Double) x.get("test"),
              (Double) x.get("testSecondary"),
              (Double) x.get("cv"),
              (Double) x.get("meanFold"),
              (List<Double>) x.get("foldVal"),
              (List<Double>) x.get("foldTest"),
              (Double) x.get("refitTest"),
              (Double) x.get("selectionScore"),
              p,
              null,
              cvPredictions,
              null));
    }
    return new VariantReport(
        (Integer) m.get("index"),
        (String) m.get("name"),
        (String) m.get("configName"),
        VariantStatus.valueOf((String) m.get("status")),
        (String) m.get("error"),
        models);
  }
}
