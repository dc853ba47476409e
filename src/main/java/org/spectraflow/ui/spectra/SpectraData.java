package org.spectraflow.ui.spectra;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.data.MetadataTable;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.preview.SpectraTable;

/**
 * What a spectra plot draws: the table of spectra and the metadata columns it may be coloured by,
 * one value per table row. Immutable.
 *
 * @param table the spectra
 * @param metadata the metadata columns by name, aligned with the table's rows
 */
public record SpectraData(SpectraTable table, Map<String, MetadataTable.Column> metadata) {

  /** The colour choice for the target. */
  public static final String BY_Y = "y";

  /** Copies the map. */
  public SpectraData {
    metadata = Map.copyOf(new LinkedHashMap<>(metadata));
  }

  /** The raw spectra of {@code data} with its metadata. */
  public static SpectraData raw(SpectroDataset data) {
    return of(SpectraTable.raw(data), data.metadata());
  }

  /**
   * {@code table} with the columns of {@code metadata} whose rows are the dataset's samples (a
   * table of another length is left out: its rows cannot be matched).
   */
  public static SpectraData of(SpectraTable table, MetadataTable metadata) {
    Map<String, MetadataTable.Column> columns = new LinkedHashMap<>();
    int[] ids = table.sampleIds();
    for (String name : metadata.names()) {
      MetadataTable.Column column = metadata.column(name);
      if (column.size() < maxId(ids) + 1) {
        continue;
      }
      columns.put(name, aligned(column, ids));
    }
    return new SpectraData(table, columns);
  }

  /** The colour choices: {@code y}, then the metadata columns in name order. */
  public List<String> colourChoices() {
    List<String> out = new ArrayList<>();
    out.add(BY_Y);
    metadata.keySet().stream().sorted().forEach(out::add);
    return out;
  }

  /** The colouring for choice {@code by} ({@link #BY_Y} when it names no column). */
  public SpectraColouring colouring(String by) {
    MetadataTable.Column column = by == null ? null : metadata.get(by);
    return switch (column) {
      case null -> SpectraColouring.ByValue.of(BY_Y, table.y());
      case MetadataTable.Numbers n -> SpectraColouring.ByValue.of(by, n.values());
      case MetadataTable.Texts t -> categories(by, t.values());
    };
  }

  private static SpectraColouring categories(String name, List<String> values) {
    List<String> distinct = new ArrayList<>();
    Map<String, Integer> codes = new LinkedHashMap<>();
    int[] out = new int[values.size()];
    for (int i = 0; i < out.length; i++) {
      String v = values.get(i) == null ? "" : values.get(i);
      Integer code = codes.get(v);
      if (code == null) {
        code = distinct.size();
        codes.put(v, code);
        distinct.add(v);
      }
      out[i] = code;
    }
    return new SpectraColouring.ByCategory(name, distinct, out);
  }

  private static MetadataTable.Column aligned(MetadataTable.Column column, int[] ids) {
    return switch (column) {
      case MetadataTable.Numbers n -> {
        double[] all = n.values();
        double[] out = new double[ids.length];
        for (int r = 0; r < ids.length; r++) {
          out[r] = all[ids[r]];
        }
        yield new MetadataTable.Numbers(out);
      }
      case MetadataTable.Texts t -> {
        List<String> out = new ArrayList<>(ids.length);
        for (int id : ids) {
          out.add(t.values().get(id));
        }
        yield new MetadataTable.Texts(out);
      }
    };
  }

  private static int maxId(int[] ids) {
    int max = -1;
    for (int id : ids) {
      max = Math.max(max, id);
    }
    return max;
  }
}
