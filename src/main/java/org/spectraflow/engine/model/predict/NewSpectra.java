package org.spectraflow.engine.model.predict;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.io.CsvMatrixReader;
import org.spectraflow.engine.data.io.DatasetException;
import org.spectraflow.engine.data.read.DatasetReader;
import org.spectraflow.engine.data.read.DatasetReaders;
import org.spectraflow.engine.data.read.ReaderInput;

/**
 * Spectra to predict: their sample ids, raw values, wavelength axis (empty when the headers are not
 * numeric) and, when the data has them, the targets. Read from a dataset folder (its test
 * partition, or every sample when it has no split), from a single file a dataset reader accepts, or
 * from a plain spectra CSV (one spectrum per line). Immutable apart from the block, which is never
 * written.
 *
 * @param source what was read, for messages
 * @param ids one id per spectrum (the dataset's sample id, or the line's index in a file)
 * @param x the raw spectra, rows × wavelengths
 * @param axis the wavelength axis, or empty
 * @param y the targets (rows × columns), or null when the data has none
 * @param partition {@code test}, {@code all} or {@code file}
 */
public record NewSpectra(
    String source, List<String> ids, Block x, double[] axis, double[][] y, String partition) {

  /** Copies the ids. */
  public NewSpectra {
    ids = List.copyOf(ids);
    axis = axis.clone();
  }

  @Override
  public double[] axis() {
    return axis.clone();
  }

  /**
   * Reads {@code path} at {@code precision}: with {@code readerId} (or a reader chosen from the
   * path) as a dataset, else, for a file no reader claims, as a plain spectra CSV.
   *
   * @throws DatasetException when nothing can read it (naming file and line)
   */
  public static NewSpectra read(Path path, String readerId, Precision precision) {
    DatasetReaders readers = DatasetReaders.standard();
    if (readerId == null && Files.isRegularFile(path)) {
      DatasetReader chosen;
      try {
        chosen = readers.select(path);
      } catch (DatasetException e) {
        return csv(path, precision);
      }
      if (chosen.input().kind() != ReaderInput.Kind.FILE) {
        return csv(path, precision);
      }
      return of(readers.read(chosen, path, Map.of(), precision), path.toString());
    }
    DatasetReader reader = readerId == null ? readers.select(path) : readers.require(readerId);
    return of(readers.read(reader, path, Map.of(), precision), path.toString());
  }

  /** The test partition of {@code ds}, or every sample when it has none. */
  public static NewSpectra of(SpectroDataset ds, String source) {
    if (ds.sources().size() != 1) {
      throw new DatasetException(
          source
              + " has "
              + ds.sources().size()
              + " feature sources; a saved model predicts single-source spectra");
    }
    int[] ids = ds.testIds();
    String partition = "test";
    if (ids.length == 0) {
      ids = new int[ds.source(0).numSamples()];
      for (int i = 0; i < ids.length; i++) {
        ids[i] = i;
      }
      partition = "all";
    }
    List<String> names = new ArrayList<>();
    for (int id : ids) {
      names.add(String.valueOf(id));
    }
    Block x = ds.source(0).block(FeatureSource.RAW).selectRows(ids);
    double[][] y = ds.targets().columns() > 0 && ds.targets().rows() > 0 ? ds.y(ids) : null;
    return new NewSpectra(source, names, x, axisOf(ds.source(0).headers(), x.cols()), y, partition);
  }

  private static NewSpectra csv(Path file, Precision precision) {
    CsvMatrixReader.Matrix m = new CsvMatrixReader(precision).read(file);
    List<String> names = new ArrayList<>();
    for (int i = 0; i < m.data().rows(); i++) {
      names.add(String.valueOf(i));
    }
    return new NewSpectra(
        file.toString(), names, m.data(), axisOf(m.headers(), m.data().cols()), null, "file");
  }

  private static double[] axisOf(Headers headers, int cols) {
    return headers instanceof Headers.Axis a && a.size() == cols ? a.values() : new double[0];
  }
}
