package org.spectraflow.engine.data.builder;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.spectraflow.engine.data.formats.Axes;
import org.spectraflow.engine.data.formats.SpectraFile;
import org.spectraflow.engine.data.formats.SpectraFormat;
import org.spectraflow.engine.data.formats.Spectrum;
import org.spectraflow.engine.data.io.DatasetException;
import org.spectraflow.engine.data.read.DatasetReader;
import org.spectraflow.engine.data.read.DatasetReaders;

/**
 * Makes the {@link BuildPlan} of a {@link BuildRequest}: reads every spectra file (any supported
 * format, or a CSV of spectra), and matches each spectrum to a reference id, case-insensitively, by
 * its title, else by the file name without extension (a file of one spectrum) or {@code NAME_k}
 * (spectrum k of a file of several). Spectra on another x axis than the first matched one are
 * refused naming both axes, unless resampling was asked for. Stateless.
 */
public final class DatasetPlanner {

  private final DatasetReaders readers;

  private DatasetPlanner(DatasetReaders readers) {
    this.readers = readers;
  }

  /** A planner with the standard readers. */
  public static DatasetPlanner standard() {
    return new DatasetPlanner(DatasetReaders.standard());
  }

  /**
   * The plan of {@code request}.
   *
   * @throws DatasetException naming the file when one cannot be read, or the axes when they differ
   * @throws IllegalArgumentException naming the option when a column is missing
   */
  public BuildPlan plan(BuildRequest request) {
    ReferenceTable table = ReferenceTable.read(request.reference());
    int idCol = table.column(request.idColumn(), "--id-column");
    request.targets().forEach(t -> table.column(t, "--target"));
    request.metadata().forEach(m -> table.column(m, "--metadata"));
    if (request.split() instanceof SplitChoice.Column c) {
      table.column(c.name(), "--split");
    }
    Map<String, Integer> rowsById = new LinkedHashMap<>();
    Set<String> duplicates = new LinkedHashSet<>();
    for (int r = 0; r < table.rows().size(); r++) {
      String id = table.rows().get(r)[idCol];
      if (id.isEmpty()) {
        continue;
      }
      if (rowsById.putIfAbsent(key(id), r) != null) {
        duplicates.add(id);
      }
    }
    List<Match> matched = new ArrayList<>();
    List<String> unmatchedFiles = new ArrayList<>();
    Set<Integer> used = new LinkedHashSet<>();
    String xUnits = null;
    for (Path file : request.files()) {
      SpectraFile content = read(file);
      xUnits = xUnits == null ? content.xUnits() : xUnits;
      String stem = stem(file);
      int n = content.spectra().size();
      for (int k = 0; k < n; k++) {
        Spectrum s = content.spectra().get(k);
        String source = n == 1 ? name(file) : name(file) + " spectrum " + (k + 1);
        Integer row = s.title().isBlank() ? null : rowsById.get(key(s.title()));
        if (row == null) {
          row = rowsById.get(key(n == 1 ? stem : stem + "_" + (k + 1)));
        }
        if (row == null) {
          unmatchedFiles.add(source);
        } else if (!used.add(row)) {
          duplicates.add(table.rows().get(row)[idCol]);
        } else {
          matched.add(new Match(table.rows().get(row)[idCol], source, s, row));
        }
      }
    }
    List<String> unmatchedIds = new ArrayList<>();
    rowsById.forEach(
        (k, r) -> {
          if (!used.contains(r)) {
            unmatchedIds.add(table.rows().get(r)[idCol]);
          }
        });
    if (matched.isEmpty()) {
      throw new DatasetException(
          request.reference(),
          0,
          "no spectrum matched an id of column '"
              + request.idColumn()
              + "' (ids are matched to file names without extension or to spectrum titles,"
              + " case-insensitively); first unmatched files: "
              + unmatchedFiles.subList(0, Math.min(5, unmatchedFiles.size())));
    }
    double[] axis = matched.get(0).spectrum().x();
    if (!request.resample()) {
      for (Match m : matched) {
        if (!Axes.same(m.spectrum().x(), axis)) {
          throw new DatasetException(
              "spectra on different x axes: "
                  + matched.get(0).source()
                  + " has "
                  + Axes.describe(axis)
                  + ", "
                  + m.source()
                  + " has "
                  + Axes.describe(m.spectrum().x())
                  + "; give --resample to interpolate every spectrum onto the first axis");
        }
      }
    }
    return new BuildPlan(
        request,
        table,
        matched,
        unmatchedFiles,
        unmatchedIds,
        new ArrayList<>(duplicates),
        axis,
        xUnits);
  }

  private SpectraFile read(Path file) {
    if (name(file).toLowerCase(Locale.ROOT).endsWith(".csv")) {
      return CsvSpectra.read(file);
    }
    DatasetReader r = readers.select(file);
    if (!(r instanceof SpectraFormat format)) {
      throw new DatasetException(
          file,
          0,
          "is read by '"
              + r.id()
              + "', which is not a spectra file format; give JCAMP-DX, SPC, OPUS, xlsx, mat,"
              + " npy, npz or CSV spectra files");
    }
    return format.parse(file);
  }

  private static String key(String id) {
    return id.trim().toLowerCase(Locale.ROOT);
  }

  private static String name(Path file) {
    Path n = file.getFileName();
    return n == null ? file.toString() : n.toString();
  }

  /** The file name without its last extension (and without {@code .gz} before it). */
  static String stem(Path file) {
    String n = name(file);
    if (n.toLowerCase(Locale.ROOT).endsWith(".gz")) {
      n = n.substring(0, n.length() - 3);
    }
    int dot = n.lastIndexOf('.');
    return dot > 0 ? n.substring(0, dot) : n;
  }
}
