package org.spectraflow.engine.data.formats.opus;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.spectraflow.engine.data.formats.Bytes;
import org.spectraflow.engine.data.formats.FormatLimits;
import org.spectraflow.engine.data.formats.SpectraFile;
import org.spectraflow.engine.data.formats.SpectraFormat;
import org.spectraflow.engine.data.formats.Spectrum;
import org.spectraflow.engine.data.io.DatasetException;
import org.spectraflow.engine.data.read.ReaderInput;

/**
 * Reads Bruker OPUS binary files (extensions {@code .0}, {@code .1}, {@code .001}...), written from
 * the block layout the open readers document (brukeropus, opusreader2): a 24-byte header (magic
 * {@code 0A 0A FE FE}, the directory's offset and entry count), a directory of 12-byte entries
 * ({@link OpusBlock}), parameter blocks (3-letter name, type 0 int32, 1 float64, 2–4 text; ended by
 * {@code END}) and float32 data blocks, each paired with its "data status" parameter block (NPT
 * points, FXV/LXV first and last x, CSF scale factor, DXU x unit). The primary spectrum is chosen
 * as those readers do: the absorbance block without the 0x40000000 flag ({@code 0x100f}), else any
 * absorbance block, else reflectance (REFL), else the first single-channel sample block; the other
 * data blocks are listed in the metadata. Instrument, acquisition and sample parameters (INS, SNM,
 * RES, NSS...) become metadata. See docs/formats.md.
 */
public final class OpusFormat implements SpectraFormat {

  /** This reader's id. */
  public static final String ID = "opus";

