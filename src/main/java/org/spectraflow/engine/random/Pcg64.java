package org.spectraflow.engine.random;

/**
 * numpy's {@code PCG64} bit generator (PCG XSL-RR 128/64, O'Neill 2014) seeded through a {@link
 * SeedSequence}, with its one-word buffer for 32-bit draws (the low half of a 64-bit draw first,
 * the high half on the next call). Ported from numpy (BSD licence); reproduces {@code PCG64(seed)}
 * bit for bit. Mutable and not thread-safe.
 */
public final class Pcg64 {

  private static final long MULT_HI = 0x2360ED051FC65DA4L;
  private static final long MULT_LO = 0x4385DF649FCCF645L;

  private long stateHi;
  private long stateLo;
  private final long incHi;
  private final long incLo;
  private boolean hasUint32;
  private int uint32;

  /** The generator {@code PCG64(SeedSequence(seed))}. */
  public Pcg64(SeedSequence seed) {
    long[] val = seed.generateState64(4);
    long initHi = val[0];
    long initLo = val[1];
    long seqHi = val[2];
    long seqLo = val[3];
    incHi = (seqHi << 1) | (seqLo >>> 63);
    incLo = (seqLo << 1) | 1L;
    stateHi = 0;
    stateLo = 0;
    step();
    long lo = stateLo + initLo;
    long carry = Long.compareUnsigned(lo, stateLo) < 0 ? 1 : 0;
    stateHi = stateHi + initHi + carry;
    stateLo = lo;
    step();
  }

  /** The generator of {@code PCG64(seed)}. */
  public Pcg64(long seed) {
    this(new SeedSequence(seed));
  }

  /** The 128-bit state as {high, low}. */
  public long[] state() {
    return new long[] {stateHi, stateLo};
  }

  /** The 128-bit increment as {high, low}. */
  public long[] increment() {
    return new long[] {incHi, incLo};
  }

  /** The next 64-bit output. */
  public long next64() {
    step();
    int rot = (int) (stateHi >>> 58);
    long x = stateHi ^ stateLo;
    return Long.rotateRight(x, rot);
  }

  /** The next 32-bit output (unsigned, in a long), buffered from 64-bit outputs. */
  public long next32() {
    if (hasUint32) {
      hasUint32 = false;
      return uint32 & 0xffffffffL;
    }
    long next = next64();
    hasUint32 = true;
    uint32 = (int) (next >>> 32);
    return next & 0xffffffffL;
  }

  /** A double in [0, 1) with 53 random bits. */
  public double nextDouble() {
    return (next64() >>> 11) * 0x1.0p-53;
  }

  /** state = state·MULT + inc (mod 2¹²⁸). */
  private void step() {
    long lo = stateLo * MULT_LO;
    long hi = Math.unsignedMultiplyHigh(stateLo, MULT_LO) + stateLo * MULT_HI + stateHi * MULT_LO;
    long sumLo = lo + incLo;
    long carry = Long.compareUnsigned(sumLo, lo) < 0 ? 1 : 0;
    stateHi = hi + incHi + carry;
    stateLo = sumLo;
  }
}
