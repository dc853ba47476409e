package org.spectraflow.engine.data.formats.array;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.spectraflow.engine.data.formats.Clip;
import org.spectraflow.engine.data.formats.FormatLimits;
import org.spectraflow.engine.data.formats.SpectraFile;
import org.spectraflow.engine.data.formats.SpectraFormat;
import org.spectraflow.engine.data.io.DatasetException;
import org.spectraflow.engine.data.read.ReaderInput;

/**
 * Reads a NumPy {@code .npz} archive (a zip of {@code .npy} arrays, stored or deflated): the arrays
 * by name, the spectra found by {@link ArraySpectra} (e.g. {@code X} with {@code wavelengths} and
 * {@code y}). Each entry is read within {@link FormatLimits#maxBytes()}.
 */
public final class NpzFormat implements SpectraFormat {

  /** This reader's id. */
  public static final String ID = "npz";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "NumPy archive (.npz)";
  }

  @Override
  public ReaderInput input() {
    return ReaderInput.file("", "npz");
  }

  @Override
  public SpectraFile parse(Path file, byte[] bytes) {
    List<NumArray> arrays = new ArrayList<>();
    long total = 0;
    try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(bytes))) {
      ZipEntry entry;
      while ((entry = zip.getNextEntry()) != null) {
        String name = entry.getName();
        if (entry.isDirectory() || !name.endsWith(".npy")) {
          continue;
        }
        Path inner = Path.of(file + "!" + name);
        byte[] content = FormatLimits.read(zip, inner);
        total += content.length;
        if (total > FormatLimits.maxBytes()) {
          throw new DatasetException(file, 0, "its arrays expand past the size limit");
        }
        arrays.add(NpyArrays.read(inner, name.substring(0, name.length() - 4), content));
      }
    } catch (IOException | IllegalArgumentException e) {
      throw new DatasetException(
          file, 0, "is not a readable .npz (zip) archive: " + Clip.exception(e), e);
    }
    if (arrays.isEmpty()) {
      throw new DatasetException(file, 0, "holds no .npy array: it is not a NumPy .npz archive");
    }
    Map<String, String> meta = new LinkedHashMap<>();
    meta.put("container", "NumPy .npz");
    meta.put("arrays", String.join(", ", arrays.stream().map(NumArray::name).toList()));
    return ArraySpectra.of("NumPy", file, arrays, Map.of(), meta);
  }
}
