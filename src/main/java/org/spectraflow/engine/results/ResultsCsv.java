package org.spectraflow.engine.results;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.spectraflow.engine.run.report.ModelFigures;

/**
 * The per-model results as CSV (docs/results.md): a header line, then one line per {@link
 * ModelSummary}: {@code variant,variant_name,config,model,branch,params,metric,cv,test,refitted,r2,
 * bias,sep,rpd,n,best}. Fields holding commas or quotes are quoted (RFC 4180); numbers are written
 * with full precision, missing ones as empty fields; {@code params} is {@code name=value} pairs
 * separated by semicolons.
 */
public final class ResultsCsv {

  /** The header line. */
  public static final String HEADER =
      "variant,variant_name,config,model,branch,params,metric,cv,test,refitted,r2,bias,sep,rpd,n,best";

  private ResultsCsv() {}

  /** The CSV text of {@code rows}, header first, lines ending in a newline. */
  public static String write(List<ModelSummary> rows) {
    StringBuilder out = new StringBuilder(HEADER).append('\n');
    for (ModelSummary r : rows) {
      ModelFigures f = r.figures();
      out.append(r.variant())
          .append(',')
          .append(Csv.field(r.variantName()))
          .append(',')
          .append(Csv.field(r.config()))
          .append(',')
          .append(Csv.field(r.model()))
          .append(',')
          .append(Csv.field(r.branch()))
          .append(',')
          .append(Csv.field(params(r.params())))
          .append(',')
          .append(r.metric())
          .append(',')
          .append(Csv.number(r.cv()))
          .append(',')
          .append(Csv.number(r.test()))
          .append(',')
          .append(r.refitted())
          .append(',')
          .append(Csv.number(f.r2()))
          .append(',')
          .append(Csv.number(f.bias()))
          .append(',')
          .append(Csv.number(f.sep()))
          .append(',')
          .append(Csv.number(f.rpd()))
          .append(',')
          .append(f.n())
          .append(',')
          .append(r.best())
          .append('\n');
    }
    return out.toString();
  }

  private static String params(Map<String, Object> params) {
    return params.entrySet().stream()
        .map(e -> e.getKey() + "=" + e.getValue())
        .collect(Collectors.joining(";"));
  }

  /** CSV field helpers shared by the results and predictions writers. */
  static final class Csv {
    private Csv() {}

    static String field(String s) {
      if (s == null) {
        return "";
      }
      if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0) {
        return s;
      }
      return '"' + s.replace("\"", "\"\"") + '"';
    }

    static String number(Double v) {
      return v == null || !Double.isFinite(v) ? "" : String.format(Locale.ROOT, "%s", v);
    }
  }
}
