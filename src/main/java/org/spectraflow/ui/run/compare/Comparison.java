package org.spectraflow.ui.run.compare;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.LongFunction;
import java.util.function.ToLongFunction;
import org.spectraflow.engine.observe.ByteFormat;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.VariantReport;
import org.spectraflow.ui.run.RunProfile;
import org.spectraflow.ui.run.results.ResultRow;

/**
 * The outcome of comparing two runs of one document: one {@link Row} per measure and the
 * reproducibility verdict, which passes when both runs produced the same variants with
 * bit-identical test and CV scores for every model.
 *
 * @param labelA the first configuration's name
 * @param labelB the second configuration's name
 * @param rows the measures side by side
 * @param reproducible whether the scores are identical
 * @param verdict a sentence saying so (and where they first differ)
 */
public record Comparison(
    String labelA, String labelB, List<Row> rows, boolean reproducible, String verdict) {

  /**
   * One measure of the table.
   *
   * @param measure what is measured
   * @param a its value in the first run
   * @param b its value in the second run
   * @param change b relative to a
   */
  public record Row(String measure, String a, String b, String change) {}

  /** Copies the rows. */
  public Comparison {
    rows = List.copyOf(rows);
  }

  /** Compares run {@code a} (summary {@code sa}) with run {@code b}. */
  public static Comparison of(
      String labelA, RunReport a, RunSummary sa, String labelB, RunReport b, RunSummary sb) {
    List<Row> rows = new ArrayList<>();
    rows.add(row("wall time", sa, sb, RunSummary::wallMs, v -> v + " ms"));
    rows.add(row("peak RSS", sa, sb, RunSummary::peakRssBytes, ByteFormat::format));
    rows.add(row("cache hits", sa, sb, RunSummary::hits, String::valueOf));
    rows.add(row("evictions", sa, sb, RunSummary::evictions, String::valueOf));
    rows.add(row("bytes copied", sa, sb, RunSummary::bytesCopied, ByteFormat::format));
    String difference = firstDifference(a, b);
    return new Comparison(
        labelA,
        labelB,
        rows,
        difference.isEmpty(),
        difference.isEmpty()
            ? "PASS: scores identical across " + a.variants().size() + " variants"
            : "FAIL: " + difference);
  }

  /**
   * Two saved runs side by side: the same measures, and a verdict on their ranked scores (test and
   * CV per variant, as the sessions recorded them).
   */
  public static Comparison ofSessions(String labelA, RunProfile a, String labelB, RunProfile b) {
    RunSummary sa = RunSummary.of(a);
    RunSummary sb = RunSummary.of(b);
    List<Row> rows = new ArrayList<>();
    rows.add(row("wall time", sa, sb, RunSummary::wallMs, v -> v + " ms"));
    rows.add(row("peak RSS", sa, sb, RunSummary::peakRssBytes, ByteFormat::format));
    rows.add(row("cache hits", sa, sb, RunSummary::hits, String::valueOf));
    rows.add(row("evictions", sa, sb, RunSummary::evictions, String::valueOf));
    rows.add(row("bytes copied", sa, sb, RunSummary::bytesCopied, ByteFormat::format));
    String difference = scoreDifference(a.results().rankedRows(), b.results().rankedRows());
    return new Comparison(
        labelA,
        labelB,
        rows,
        difference.isEmpty(),
        difference.isEmpty()
            ? "PASS: scores identical across " + a.results().rankedRows().size() + " variants"
            : "FAIL: " + difference);
  }

  private static String scoreDifference(List<ResultRow> a, List<ResultRow> b) {
    if (a.size() != b.size()) {
      return "variant counts differ (" + a.size() + " vs " + b.size() + ")";
    }
    Map<Integer, ResultRow> byVariant = new HashMap<>();
    b.forEach(r -> byVariant.put(r.variant(), r));
    for (ResultRow x : a) {
      ResultRow y = byVariant.get(x.variant());
      if (y == null) {
        return "variant " + x.variant() + " is missing from B";
      }
      if (!Objects.equals(x.primary(), y.primary()) || !Objects.equals(x.cv(), y.cv())) {
        return "variant " + x.variant() + ": test " + x.primary() + " vs " + y.primary();
      }
    }
    return "";
  }

  private static Row row(
      String measure,
      RunSummary a,
      RunSummary b,
      ToLongFunction<RunSummary> f,
      LongFunction<String> format) {
    long va = f.applyAsLong(a);
    long vb = f.applyAsLong(b);
    String change =
        va == 0 ? (vb == 0 ? "=" : "new") : String.format("%+.0f%%", 100.0 * (vb - va) / va);
    return new Row(measure, format.apply(va), format.apply(vb), change);
  }

  /** Where the two runs' scores first differ, empty when they are identical. */
  static String firstDifference(RunReport a, RunReport b) {
    if (a.variants().size() != b.variants().size()) {
      return "variant counts differ (" + a.variants().size() + " vs " + b.variants().size() + ")";
    }
    for (int i = 0; i < a.variants().size(); i++) {
      String d = difference(a.variants().get(i), b.variants().get(i));
      if (!d.isEmpty()) {
        return d;
      }
    }
    return "";
  }

  private static String difference(VariantReport va, VariantReport vb) {
    if (va.models().size() != vb.models().size()) {
      return "variant "
          + va.index()
          + " has "
          + va.models().size()
          + " vs "
          + vb.models().size()
          + " models";
    }
    for (int m = 0; m < va.models().size(); m++) {
      ModelReport x = va.models().get(m);
      ModelReport y = vb.models().get(m);
      if (Double.compare(x.test(), y.test()) != 0 || !Objects.equals(x.cv(), y.cv())) {
        return "variant "
            + va.index()
            + " model "
            + x.name()
            + ": test "
            + x.test()
            + " vs "
            + y.test();
      }
    }
    return "";
  }
}
