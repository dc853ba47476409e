package org.spectraflow.charts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.spectraflow.engine.run.report.StepRecord;

/**
 * The variant × step heat map as a chart, with its colour scale: rows are variants in index order,
 * columns the steps (by step number, branch path and operator, so each choice of a generator is its
 * own column), each cell the bytes the step allocated in that variant; cells served from the step
 * cache are grey. Past {@code maxRows} variants, consecutive variants share a band (mean bytes,
 * cached when most of them were), so 1,000 variants stay readable (docs/report.md).
 *
 * @param columns the column headings, in step order
 * @param rows the rows (variants or bands of variants), top first
 * @param variantsPerRow 1, or the variants each band holds (the last band may hold fewer)
 */
public record StepHeatMap(List<String> columns, List<Row> rows, int variantsPerRow)
    implements ChartModel {

  /**
   * One cell.
   *
   * @param addedBytes the bytes the step allocated (mean over a band)
   * @param cached true when the step was served from the step cache
   */
  public record Cell(long addedBytes, boolean cached) {}

  /**
   * One row.
   *
   * @param label the variant ({@code 12}) or band ({@code 10–19}) it shows
   * @param cells the cells by column index; a step that did not run there has none
   */
  public record Row(String label, Map<Integer, Cell> cells) {
    /** Copies the cells. */
    public Row {
      cells = Map.copyOf(cells);
    }
  }

  /** Copies the lists. */
  public StepHeatMap {
    columns = List.copyOf(columns);
    rows = List.copyOf(rows);
    if (variantsPerRow < 1) {
      throw new IllegalArgumentException(
          "variantsPerRow must be at least 1, got " + variantsPerRow);
    }
  }

  /** A map with one row per variant. */
  public StepHeatMap(List<String> columns, List<Row> rows) {
    this(columns, rows, 1);
  }

  /** The order of the columns: step number, then branch path, then operator. */
  static final Comparator<StepRecord> COLUMN_ORDER =
      Comparator.comparingInt(StepRecord::step)
          .thenComparing(s -> s.branchPath().toString())
          .thenComparing(StepRecord::name);

  /** The heat map of a run's step records, one row per variant. */
  public static StepHeatMap of(List<StepRecord> steps) {
    Map<String, Integer> columnOf = new LinkedHashMap<>();
    steps.stream()
        .sorted(COLUMN_ORDER)
        .map(StepHeatMap::heading)
        .forEach(h -> columnOf.putIfAbsent(h, columnOf.size()));
    Map<Integer, Map<Integer, Cell>> byVariant = new TreeMap<>();
    for (StepRecord s : steps) {
      byVariant
          .computeIfAbsent(s.variant(), v -> new LinkedHashMap<>())
          .merge(
              columnOf.get(heading(s)),
              new Cell(s.allocatedBytes(), s.cached()),
              (a, b) -> new Cell(a.addedBytes() + b.addedBytes(), a.cached() && b.cached()));
    }
    List<Row> rows = new ArrayList<>();
    byVariant.forEach((v, cells) -> rows.add(new Row(Integer.toString(v), cells)));
    return new StepHeatMap(new ArrayList<>(columnOf.keySet()), rows);
  }

  /** A column's heading: step number, branch lanes and the operator's short name. */
  static String heading(StepRecord s) {
    String name = s.name().substring(s.name().lastIndexOf('.') + 1);
    String branch =
        s.branchPath().isEmpty()
            ? ""
            : s.branchPath().stream()
                .map(String::valueOf)
                .collect(Collectors.joining("/", " [", "]"));
    return s.step() + branch + " " + name;
  }

  /**
   * This map with at most {@code maxRows} rows: consecutive rows merged into bands of equal size
   * when there are more (each band's cell the mean of its rows' cells, cached when most were).
   */
  public StepHeatMap banded(int maxRows) {
    if (maxRows < 1) {
      throw new IllegalArgumentException("maxRows must be at least 1, got " + maxRows);
    }
    if (rows.size() <= maxRows) {
      return this;
    }
    int per = (rows.size() + maxRows - 1) / maxRows;
    List<Row> bands = new ArrayList<>();
    for (int start = 0; start < rows.size(); start += per) {
      List<Row> band = rows.subList(start, Math.min(rows.size(), start + per));
      Map<Integer, Cell> cells = new LinkedHashMap<>();
      for (int c = 0; c < columns.size(); c++) {
        long sum = 0;
        int present = 0;
        int cached = 0;
        for (Row r : band) {
          Cell cell = r.cells().get(c);
          if (cell != null) {
            sum += cell.addedBytes();
            present++;
            cached += cell.cached() ? 1 : 0;
          }
        }
        if (present > 0) {
          cells.put(c, new Cell(sum / present, 2 * cached > present));
        }
      }
      bands.add(new Row(band.get(0).label() + "–" + band.get(band.size() - 1).label(), cells));
    }
    return new StepHeatMap(columns, bands, per * variantsPerRow);
  }

  /** The largest bytes of any cell not served from the cache, at least 1. */
  public long maxBytes() {
    long max = 1;
    for (Row r : rows) {
      for (Cell c : r.cells().values()) {
        if (!c.cached()) {
          max = Math.max(max, c.addedBytes());
        }
      }
    }
    return max;
  }

  /**
   * The most negative bytes of any cell not served from the cache (a step that freed memory), or 0.
   */
  public long minBytes() {
    long min = 0;
    for (Row r : rows) {
      for (Cell c : r.cells().values()) {
        if (!c.cached()) {
          min = Math.min(min, c.addedBytes());
        }
      }
    }
    return min;
  }

  @Override
  public String title() {
    return "Heat map: bytes allocated per variant × step";
  }

  @Override
  public List<String> subtitles() {
    String shape =
        variantsPerRow == 1
            ? rows.size() + " variants × " + columns.size() + " steps"
            : rows.size()
                + " bands of "
                + variantsPerRow
                + " variants (mean bytes) × "
                + columns.size()
                + " steps";
    return List.of(shape + "; grey: served from the step cache; colour scale below");
  }
}
