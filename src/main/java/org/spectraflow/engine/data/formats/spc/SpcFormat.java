package org.spectraflow.engine.data.formats.spc;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.data.formats.Bytes;
import org.spectraflow.engine.data.formats.FormatLimits;
import org.spectraflow.engine.data.formats.SpectraFile;
import org.spectraflow.engine.data.formats.SpectraFormat;
import org.spectraflow.engine.data.formats.Spectrum;
import org.spectraflow.engine.data.read.ReaderInput;

/**
 * Reads Thermo-Galactic SPC files, written from the public "SPC file format" description (Galactic
 * Industries, spc.h of the GRAMS SDK): the new little-endian header (version byte {@code 0x4B}, 512
 * bytes) and the old one ({@code 0x4D}, 256 bytes with the first subfile header inside it and
 * 32-bit ordinates stored high word first); single and multiple spectra ({@code TMULTI}); even x
 * ({@code ffirst..flast} over {@code fnpts}), one shared x array ({@code TXVALS}) or an x array per
 * subfile ({@code TXYXYS}, found through the subfile directory at offset {@code fnpts}); 32-bit or
 * 16-bit ({@code TSPREC}) integer ordinates scaled by 2^(exp−32) or 2^(exp−16), IEEE floats when
 * the exponent is −128; the exponent is each subfile's own {@code subexp} in a multifile and {@code
 * fexp} in a single file, taken literally. The log block's text ({@code KEY=VALUE} lines) becomes
 * metadata. Big-endian files ({@code 0x4C}) are refused. See docs/formats.md.
 */
public final class SpcFormat implements SpectraFormat {

  /** This reader's id. */
  public static final String ID = "spc";