  /** The magic bytes 0A 0A FE FE as ISO-8859-1 text. */
  private static final String MAGIC = "\n\n\u00fe\u00fe";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "Bruker OPUS spectra file";
  }

  @Override
  public ReaderInput input() {
    return ReaderInput.file(MAGIC, "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "opus");
  }

  @Override
  public SpectraFile parse(Path file, byte[] raw) {
    Bytes b = Bytes.littleEndian(file, raw);
    b.require(0, 24, "the 24-byte OPUS header");
    if (b.i32(0, "the magic number") != 0xFEFE0A0A) {
      throw b.error(0, "expected the OPUS magic bytes 0A 0A FE FE: it is not an OPUS file");
    }
    int dirOffset = b.i32(12, "the directory offset");
    int entries = b.i32(20, "the directory entry count");
    int count = b.count(20, entries, 100_000, dirOffset, 12, "directory entries");
    List<OpusBlock> blocks = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      long at = (long) dirOffset + 12L * i;
      long type = b.i32(at, "the type of directory entry " + (i + 1)) & 0xFFFFFFFFL;
      int words = b.i32(at + 4, "the length of directory entry " + (i + 1));
      int offset = b.i32(at + 8, "the offset of directory entry " + (i + 1));
      if (words < 0 || offset < 0 || (long) offset + 4L * words > b.size()) {
        throw b.error(
            at,
            "directory entry "
                + (i + 1)
                + " places a block of "
                + words
                + " words at byte "
                + offset
                + ", outside the file's "
                + b.size()
                + " bytes: it is truncated or damaged");
      }
      blocks.add(new OpusBlock(type, words, offset));
    }
    Map<String, String> meta = new LinkedHashMap<>();
    Map<Long, Map<String, Object>> status = new LinkedHashMap<>();
    for (OpusBlock block : blocks) {
      if (block.paramKind() == 0 || block.type() == 0x3400 || (block.type() & 0x3FF80000L) != 0) {
        continue;
      }
      Map<String, Object> params = OpusParameters.read(b, block);
      if (block.paramKind() == 1) {
        status.putIfAbsent(block.type(), params);
      } else {
        params.forEach((k, v) -> meta.putIfAbsent(k, String.valueOf(v)));
      }
    }
    List<OpusBlock> data = new ArrayList<>();
    for (OpusBlock block : blocks) {
      if (block.isData() && status.containsKey(block.statusType())) {
        data.add(block);
      }
    }
    if (data.isEmpty()) {
      throw new DatasetException(
          file, 0, "holds no data block with its data status parameters (NPT, FXV, LXV)");
    }
    OpusBlock primary = primary(data);
    List<String> listed = new ArrayList<>();
    for (OpusBlock block : data) {
      listed.add(block.name() + " (" + block.code() + ")");
    }
    meta.put("data_blocks", String.join(", ", listed));
    meta.put("primary_block", primary.name() + " (" + primary.code() + ")");
    Map<String, Object> st = status.get(primary.statusType());
    Spectrum spectrum = spectrum(b, primary, st);
    String dxu = String.valueOf(st.getOrDefault("DXU", ""));
    return new SpectraFile("Bruker OPUS", List.of(spectrum), xUnit(dxu), yUnit(primary), meta);
  }

  /**
   * The AB block without flags, else any AB, else REFL, else a sample single channel, else first.
   */
  private static OpusBlock primary(List<OpusBlock> data) {
    Optional<OpusBlock> plainAb = data.stream().filter(d -> d.type() == 0x100fL).findFirst();
    if (plainAb.isPresent()) {
      return plainAb.get();
    }
    for (int kind : new int[] {4, 12}) {
      Optional<OpusBlock> any = data.stream().filter(d -> d.dataKind() == kind).findFirst();
      if (any.isPresent()) {
        return any.get();
      }
    }
    return data.stream()
        .filter(d -> d.dataKind() == 1 && d.channel() == 1)
        .findFirst()
        .orElse(data.get(0));
  }

  private static Spectrum spectrum(Bytes b, OpusBlock block, Map<String, Object> st) {
    String which = block.name() + " block (" + block.code() + ")";
    int npt = integer(b, block, st, "NPT");
    double fxv = real(b, block, st, "FXV");
    double lxv = real(b, block, st, "LXV");
    double csf = st.containsKey("CSF") ? real(b, block, st, "CSF") : 1.0;
    if (npt < 1 || npt > FormatLimits.MAX_POINTS || (long) npt > block.words()) {
      throw b.error(
          block.offset(),
          "the "
              + which
              + " has "
              + block.words()
              + " values but its status parameters say NPT = "
              + npt);
    }
    double[] x = new double[npt];
    double[] y = new double[npt];
    double step = npt > 1 ? (lxv - fxv) / (npt - 1) : 0;
    for (int i = 0; i < npt; i++) {
      x[i] = fxv + i * step;
      y[i] = b.f32(block.offset() + 4L * i, "value " + (i + 1) + " of the " + which) * csf;
    }
    Map<String, String> meta = new LinkedHashMap<>();
    st.forEach((k, v) -> meta.put(k, String.valueOf(v)));
    meta.put("block", block.name());
    return new Spectrum(block.name(), x, y, meta);
  }

  private static int integer(Bytes b, OpusBlock block, Map<String, Object> st, String key) {
    if (st.get(key) instanceof Integer v) {
      return v;
    }
    throw b.error(block.offset(), "the " + block.name() + " block's status parameters lack " + key);
  }

  private static double real(Bytes b, OpusBlock block, Map<String, Object> st, String key) {
    Object v = st.get(key);
    if (v instanceof Double d && Double.isFinite(d)) {
      return d;
    }
    if (v instanceof Integer i) {
      return i;
    }
    throw b.error(
        block.offset(), "the " + block.name() + " block's status parameters lack a finite " + key);
  }

  private static String xUnit(String dxu) {
    return switch (dxu) {
      case "WN" -> "cm-1 (wavenumber)";
      case "MI" -> "micrometers";
      case "NM" -> "nm (wavelength)";
      case "LGW" -> "log wavenumber";
      case "MIN" -> "minutes";
      case "PNT" -> "points";
      default -> dxu;
    };
  }

  private static String yUnit(OpusBlock block) {
    return switch (block.dataKind()) {
      case 4 -> "absorbance";
      case 5 -> "transmittance";
      case 12 -> "reflectance";
      case 1 -> "single channel";
      case 2 -> "interferogram";
      default -> "";
    };
  }
}
