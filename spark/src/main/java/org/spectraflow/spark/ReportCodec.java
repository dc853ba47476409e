package org.spectraflow.spark;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;
import org.spectraflow.engine.operators.metric.Metric;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.ScoreNames;
import org.spectraflow.engine.run.report.TestPredictions;
import org.spectraflow.engine.run.report.VariantReport;

/**
 * Turns a {@link VariantReport} into plain Java values (maps, lists, strings, boxed numbers, double
 * arrays) that travel back from an executor with Java serialisation, and back again. Doubles are
 * carried as they are, so scores stay bit-identical.
 */
final class ReportCodec {

  private ReportCodec() {}

  static HashMap<String, Object> encode(VariantReport v) {
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
      x.put("yTrue", r.predictions() == null ? null : r.predictions().yTrue());
      x.put("yPred", r.predictions() == null ? null : r.predictions().yPred());
      models.add(x);
    }
    m.put("models", models);
    return m;
  }

  @SuppressWarnings("unchecked")
  static VariantReport decode(Map<String, Object> m) {
    List<ModelReport> models = new ArrayList<>();
    for (Object o : (List<Object>) m.get("models")) {
      Map<String, Object> x = (Map<String, Object>) o;
      double[] yTrue = (double[]) x.get("yTrue");
      TestPredictions p =
          yTrue == null ? null : new TestPredictions(yTrue, (double[]) x.get("yPred"));
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
              p));
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
