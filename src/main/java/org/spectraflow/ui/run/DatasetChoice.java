package org.spectraflow.ui.run;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnore;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.spectraflow.engine.data.DemoSize;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.data.io.DatasetException;
import org.spectraflow.engine.data.read.DatasetReader;
import org.spectraflow.engine.data.read.DatasetReaders;
import org.spectraflow.engine.data.read.DemoReader;
import org.spectraflow.engine.data.read.Nirs4allFolderReader;
import org.spectraflow.engine.data.read.ReaderInput;
import org.spectraflow.engine.data.read.ReaderOptions;

/**
 * Which dataset a run uses: a {@link DatasetReader}'s id, the path it reads and its options. This
 * is the reference a session file stores, never the data itself; session files written before
 * readers existed (folder or demo size) are migrated on read ({@code DatasetChoiceJson}).
 *
 * @param reader the reader's id in {@link DatasetReaders#standard()} (e.g. {@code demo}, {@code
 *     nirs4all-folder})
 * @param path the folder or file read, null for readers that read no path (the demo)
 * @param options every option of the reader, as text, defaults filled in
 */
public record DatasetChoice(String reader, String path, Map<String, String> options) {

  /**
   * Checks the reader exists and its options are valid, filling in defaults.
   *
   * @throws IllegalArgumentException naming the unknown reader (and the readers available) or the
   *     bad option
   */
  public DatasetChoice {
    Objects.requireNonNull(reader, "reader");
    try {
      DatasetReader known = DatasetReaders.standard().require(reader);
      options =
          Collections.unmodifiableMap(
              new TreeMap<>(
                  ReaderOptions.resolve(known, options == null ? Map.of() : options).values()));
      if (known.input().kind() != ReaderInput.Kind.NONE && path == null) {
        throw new IllegalArgumentException("dataset reader '" + reader + "' needs a path");
      }
    } catch (DatasetException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  /** Reads the JSON of a session file: this form, or the one before readers (migrated). */
  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  static DatasetChoice fromJson(Map<String, Object> json) {
    return DatasetChoiceJson.read(json);
  }

  /** The demo at {@code samples} × {@code wavelengths}, seed 42. */
  public static DatasetChoice demo(int samples, int wavelengths) {
    return demo(samples, wavelengths, SyntheticNirs.defaults().seed());
  }

  /** The demo at {@code samples} × {@code wavelengths} with {@code seed}. */
  public static DatasetChoice demo(int samples, int wavelengths, long seed) {
    if (samples < 2 || wavelengths < 2) {
      throw new IllegalArgumentException(
          "demo dataset needs >= 2 samples and >= 2 wavelengths,"
              + " was "
              + samples
              + " x "
              + wavelengths);
    }
    return new DatasetChoice(
        DemoReader.ID,
        null,
        Map.of(
            DemoReader.SAMPLES, Integer.toString(samples),
            DemoReader.WAVELENGTHS, Integer.toString(wavelengths),
            DemoReader.SEED, Long.toString(seed)));
  }

  /**
   * The demo at one of its named sizes (the same as the command line's {@code info demo --size}).
   */
  public static DatasetChoice demo(DemoSize size) {
    return demo(size.samples(), size.wavelengths());
  }

  /** A nirs4all dataset folder. */
  public static DatasetChoice folder(Path folder) {
    return new DatasetChoice(Nirs4allFolderReader.ID, folder.toString(), Map.of());
  }

  /**
   * {@code path} read by the reader the registry selects for it (magic bytes, extension, folder).
   */
  public static DatasetChoice of(Path path) {
    return new DatasetChoice(
        DatasetReaders.standard().select(path).id(), path.toString(), Map.of());
  }

  /** True for the synthetic demo. */
  @JsonIgnore
  public boolean isDemo() {
    return DemoReader.ID.equals(reader);
  }

  /** True for a nirs4all dataset folder. */
  @JsonIgnore
  public boolean isFolder() {
    return Nirs4allFolderReader.ID.equals(reader);
  }

  /** The demo's spectra (0 for other readers). */
  public int samples() {
    return isDemo() ? Integer.parseInt(options.get(DemoReader.SAMPLES)) : 0;
  }

  /** The demo's wavelengths (0 for other readers). */
  public int wavelengths() {
    return isDemo() ? Integer.parseInt(options.get(DemoReader.WAVELENGTHS)) : 0;
  }

  /** The demo's seed (0 for other readers). */
  public long seed() {
    return isDemo() ? Long.parseLong(options.get(DemoReader.SEED)) : 0;
  }

  /** The reader this names. */
  @JsonIgnore
  public DatasetReader datasetReader() {
    return DatasetReaders.standard().require(reader);
  }

  /** Loads the dataset at {@code precision} (on the calling thread: call it off the FX thread). */
  public SpectroDataset open(Precision precision) {
    return DatasetReaders.standard()
        .read(reader, path == null ? null : Path.of(path), options, precision);
  }

  /** The demo's raw spectra bytes at {@code precision}; 0 for others (unknown until loaded). */
  public long demoBytes(Precision precision) {
    return isDemo() ? (long) samples() * wavelengths() * precision.bytesPerValue() : 0;
  }

  /** {@code demo 120 × 200}, the folder's name, or a file's name and its reader's name. */
  public String describe() {
    if (isDemo()) {
      return "demo " + samples() + " × " + wavelengths();
    }
    Path name = Path.of(path).getFileName();
    String shown = name == null ? path : name.toString();
    return isFolder() ? shown : shown + " (" + datasetReader().name() + ")";
  }
}
