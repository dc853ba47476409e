package org.spectraflow.engine.data.formats.array;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.data.formats.SpectraFile;
import org.spectraflow.engine.data.formats.SpectraFormat;
import org.spectraflow.engine.data.read.ReaderInput;

/**
 * Reads a NumPy {@code .npy} array ({@link NpyArrays}) as spectra: a 2-D array has one spectrum per
 * row, a 1-D array is one spectrum; the file stores no axis, so x is the index 0..n−1.
 */
public final class NpyFormat implements SpectraFormat {

  /** This reader's id. */
  public static final String ID = "npy";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "NumPy array (.npy)";
  }

  @Override
  public ReaderInput input() {
    return ReaderInput.file(NpyArrays.MAGIC, "npy");
  }

  @Override
  public SpectraFile parse(Path file, byte[] bytes) {
    NumArray a = NpyArrays.read(file, "X", bytes);
    Map<String, String> meta = new LinkedHashMap<>();
    meta.put("container", "NumPy .npy");
    meta.put("shape", a.rows() + " x " + a.cols());
    return ArraySpectra.of("NumPy", file, List.of(a), Map.of(), meta);
  }
}