  private static final int TSPREC = 0x01;
  private static final int TMULTI = 0x04;
  private static final int TXYXYS = 0x40;
  private static final int TXVALS = 0x80;
  private static final int FLOAT_EXP = -128;

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "Thermo-Galactic SPC spectra file";
  }

  @Override
  public ReaderInput input() {
    return ReaderInput.file("", "spc");
  }

  @Override
  public SpectraFile parse(Path file, byte[] raw) {
    Bytes b = Bytes.littleEndian(file, raw);
    int flags = b.u8(0, "the file type flags (ftflgs)");
    int version = b.u8(1, "the version byte (fversn)");
    return switch (version) {
      case 0x4B -> readNew(b, flags);
      case 0x4D -> readOld(b, flags);
      case 0x4C ->
          throw b.error(
              1,
              "version byte 0x4C marks a big-endian (Motorola) SPC file, which SpectraFlow does"
                  + " not read; re-save it from the instrument software as a little-endian (new"
                  + " format, 0x4B) SPC file");
      default ->
          throw b.error(
              1,
              String.format(
                  "expected the SPC version byte 0x4B (new format) or 0x4D (old format) but found"
                      + " 0x%02X: it is not an SPC file or it is damaged",
                  version));
    };
  }

  private static SpectraFile readNew(Bytes b, int flags) {
    b.require(0, 512, "the 512-byte SPC header");
    int fexp = b.s8(3, "the exponent (fexp)");
    int fnpts = b.i32(4, "the point count (fnpts)");
    double ffirst = b.f64(8, "the first x (ffirst)");
    double flast = b.f64(16, "the last x (flast)");
    int fnsub = b.i32(24, "the subfile count (fnsub)");
    int fxtype = b.u8(28, "the x unit (fxtype)");
    int fytype = b.u8(29, "the y unit (fytype)");
    int fztype = b.u8(30, "the z unit (fztype)");
    int flogoff = b.i32(248, "the log block offset (flogoff)");
    boolean multi = (flags & TMULTI) != 0;
    boolean xyxy = (flags & TXYXYS) != 0;
    boolean xvals = (flags & TXVALS) != 0;
    boolean prec16 = (flags & TSPREC) != 0;
    int subfiles = multi ? fnsub : 1;
    if (subfiles < 1 || subfiles > FormatLimits.MAX_SPECTRA) {
      throw b.error(24, "expected a subfile count (fnsub) of at least 1 but read " + fnsub);
    }
    Map<String, String> meta = new LinkedHashMap<>();
    meta.put("fversn", "0x4b");
    meta.put("ftflgs", String.format("0x%x", flags));
    meta.put("fexp", Integer.toString(fexp));
    meta.put("fnsub", Integer.toString(fnsub));
    meta.put("fres", b.text(36, 9, "the resolution text (fres)"));
    meta.put("fsource", b.text(45, 9, "the source instrument text (fsource)"));
    meta.put("fcmnt", b.text(88, 130, "the comment (fcmnt)"));
    meta.put("z_units", SpcUnits.x(fztype));
    String title = multi ? "" : meta.get("fcmnt");
    List<Spectrum> spectra = new ArrayList<>();
    long pos = 512;
    double[] sharedX = null;
    if (xyxy) {
      long[] starts = directory(b, fnpts, subfiles, 512);
      for (int s = 0; s < subfiles; s++) {
        spectra.add(subfile(b, starts[s], s, null, multi ? null : fexp, prec16, title, true));
      }
    } else {
      int points = b.count(4, fnpts, FormatLimits.MAX_POINTS, 512, xvals ? 4 : 0, "points (fnpts)");
      if (points < 1) {
        throw b.error(4, "expected at least one point (fnpts) but read " + fnpts);
      }
      if (xvals) {
        sharedX = new double[points];
        for (int i = 0; i < points; i++) {
          sharedX[i] = b.f32(pos + 4L * i, "x value " + (i + 1));
        }
        pos += 4L * points;
      } else {
        sharedX = even(ffirst, flast, points);
      }
      int bytesEach = prec16 ? 2 : 4;
      for (int s = 0; s < subfiles; s++) {
        Spectrum sp = subfile(b, pos, s, sharedX, multi ? null : fexp, prec16, title, false);
        spectra.add(sp);
        pos +=
            32 + (long) points * (subExp(b, pos, multi ? null : fexp) == FLOAT_EXP ? 4 : bytesEach);
      }
    }
    if (flogoff > 0) {
      meta.putAll(logBlock(b, flogoff));
    }
    return new SpectraFile("SPC", spectra, SpcUnits.x(fxtype), SpcUnits.y(fytype), meta);
  }

  /** The subfile offsets from the directory at {@code fnpts} (TXYXYS), or sequential when none. */
  private static long[] directory(Bytes b, int fnpts, int subfiles, long first) {
    long[] starts = new long[subfiles];
    if (fnpts <= 0) {
      throw b.error(
          4, "expected the subfile directory offset (fnpts) of an XYXY file but read " + fnpts);
    }
    b.require(fnpts, 12L * subfiles, "the subfile directory of " + subfiles + " entries");
    for (int s = 0; s < subfiles; s++) {
      long at = fnpts + 12L * s;
      int position = b.i32(at, "the position of subfile " + (s + 1));
      if (position < first || position >= b.size()) {
        throw b.error(
            at,
            "the subfile directory places subfile "
                + (s + 1)
                + " at byte "
                + position
                + ", outside the file's data (bytes "
                + first
                + ".."
                + b.size()
                + ")");
      }
      starts[s] = position;
    }
    return starts;
  }

  private static int subExp(Bytes b, long at, Integer fileExp) {
    return fileExp != null ? fileExp : b.s8(at + 1, "the subfile exponent (subexp)");
  }

  private static Spectrum subfile(
      Bytes b,
      long at,
      int index,
      double[] sharedX,
      Integer fileExp,
      boolean prec16,
      String title,
      boolean ownX) {
    String which = "subfile " + (index + 1);
    b.require(at, 32, "the 32-byte header of " + which);
    int exp = subExp(b, at, fileExp);
    float z = b.f32(at + 4, "the z value of " + which);
    long data = at + 32;
    double[] x;
    int points;
    if (ownX) {
      int subnpts = b.i32(at + 16, "the point count of " + which);
      points = b.count(at + 16, subnpts, FormatLimits.MAX_POINTS, data, 4, "x values of " + which);
      x = new double[points];
      for (int i = 0; i < points; i++) {
        x[i] = b.f32(data + 4L * i, "x value " + (i + 1) + " of " + which);
      }
      data += 4L * points;
    } else {
      x = sharedX;
      points = x.length;
    }
    double[] y = ordinates(b, data, points, exp, prec16, false, which);
    Map<String, String> meta = new LinkedHashMap<>();
    meta.put("z", Float.toString(z));
    meta.put("subexp", Integer.toString(exp));
    return new Spectrum(index == 0 ? title : "", x, y, meta);
  }

  private static double[] ordinates(
      Bytes b, long at, int points, int exp, boolean prec16, boolean highWordFirst, String which) {
    int bytesEach = exp == FLOAT_EXP ? 4 : prec16 ? 2 : 4;
    b.require(at, (long) points * bytesEach, points + " ordinates of " + which);
    double[] y = new double[points];
    if (exp == FLOAT_EXP) {
      for (int i = 0; i < points; i++) {
        y[i] = b.f32(at + 4L * i, "an ordinate");
      }
      return y;
    }
    if (exp < -127 || exp > 127) {
      throw b.error(at, "expected an exponent within -127..127 or -128 but read " + exp);
    }
    double scale = Math.scalb(1.0, exp - (prec16 ? 16 : 32));
    for (int i = 0; i < points; i++) {
      long off = at + (long) bytesEach * i;
      int v;
      if (prec16) {
        v = b.i16(off, "an ordinate");
      } else if (highWordFirst) {
        v = (b.u16(off, "an ordinate") << 16) | b.u16(off + 2, "an ordinate");
      } else {
        v = b.i32(off, "an ordinate");
      }
      y[i] = v * scale;
    }
    return y;
  }

  private static double[] even(double first, double last, int points) {
    double[] x = new double[points];
    double step = points > 1 ? (last - first) / (points - 1) : 0;
    for (int i = 0; i < points; i++) {
      x[i] = first + i * step;
    }
    return x;
  }

  /** The old (0x4D) format: 256-byte header, float point count and x ends, high-word-first y. */
  private static SpectraFile readOld(Bytes b, int flags) {
    b.require(0, 256, "the 256-byte old-format SPC header");
    int oexp = b.i16(2, "the exponent (oexp)");
    float onpts = b.f32(4, "the point count (onpts)");
    double ofirst = b.f32(8, "the first x (ofirst)");
    double olast = b.f32(12, "the last x (olast)");
    int xtype = b.u8(16, "the x unit (oxtype)");
    int ytype = b.u8(17, "the y unit (oytype)");
    if (!(onpts >= 1 && onpts <= FormatLimits.MAX_POINTS) || onpts != Math.rint(onpts)) {
      throw b.error(4, "expected a whole point count (onpts) of at least 1 but read " + onpts);
    }
    if ((flags & (TXVALS | TXYXYS)) != 0) {
      throw b.error(0, "an old-format (0x4D) SPC file with an x array is not supported");
    }
    int points = (int) onpts;
    boolean multi = (flags & TMULTI) != 0;
    boolean prec16 = (flags & TSPREC) != 0;
    Map<String, String> meta = new LinkedHashMap<>();
    meta.put("fversn", "0x4d");
    meta.put("ftflgs", String.format("0x%x", flags));
    meta.put("fexp", Integer.toString(oexp));
    meta.put("fres", b.text(24, 8, "the resolution text (ores)"));
    meta.put("fcmnt", b.text(64, 130, "the comment (ocmnt)"));
    double[] x = even(ofirst, olast, points);
    List<Spectrum> spectra = new ArrayList<>();
    long at = 224;
    int bytesEach = prec16 ? 2 : 4;
    do {
      String which = "subfile " + (spectra.size() + 1);
      b.require(at, 32, "the 32-byte header of " + which);
      int exp = multi ? b.s8(at + 1, "the exponent of " + which) : oexp;
      float z = b.f32(at + 4, "the z value of " + which);
      long data = at + 32;
      int each = exp == FLOAT_EXP ? 4 : bytesEach;
      double[] y = ordinates(b, data, points, exp, prec16, true, which);
      Map<String, String> sm = new LinkedHashMap<>();
      sm.put("z", Float.toString(z));
      sm.put("subexp", Integer.toString(exp));
      spectra.add(new Spectrum(spectra.isEmpty() ? meta.get("fcmnt") : "", x, y, sm));
      at = data + (long) points * each;
      if (spectra.size() > FormatLimits.MAX_SPECTRA) {
        throw b.error(at, "more than " + FormatLimits.MAX_SPECTRA + " subfiles");
      }
    } while (multi && at < b.size());
    if (multi && at != b.size()) {
      throw b.error(at, "the last subfile is truncated");
    }
    return new SpectraFile("SPC", spectra, SpcUnits.x(xtype), SpcUnits.y(ytype), meta);
  }

  /** The log block's {@code KEY=VALUE} text lines. */
  private static Map<String, String> logBlock(Bytes b, int flogoff) {
    b.require(flogoff, 64, "the 64-byte log block header at flogoff");
    int size = b.i32(flogoff, "the log block size (logsizd)");
    int textOffset = b.i32(flogoff + 8, "the log text offset (logtxto)");
    if (size < 64 || textOffset < 0 || textOffset > size) {
      throw b.error(
          flogoff,
          "expected a log block size of at least 64 and a text offset within it but read "
              + size
              + " and "
              + textOffset);
    }
    long start = (long) flogoff + textOffset;
    long length = Math.min((long) size - textOffset, b.size() - start);
    if (length < 0) {
      throw b.error(start, "expected the log text but the file ends before it");
    }
    String text = b.text(start, (int) length, "the log text");
    Map<String, String> out = new LinkedHashMap<>();
    for (String line : text.split("[\r\n]+")) {
      int eq = line.indexOf('=');
      if (eq > 0) {
        out.putIfAbsent(line.substring(0, eq).strip(), line.substring(eq + 1).strip());
      }
    }
    return out;
  }
}
