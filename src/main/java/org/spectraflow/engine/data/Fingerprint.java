package org.spectraflow.engine.data;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * A 128-bit content fingerprint of a block or of a derivation (operator config + inputs).
 *
 * <p>Raw blocks get a fingerprint of their bits (MurmurHash3 x64 128), computed once; a derived
 * block gets {@link #derive} of the operator's canonical configuration and its inputs'
 * fingerprints, so no pass over the data is needed. Collisions are as unlikely as for any 128-bit
 * hash.
 *
 * @param hi the high 64 bits
 * @param lo the low 64 bits
 */
public record Fingerprint(long hi, long lo) {

  /** The fingerprint of nothing (used as a neutral start value). */
  public static final Fingerprint ZERO = new Fingerprint(0L, 0L);

  /** Lower-case hex, 32 characters. */
  public String hex() {
    return String.format("%016x%016x", hi, lo);
  }

  /** The first {@code n} hex characters (n ≤ 32), for display. */
  public String shortHex(int n) {
    return hex().substring(0, Math.min(32, Math.max(0, n)));
  }

  @Override
  public String toString() {
    return hex();
  }

  /**
   * The fingerprint of a derivation: SHA-256 over a tag (e.g. the operator's canonical config) and
   * the parts, truncated to 128 bits. Order matters.
   */
  public static Fingerprint derive(String tag, Fingerprint... parts) {
    MessageDigest sha = sha256();
    sha.update(tag.getBytes(StandardCharsets.UTF_8));
    byte[] buf = new byte[16];
    for (Fingerprint p : parts) {
      putLong(buf, 0, p.hi);
      putLong(buf, 8, p.lo);
      sha.update(buf);
    }
    byte[] d = sha.digest();
    return new Fingerprint(getLong(d, 0), getLong(d, 8));
  }

  /** The fingerprint of a string alone (SHA-256 truncated to 128 bits). */
  public static Fingerprint ofString(String text) {
    return derive(text);
  }

  /** MurmurHash3 x64 128 over the bit patterns of {@code values} (float32 bits). */
  public static Fingerprint ofFloats(float[] values, int rows, int cols) {
    Murmur3 m = new Murmur3(31L * rows + cols);
    for (float v : values) {
      m.add(Float.floatToRawIntBits(v) & 0xffffffffL);
    }
    return m.finish(values.length);
  }

  /** MurmurHash3 x64 128 over the bit patterns of {@code values} (float64 bits). */
  public static Fingerprint ofDoubles(double[] values, int rows, int cols) {
    Murmur3 m = new Murmur3(37L * rows + cols + 0x5bd1e995L);
    for (double v : values) {
      m.add(Double.doubleToRawLongBits(v));
    }
    return m.finish(values.length);
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is required by every Java platform", e);
    }
  }

  private static void putLong(byte[] b, int off, long v) {
    for (int i = 0; i < 8; i++) {
      b[off + i] = (byte) (v >>> (56 - 8 * i));
    }
  }

  private static long getLong(byte[] b, int off) {
    long v = 0;
    for (int i = 0; i < 8; i++) {
      v = (v << 8) | (b[off + i] & 0xffL);
    }
    return v;
  }

  /** Streaming MurmurHash3 x64 128 over 64-bit words (two words per 16-byte block). */
  private static final class Murmur3 {
    private static final long C1 = 0x87c37b91114253d5L;
    private static final long C2 = 0x4cf5ad432745937fL;
    private long h1;
    private long h2;
    private long pending;
    private boolean hasPending;

    Murmur3(long seed) {
      h1 = seed;
      h2 = seed ^ 0x9e3779b97f4a7c15L;
    }

    void add(long word) {
      if (!hasPending) {
        pending = word;
        hasPending = true;
        return;
      }
      mix(pending, word);
      hasPending = false;
    }

    private void mix(long k1, long k2) {
      k1 *= C1;
      k1 = Long.rotateLeft(k1, 31);
      k1 *= C2;
      h1 ^= k1;
      h1 = Long.rotateLeft(h1, 27);
      h1 += h2;
      h1 = h1 * 5 + 0x52dce729;
      k2 *= C2;
      k2 = Long.rotateLeft(k2, 33);
      k2 *= C1;
      h2 ^= k2;
      h2 = Long.rotateLeft(h2, 31);
      h2 += h1;
      h2 = h2 * 5 + 0x38495ab5;
    }

    Fingerprint finish(long length) {
      if (hasPending) {
        mix(pending, 0x27d4eb2f165667c5L);
      }
      h1 ^= length;
      h2 ^= length;
      h1 += h2;
      h2 += h1;
      h1 = fmix(h1);
      h2 = fmix(h2);
      h1 += h2;
      h2 += h1;
      return new Fingerprint(h1, h2);
    }

    private static long fmix(long k) {
      k ^= k >>> 33;
      k *= 0xff51afd7ed558ccdL;
      k ^= k >>> 33;
      k *= 0xc4ceb9fe1a85ec53L;
      k ^= k >>> 33;
      return k;
    }
  }
}
