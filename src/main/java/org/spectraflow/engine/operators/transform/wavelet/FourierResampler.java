package org.spectraflow.engine.operators.transform.wavelet;

/**
 * scipy's {@code signal.resample} for upsampling a real sequence of length m to p > m points: real
 * DFT, the Nyquist bin of an even m halved, scaled by p/m, inverse real DFT of length p. A direct
 * DFT in double over precomputed twiddle tables (exact integer angle reduction). Immutable; one
 * instance serves every row of the same shape.
 */
final class FourierResampler {

  private final int m;
  private final int p;
  private final double[] cosM;
  private final double[] sinM;
  private final double[] cosP;
  private final double[] sinP;

  FourierResampler(int m, int p) {
    this.m = m;
    this.p = p;
    this.cosM = new double[m];
    this.sinM = new double[m];
    this.cosP = new double[p];
    this.sinP = new double[p];
    for (int j = 0; j < m; j++) {
      cosM[j] = Math.cos(2 * Math.PI * j / m);
      sinM[j] = Math.sin(2 * Math.PI * j / m);
    }
    for (int j = 0; j < p; j++) {
      cosP[j] = Math.cos(2 * Math.PI * j / p);
      sinP[j] = Math.sin(2 * Math.PI * j / p);
    }
  }

  /**
   * The last resampler a transform used, rebuilt when the shape changes: one per transform
   * instance, safe to share between threads (a stale read only rebuilds the tables).
   */
  static final class Cache {
    private volatile FourierResampler last;

    /** A resampler from m to p points. */
    FourierResampler get(int m, int p) {
      FourierResampler r = last;
      if (r == null || !r.fits(m, p)) {
        r = new FourierResampler(m, p);
        last = r;
      }
      return r;
    }
  }

  boolean fits(int m, int p) {
    return this.m == m && this.p == p;
  }

  /** Writes the resampled {@code x} (length m) into {@code out} (length p). */
  void resample(double[] x, double[] out) {
    int bins = m / 2 + 1;
    double[] re = new double[bins];
    double[] im = new double[bins];
    for (int k = 0; k < bins; k++) {
      double sr = 0.0;
      double si = 0.0;
      int idx = 0;
      for (int j = 0; j < m; j++) {
        sr += x[j] * cosM[idx];
        si -= x[j] * sinM[idx];
        idx += k;
        if (idx >= m) {
          idx -= m;
        }
      }
      double weight = (m % 2 == 0 && k == m / 2 && k > 0) ? 0.5 : 1.0;
      re[k] = sr * weight;
      im[k] = si * weight;
    }
    for (int n = 0; n < p; n++) {
      double s = 0.0;
      int idx = n;
      for (int k = 1; k < bins; k++) {
        s += re[k] * cosP[idx] - im[k] * sinP[idx];
        idx += n;
        if (idx >= p) {
          idx -= p;
        }
      }
      out[n] = (re[0] + 2 * s) / m;
    }
  }
}
