package org.spectraflow.engine.random;

/**
 * The 256-layer ziggurat of numpy's {@code Generator.standard_normal} (Marsaglia and Tsang, 2000,
 * as numpy lays it out: layer index from the low 8 bits of a 64-bit draw, sign from the next bit, a
 * 52-bit magnitude, the exponential tail beyond {@code R}). numpy ships precomputed tables; ours
 * are computed once from the same construction (right edge {@code R}, layer area {@code V}, the
 * value for which numpy's base layer is reproduced exactly), in {@link StrictMath}, so they are the
 * same on every machine. Draws agree with numpy's to about 1e-13 relative; see
 * docs/compatibility.md. Immutable tables, stateless methods.
 */
final class Ziggurat {

  /** Right edge of the base layer. */
  static final double R = 3.6541528853610088;

  private static final double INV_R = 0.27366123732975828;
  private static final double V = 0.004928673233974652;
  private static final double M52 = 0x1.0p52;

  private static final long[] KI = new long[256];
  private static final double[] WI = new double[256];
  private static final double[] FI = new double[256];

  static {
    double dn = R;
    double tn = dn;
    double q = V / StrictMath.exp(-0.5 * dn * dn);
    KI[0] = (long) (dn / q * M52);
    KI[1] = 0;
    WI[0] = q / M52;
    WI[255] = dn / M52;
    FI[0] = 1.0;
    FI[255] = StrictMath.exp(-0.5 * dn * dn);
    for (int i = 254; i >= 1; i--) {
      dn = StrictMath.sqrt(-2 * StrictMath.log(V / dn + StrictMath.exp(-0.5 * dn * dn)));
      KI[i + 1] = (long) (dn / tn * M52);
      tn = dn;
      FI[i] = StrictMath.exp(-0.5 * dn * dn);
      WI[i] = dn / M52;
    }
  }

  private Ziggurat() {}

  /** One standard normal draw from {@code bits}. */
  static double standardNormal(Pcg64 bits) {
    while (true) {
      long r = bits.next64();
      int idx = (int) (r & 0xff);
      r >>>= 8;
      boolean negative = (r & 1) != 0;
      long rabs = (r >>> 1) & 0x000fffffffffffffL;
      double x = rabs * WI[idx];
      if (negative) {
        x = -x;
      }
      if (rabs < KI[idx]) {
        return x;
      }
      if (idx == 0) {
        while (true) {
          double xx = -INV_R * Math.log1p(-bits.nextDouble());
          double yy = -Math.log1p(-bits.nextDouble());
          if (yy + yy > xx * xx) {
            return ((rabs >>> 8) & 1) != 0 ? -(R + xx) : R + xx;
          }
        }
      }
      if ((FI[idx - 1] - FI[idx]) * bits.nextDouble() + FI[idx] < Math.exp(-0.5 * x * x)) {
        return x;
      }
    }
  }
}
