package org.spectraflow.engine.data.formats.array;

import io.jhdf.HdfFile;
import io.jhdf.api.Attribute;
import io.jhdf.api.Dataset;
import io.jhdf.api.Node;
import java.io.IOException;
import java.lang.reflect.Array;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.data.formats.Clip;
import org.spectraflow.engine.data.formats.FormatLimits;
import org.spectraflow.engine.data.formats.SpectraFile;
import org.spectraflow.engine.data.formats.SpectraFormat;
import org.spectraflow.engine.data.io.DatasetException;
import org.spectraflow.engine.data.read.ReaderInput;
import us.hebi.matlab.mat.format.Mat5;
import us.hebi.matlab.mat.types.Cell;
import us.hebi.matlab.mat.types.Char;
import us.hebi.matlab.mat.types.MatFile;
import us.hebi.matlab.mat.types.Matrix;
import us.hebi.matlab.mat.types.Sources;

/**
 * Reads MATLAB {@code .mat} files: Level-5 (v5 and v7, compressed or not) through MFL ({@code
 * us.hebi.matlab.mat:mfl-core}) and v7.3 (HDF5 with a 512-byte MATLAB header) through jHDF ({@code
 * io.jhdf:jhdf}, arrays stored column-major and so transposed back). Real 2-D numeric arrays and
 * text (char arrays, cells of char) are collected by name and the spectra found by {@link
 * ArraySpectra}. Any failure of the libraries on a damaged file becomes one error naming the file.
 */
public final class MatFormat implements SpectraFormat {

  /** This reader's id. */
  public static final String ID = "mat";

  private static final byte[] HDF5 = {(byte) 0x89, 'H', 'D', 'F', '\r', '\n', 0x1A, '\n'};

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "MATLAB MAT-file (v5/v7/v7.3)";
  }

  @Override
  public ReaderInput input() {
    return ReaderInput.file("MATLAB", "mat");
  }

  @Override
  public SpectraFile parse(Path file, byte[] bytes) {
    if (bytes.length < 128) {
      throw new DatasetException(
          file,
          0,
          "at byte "
              + bytes.length
              + ": expected the 128-byte MAT-file header; it is"
              + " truncated or not a MAT-file");
    }
    String header = new String(bytes, 0, 116, StandardCharsets.ISO_8859_1);
    Map<String, String> meta = new LinkedHashMap<>();
    meta.put("header_text", header.replace("\0", "").strip());
    List<NumArray> arrays = new ArrayList<>();
    Map<String, List<String>> texts = new LinkedHashMap<>();
    try {
      if (isHdf5(bytes, 512) || isHdf5(bytes, 0)) {
        meta.put("container", "MATLAB v7.3 (HDF5)");
        readHdf5(file, bytes, arrays, texts);
      } else {
        meta.put("container", "MATLAB Level 5 MAT-file");
        readLevel5(bytes, arrays, texts);
      }
    } catch (DatasetException e) {
      throw e;
    } catch (IOException | RuntimeException e) {
      throw new DatasetException(
          file, 0, "is not a readable MAT-file (damaged or truncated): " + Clip.exception(e), e);
    }
    return ArraySpectra.of("MATLAB .mat", file, arrays, texts, meta);
  }

  private static boolean isHdf5(byte[] bytes, int at) {
    if (bytes.length < at + HDF5.length) {
      return false;
    }
    for (int i = 0; i < HDF5.length; i++) {
      if (bytes[at + i] != HDF5[i]) {
        return false;
      }
    }
    return true;
  }

  private static void readLevel5(
      byte[] bytes, List<NumArray> arrays, Map<String, List<String>> texts) throws IOException {
    try (MatFile mat = Mat5.newReader(Sources.wrap(bytes)).readMat()) {
      for (MatFile.Entry entry : mat.getEntries()) {
        us.hebi.matlab.mat.types.Array value = entry.getValue();
        if (value.getNumDimensions() != 2) {
          continue;
        }
        if (value instanceof Matrix m && !m.isComplex()) {
          int rows = m.getNumRows();
          int cols = m.getNumCols();
          if ((long) rows * cols > FormatLimits.MAX_POINTS * 100L) {
            continue;
          }
          double[] v = new double[rows * cols];
          for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
              v[r * cols + c] = m.getDouble(r, c);
            }
          }
          arrays.add(new NumArray(entry.getName(), rows, cols, v));
        } else if (value instanceof Cell cell) {
          List<String> t = new ArrayList<>();
          for (int i = 0; i < cell.getNumElements(); i++) {
            if (cell.get(i) instanceof Char ch) {
              t.add(ch.getString().strip());
            } else {
              t = null;
              break;
            }
          }
          if (t != null) {
            texts.put(entry.getName(), t);
          }
        } else if (value instanceof Char ch && ch.getNumRows() > 1) {
          List<String> t = new ArrayList<>();
          for (int r = 0; r < ch.getNumRows(); r++) {
            t.add(ch.getRow(r).strip());
          }
          texts.put(entry.getName(), t);
        }
      }
    }
  }

  private static void readHdf5(
      Path file, byte[] bytes, List<NumArray> arrays, Map<String, List<String>> texts) {
    try (HdfFile hdf = HdfFile.fromBytes(bytes)) {
      for (Node node : hdf.getChildren().values()) {
        if (!(node instanceof Dataset ds) || node.getName().startsWith("#")) {
          continue;
        }
        int[] dims = ds.getDimensions();
        if (dims.length != 2 || ds.isCompound() || ds.isVariableLength()) {
          continue;
        }
        long size = (long) dims[0] * dims[1];
        if (size > FormatLimits.MAX_POINTS * 100L || size * 8 > FormatLimits.maxBytes() * 4) {
          throw new DatasetException(
              file, 0, "array '" + node.getName() + "' has " + size + " values, over the limit");
        }
        Class<?> type = ds.getJavaType();
        if (!(type.isPrimitive() && type != boolean.class)
            && !Number.class.isAssignableFrom(type)) {
          continue;
        }
        double[] flat = flat(ds.getDataFlat());
        if (flat.length != size) {
          continue;
        }
        // MATLAB writes column-major: HDF5 dims are (cols, rows).
        NumArray stored = new NumArray(node.getName(), dims[0], dims[1], flat);
        NumArray a = stored.transposed();
        Attribute cls = node.getAttribute("MATLAB_class");
        if (cls != null && "char".equals(String.valueOf(cls.getData()))) {
          List<String> t = new ArrayList<>();
          for (int r = 0; r < a.rows(); r++) {
            StringBuilder s = new StringBuilder();
            for (int c = 0; c < a.cols(); c++) {
              s.append((char) a.get(r, c));
            }
            t.add(s.toString().strip());
          }
          texts.put(node.getName(), t);
        } else {
          arrays.add(a);
        }
      }
    }
  }

  private static double[] flat(Object data) {
    int n = Array.getLength(data);
    double[] out = new double[n];
    for (int i = 0; i < n; i++) {
      Object v = Array.get(data, i);
      out[i] = v instanceof Number num ? num.doubleValue() : Double.NaN;
    }
    return out;
  }
}
