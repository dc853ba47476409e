package org.spectraflow.engine.data.formats.opus;

/**
 * One entry of an OPUS file's directory: the block's 32-bit type code, its length in 4-byte words
 * and its byte offset. The type code packs (low bits first) 2 bits complex/real, 2 bits
 * sample/reference, 6 bits parameter kind (0 for a data block, 1 for a data block's "data status"
 * parameters, others for instrument, acquisition, optics, sample...), 7 bits data kind (1 single
 * channel, 2 interferogram, 3 phase, 4 absorbance, 12 reflectance...) and flag bits above, as the
 * public descriptions of the format (brukeropus and opusreader2 documentation) give it.
 *
 * @param type the type code
 * @param words the block's length in 4-byte words
 * @param offset the block's byte offset
 */
record OpusBlock(long type, int words, int offset) {

  /** The parameter kind (bits 4–9): 0 for data, 1 for data status parameters. */
  int paramKind() {
    return (int) ((type >> 4) & 0x3F);
  }

  /** The data kind (bits 10–16). */
  int dataKind() {
    return (int) ((type >> 10) & 0x7F);
  }

  /** Sample (1) or reference (2) (bits 2–3). */
  int channel() {
    return (int) ((type >> 2) & 0x3);
  }

  /** True for a data block: a data kind, no parameter kind, no extended bits (3D/traces). */
  boolean isData() {
    return paramKind() == 0 && dataKind() != 0 && (type & 0x3FF80000L) == 0;
  }

  /** The type code of this data block's data status parameter block. */
  long statusType() {
    return type | (1L << 4);
  }

  /** The short name readers use: AB, ScSm, ScRf, IgSm, IgRf, PhSm, REFL, ... */
  String name() {
    String side = channel() == 1 ? "Sm" : channel() == 2 ? "Rf" : "";
    return switch (dataKind()) {
      case 1 -> "Sc" + side;
      case 2 -> "Ig" + side;
      case 3 -> "Ph" + side;
      case 4 -> "AB";
      case 5 -> "TR";
      case 12 -> "REFL";
      default -> "data" + dataKind() + side;
    };
  }

  /** The type code as {@code 0x...} text. */
  String code() {
    return "0x" + Long.toHexString(type);
  }
}
