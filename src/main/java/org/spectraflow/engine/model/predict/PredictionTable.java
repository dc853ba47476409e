package org.spectraflow.engine.model.predict;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A saved model's predictions for new spectra, one row per sample (docs/model-file.md,
 * "Predicting"): the sample id, the prediction (a class name for a classifier with named classes),
 * the truth when the data has it, and the applicability-domain figures (Hotelling T², Q and the
 * in-domain flag) when the model file has a {@code domain} section, else empty. Immutable.
 *
 * @param ids the sample ids
 * @param yPred predictions in target units (rows × targets)
 * @param yTrue the targets, or null
 * @param labels a classifier's class names, indexed by class code (empty otherwise)
 * @param t2 Hotelling T² per sample, or null without a domain section
 * @param q Q residual per sample, or null
 * @param inDomain whether each sample is within both limits, or null
 * @param scores scores against the truth (rmse and r2, or accuracy and balanced_accuracy); empty
 *     without y
 * @param partition which samples: {@code test}, {@code all} or {@code file}
 */
public record PredictionTable(
    List<String> ids,
    double[][] yPred,
    double[][] yTrue,
    List<String> labels,
    double[] t2,
    double[] q,
    boolean[] inDomain,
    Map<String, Double> scores,
    String partition) {

  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  /** Copies the lists. */
  public PredictionTable {
    ids = List.copyOf(ids);
    labels = List.copyOf(labels);
    scores = Map.copyOf(scores);
    Objects.requireNonNull(yPred, "yPred");
  }

  /** The number of samples. */
  public int size() {
    return ids.size();
  }

  /** The prediction of row {@code i}, column {@code c} as text (a class name when named). */
  public String predicted(int i, int c) {
    return value(yPred[i][c]);
  }

  /** The truth of row {@code i}, column {@code c} as text, empty without y. */
  public String truth(int i, int c) {
    return yTrue == null ? "" : value(yTrue[i][c]);
  }

  private String value(double v) {
    if (!labels.isEmpty() && v == Math.rint(v) && v >= 0 && v < labels.size()) {
      return labels.get((int) v);
    }
    return Double.toString(v);
  }

  private int targets() {
    return yPred.length == 0 ? 1 : yPred[0].length;
  }

  private String column(String base, int c) {
    return targets() == 1 ? base : base + "_" + (c + 1);
  }

  /**
   * The CSV: {@code sample,y_pred[,y_true],t2,q,in_domain}, one line per sample; numbers in Java's
   * shortest round-trip form, empty cells where a figure is not available.
   */
  public String csv() {
    StringBuilder out = new StringBuilder("sample");
    for (int c = 0; c < targets(); c++) {
      out.append(',').append(column("y_pred", c));
    }
    if (yTrue != null) {
      for (int c = 0; c < targets(); c++) {
        out.append(',').append(column("y_true", c));
      }
    }
    out.append(",t2,q,in_domain\n");
    for (int i = 0; i < size(); i++) {
      out.append(cell(ids.get(i)));
      for (int c = 0; c < targets(); c++) {
        out.append(',').append(cell(predicted(i, c)));
      }
      if (yTrue != null) {
        for (int c = 0; c < targets(); c++) {
          out.append(',').append(cell(truth(i, c)));
        }
      }
      out.append(',').append(t2 == null ? "" : Double.toString(t2[i]));
      out.append(',').append(q == null ? "" : Double.toString(q[i]));
      out.append(',').append(inDomain == null ? "" : String.valueOf(inDomain[i]));
      out.append('\n');
    }
    return out.toString();
  }

  private static String cell(String s) {
    return s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0
        ? s
        : '"' + s.replace("\"", "\"\"") + '"';
  }

  /** The JSON form: partition, samples, scores and one object per prediction. */
  public String json(String model, String data) {
    ObjectNode root = JSON.createObjectNode();
    root.put("model", model);
    root.put("data", data);
    root.put("partition", partition);
    root.put("samples", size());
    ObjectNode s = root.putObject("scores");
    new java.util.TreeMap<>(scores).forEach(s::put);
    ArrayNode rows = root.putArray("predictions");
    for (int i = 0; i < size(); i++) {
      ObjectNode r = rows.addObject();
      r.put("sample", ids.get(i));
      for (int c = 0; c < targets(); c++) {
        put(r, column("y_pred", c), yPred[i][c]);
        if (yTrue != null) {
          put(r, column("y_true", c), yTrue[i][c]);
        }
      }
      if (t2 != null) {
        r.put("t2", t2[i]);
        r.put("q", q[i]);
        r.put("in_domain", inDomain[i]);
      }
    }
    try {
      return JSON.writeValueAsString(root) + "\n";
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void put(ObjectNode r, String key, double v) {
    if (!labels.isEmpty()) {
      r.put(key, value(v));
    } else {
      r.put(key, v);
    }
  }
}
