package org.spectraflow.engine.data.formats.archive;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.formats.Clip;
import org.spectraflow.engine.data.formats.FormatLimits;
import org.spectraflow.engine.data.formats.SpectraDatasets;
import org.spectraflow.engine.data.formats.SpectraFile;
import org.spectraflow.engine.data.formats.SpectraFormat;
import org.spectraflow.engine.data.formats.Spectrum;
import org.spectraflow.engine.data.io.DatasetException;
import org.spectraflow.engine.data.io.FolderDatasetLoader;
import org.spectraflow.engine.data.read.DatasetReader;
import org.spectraflow.engine.data.read.DatasetReaders;
import org.spectraflow.engine.data.read.ReaderInput;
import org.spectraflow.engine.data.read.ReaderOptions;

/**
 * Reads a {@code .zip} archive of spectra files (any format another {@link SpectraFormat} reads,
 * picked by each entry's extension; their spectra in entry order, each titled by its entry name) or
 * of a nirs4all dataset folder (CSV files named {@code Xcal}, {@code Ytrain}...; read as a dataset
 * by extracting them to a temporary folder, each entry by its file name only, so no entry can write
 * outside it). Entries and the archive's total are read within {@link FormatLimits#maxBytes()};
 * nested archives are not opened.
 */
public final class ZipFormat implements SpectraFormat {

  /** This reader's id. */
  public static final String ID = "zip";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "zip archive of spectra files or of a nirs4all folder";
  }

  @Override
  public ReaderInput input() {
    return ReaderInput.file("", "zip");
  }

  /** One archive entry: its name and bytes. */
  private record Entry(String name, byte[] bytes) {}

  @Override
  public SpectraFile parse(Path file, byte[] bytes) {
    List<Entry> entries = entries(file, bytes);
    List<Spectrum> spectra = new ArrayList<>();
    String format = null;
    String xUnits = "";
    String yUnits = "";
    for (Entry e : entries) {
      SpectraFormat reader = formatFor(e.name());
      if (reader == null) {
        continue;
      }
      SpectraFile content = reader.parse(Path.of(file + "!" + baseName(e.name())), e.bytes());
      if (format == null) {
        format = content.format();
        xUnits = content.xUnits();
        yUnits = content.yUnits();
      }
      for (Spectrum s : content.spectra()) {
        Map<String, String> meta = new LinkedHashMap<>(s.metadata());
        meta.put("entry", e.name());
        String title = s.title().isEmpty() ? e.name() : e.name() + ": " + s.title();
        spectra.add(new Spectrum(title, s.x(), s.y(), meta));
      }
    }
    if (spectra.isEmpty()) {
      throw new DatasetException(
          file,
          0,
          isFolder(entries)
              ? "holds a nirs4all dataset folder, not spectra files: read it as a dataset (e.g."
                  + " run --data or info on the archive without convert)"
              : "holds no spectra file SpectraFlow reads (JCAMP-DX, SPC, OPUS, xlsx, mat, npy,"
                  + " npz) nor a nirs4all folder");
    }
    Map<String, String> meta = new LinkedHashMap<>();
    meta.put("container", "zip");
    meta.put("entries", Integer.toString(entries.size()));
    return new SpectraFile("zip of " + format, spectra, xUnits, yUnits, meta);
  }

  @Override
  public SpectroDataset read(Path path, ReaderOptions options, Precision precision) {
    List<Entry> entries = entries(path, FormatLimits.read(path));
    if (!isFolder(entries)) {
      return SpectraDatasets.toDataset(path, parse(path), precision);
    }
    Path tmp = null;
    try {
      tmp = Files.createTempDirectory("spectraflow-zip");
      String base = path.getFileName().toString().replaceFirst("(?i)\\.zip$", "");
      Path folder = Files.createDirectory(tmp.resolve(base.isBlank() ? "dataset" : base));
      for (Entry e : entries) {
        String name = baseName(e.name());
        if (isCsv(name) && !name.startsWith(".")) {
          Files.write(folder.resolve(name), e.bytes());
        }
      }
      return new FolderDatasetLoader(precision).load(folder);
    } catch (IOException e) {
      throw new DatasetException(path, 0, "could not be extracted: " + Clip.exception(e), e);
    } finally {
      delete(tmp);
    }
  }

  private static List<Entry> entries(Path file, byte[] bytes) {
    List<Entry> out = new ArrayList<>();
    long total = 0;
    try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(bytes))) {
      ZipEntry entry;
      while ((entry = zip.getNextEntry()) != null) {
        if (entry.isDirectory() || entry.getName().contains("__MACOSX")) {
          continue;
        }
        byte[] content = FormatLimits.read(zip, Path.of(file + "!" + baseName(entry.getName())));
        total += content.length;
        if (total > FormatLimits.maxBytes()) {
          throw new DatasetException(
              file,
              0,
              "its entries expand past the "
                  + FormatLimits.maxBytes() / (1024 * 1024)
                  + " MiB limit; raise it with -Dspectraflow.formats.max.mb=<MiB>");
        }
        out.add(new Entry(entry.getName(), content));
      }
    } catch (IOException | IllegalArgumentException e) {
      throw new DatasetException(
          file, 0, "is not a readable zip archive (damaged or truncated): " + Clip.exception(e), e);
    }
    return out;
  }

  private static SpectraFormat formatFor(String entry) {
    String name = baseName(entry);
    for (DatasetReader r : DatasetReaders.standard().all()) {
      if (r instanceof SpectraFormat f
          && !(r instanceof ZipFormat)
          && r.input().matchesName(name)) {
        return f;
      }
    }
    return null;
  }

  private static boolean isFolder(List<Entry> entries) {
    return entries.stream()
        .map(e -> baseName(e.name()).toLowerCase(Locale.ROOT))
        .anyMatch(n -> isCsv(n) && (n.startsWith("xcal") || n.startsWith("xtrain")));
  }

  /** The entry's file name: after its last slash or backslash. */
  private static String baseName(String entry) {
    int slash = Math.max(entry.lastIndexOf('/'), entry.lastIndexOf('\\'));
    return entry.substring(slash + 1).replace('\0', '_');
  }

  /**
   * True when the archive {@code file} holds a nirs4all dataset folder (read as a dataset) rather
   * than spectra files.
   */
  public static boolean holdsFolder(Path file) {
    return isFolder(entries(file, FormatLimits.read(file)));
  }

  private static boolean isCsv(String name) {
    String n = name.toLowerCase(Locale.ROOT);
    return n.endsWith(".csv") || n.endsWith(".csv.gz");
  }

  private static void delete(Path dir) {
    if (dir == null) {
      return;
    }
    try (var walk = Files.walk(dir)) {
      walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException | UncheckedIOException e) {
      dir.toFile().deleteOnExit();
    }
  }
}
