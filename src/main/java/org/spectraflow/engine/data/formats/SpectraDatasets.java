package org.spectraflow.engine.data.formats;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.MetadataTable;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SampleIndex;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.Targets;
import org.spectraflow.engine.data.io.DatasetException;

/**
 * Turns a {@link SpectraFile} into a {@link SpectroDataset}: one source whose rows are the spectra
 * (all in the train partition) and whose headers are the file's x axis in its own order ({@link
 * Headers.Axis}, unit from the file's x units), so charts and the spectra view show wavelengths or
 * wavenumbers; no targets; the spectra titles and per-spectrum fields as metadata columns. Spectra
 * on different axes are refused naming the axes (docs/formats.md). Stateless.
 */
public final class SpectraDatasets {

  private SpectraDatasets() {}

  /**
   * The dataset of {@code content}, read from {@code file}.
   *
   * @throws DatasetException naming the file and both axes when the spectra do not share one
   */
  public static SpectroDataset toDataset(Path file, SpectraFile content, Precision precision) {
    requireSharedAxis(file, content);
    List<Spectrum> spectra = content.spectra();
    double[][] rows = new double[spectra.size()][];
    for (int i = 0; i < rows.length; i++) {
      rows[i] = spectra.get(i).y();
    }
    return build(file, content, rows, precision);
  }

  /** The dataset of {@code content} with {@code rows} as the spectra (on the first axis). */
  static SpectroDataset build(
      Path file, SpectraFile content, double[][] rows, Precision precision) {
    Block x = Block.ofRows(precision, rows);
    Headers headers = new Headers.Axis(content.first().x(), Axes.unit(content.xUnits()));
    FeatureSource source = FeatureSource.of(x, headers);
    Path name = file == null ? null : file.getFileName();
    return SpectroDataset.of(
        name == null ? content.format() : name.toString(),
        precision,
        List.of(source),
        SampleIndex.of(rows.length, 0),
        Targets.ofNumeric(List.of(), new double[rows.length][0], precision),
        metadata(content.spectra()));
  }

  /**
   * Refuses spectra on different axes, naming the first spectrum that differs and both axes.
   *
   * @throws DatasetException when two spectra differ
   */
  public static void requireSharedAxis(Path file, SpectraFile content) {
    double[] first = content.first().x();
    for (int i = 1; i < content.spectra().size(); i++) {
      double[] other = content.spectra().get(i).x();
      if (!Axes.same(first, other)) {
        throw new DatasetException(
            file,
            0,
            "its spectra are on different x axes: spectrum 1 has "
                + Axes.describe(first)
                + ", spectrum "
                + (i + 1)
                + " has "
                + Axes.describe(other)
                + "; read the spectra one by one, or convert them with --resample");
      }
    }
  }

  private static MetadataTable metadata(List<Spectrum> spectra) {
    Set<String> names = new LinkedHashSet<>();
    boolean titled = spectra.stream().anyMatch(s -> !s.title().isEmpty());
    if (titled) {
      names.add("title");
    }
    spectra.forEach(s -> names.addAll(s.metadata().keySet()));
    names.remove(titled ? "" : "title");
    if (names.isEmpty()) {
      return MetadataTable.empty();
    }
    List<String> columns = new ArrayList<>(names);
    List<String[]> cells = new ArrayList<>();
    for (Spectrum s : spectra) {
      String[] row = new String[columns.size()];
      for (int c = 0; c < row.length; c++) {
        String name = columns.get(c);
        String v = name.equals("title") && titled ? s.title() : s.metadata().get(name);
        row[c] = v == null ? "" : v;
      }
      cells.add(row);
    }
    return MetadataTable.fromCells(columns, cells);
  }
}
