package org.spectraflow.engine.operators.transform.scale;

import java.util.function.DoubleUnaryOperator;

/**
 * scipy's scalar minimisers, followed step for step so that {@link PowerLambda} lands on scipy's λ
 * (scipy 1.17 {@code scipy.optimize._optimize}, BSD-3-Clause): {@code fminbound} (Brent's bounded
 * method with golden-section fallback) and {@code brent} with its downhill {@code bracket} search.
 * Same constants, tolerances and update order. Stateless.
 */
final class ScalarMinimizers {

  private static final double SQRT_EPS = Math.sqrt(2.2e-16);
  private static final double GOLDEN_MEAN = 0.5 * (3.0 - Math.sqrt(5.0));
  private static final double GOLD = 1.618034;
  private static final double VERY_SMALL = 1e-21;
  private static final double GROW_LIMIT = 110.0;
  private static final double CG = 0.3819660;
  private static final double MIN_TOL = 1.0e-11;

  private ScalarMinimizers() {}

  /** {@code scipy.optimize.fminbound(f, x1, x2, xtol=xatol, maxfun=500)}. */
  static double fminbound(DoubleUnaryOperator f, double x1, double x2, double xatol) {
    double a = x1;
    double b = x2;
    double fulc = a + GOLDEN_MEAN * (b - a);
    double nfc = fulc;
    double xf = fulc;
    double rat = 0.0;
    double e = 0.0;
    double x = xf;
    double fx = f.applyAsDouble(x);
    int num = 1;
    double ffulc = fx;
    double fnfc = fx;
    double xm = 0.5 * (a + b);
    double tol1 = SQRT_EPS * Math.abs(xf) + xatol / 3.0;
    double tol2 = 2.0 * tol1;
    while (Math.abs(xf - xm) > (tol2 - 0.5 * (b - a))) {
      boolean golden = true;
      if (Math.abs(e) > tol1) {
        golden = false;
        double r = (xf - nfc) * (fx - ffulc);
        double q = (xf - fulc) * (fx - fnfc);
        double p = (xf - fulc) * q - (xf - nfc) * r;
        q = 2.0 * (q - r);
        if (q > 0.0) {
          p = -p;
        }
        q = Math.abs(q);
        r = e;
        e = rat;
        if (Math.abs(p) < Math.abs(0.5 * q * r) && p > q * (a - xf) && p < q * (b - xf)) {
          rat = (p + 0.0) / q;
          x = xf + rat;
          if ((x - a) < tol2 || (b - x) < tol2) {
            double si = Math.signum(xm - xf) + ((xm - xf) == 0 ? 1 : 0);
            rat = tol1 * si;
          }
        } else {
          golden = true;
        }
      }
      if (golden) {
        e = xf >= xm ? a - xf : b - xf;
        rat = GOLDEN_MEAN * e;
      }
      double si = Math.signum(rat) + (rat == 0 ? 1 : 0);
      x = xf + si * Math.max(Math.abs(rat), tol1);
      double fu = f.applyAsDouble(x);
      num++;
      if (fu <= fx) {
        if (x >= xf) {
          a = xf;
        } else {
          b = xf;
        }
        fulc = nfc;
        ffulc = fnfc;
        nfc = xf;
        fnfc = fx;
        xf = x;
        fx = fu;
      } else {
        if (x < xf) {
          a = x;
        } else {
          b = x;
        }
        if (fu <= fnfc || nfc == xf) {
          fulc = nfc;
          ffulc = fnfc;
          nfc = x;
          fnfc = fu;
        } else if (fu <= ffulc || fulc == xf || fulc == nfc) {
          fulc = x;
          ffulc = fu;
        }
      }
      xm = 0.5 * (a + b);
      tol1 = SQRT_EPS * Math.abs(xf) + xatol / 3.0;
      tol2 = 2.0 * tol1;
      if (num >= 500) {
        break;
      }
    }
    return xf;
  }

  /**
   * {@code scipy.optimize.brent(f, brack=(xa, xb), tol=1.48e-8, maxiter=500)}.
   *
   * @throws IllegalArgumentException when no bracket of a minimum is found
   */
  static double brent(DoubleUnaryOperator f, double xa0, double xb0) {
    double[] br = bracket(f, xa0, xb0);
    double xa = br[0];
    double xb = br[1];
    double xc = br[2];
    double fb = br[4];
    double x = xb;
    double w = xb;
    double v = xb;
    double fw = fb;
    double fv = fb;
    double fx = fb;
    double a = Math.min(xa, xc);
    double b = Math.max(xa, xc);
    double deltax = 0.0;
    double rat = 0.0;
    for (int iter = 0; iter < 500; iter++) {
      double tol1 = 1.48e-8 * Math.abs(x) + MIN_TOL;
      double tol2 = 2.0 * tol1;
      double xmid = 0.5 * (a + b);
      if (Math.abs(x - xmid) < (tol2 - 0.5 * (b - a))) {
        break;
      }
      if (Math.abs(deltax) <= tol1) {
        deltax = x >= xmid ? a - x : b - x;
        rat = CG * deltax;
      } else {
        double tmp1 = (x - w) * (fx - fv);
        double tmp2 = (x - v) * (fx - fw);
        double p = (x - v) * tmp2 - (x - w) * tmp1;
        tmp2 = 2.0 * (tmp2 - tmp1);
        if (tmp2 > 0.0) {
          p = -p;
        }
        tmp2 = Math.abs(tmp2);
        double dxTemp = deltax;
        deltax = rat;
        if (p > tmp2 * (a - x)
            && p < tmp2 * (b - x)
            && Math.abs(p) < Math.abs(0.5 * tmp2 * dxTemp)) {
          rat = p * 1.0 / tmp2;
          double u = x + rat;
          if ((u - a) < tol2 || (b - u) < tol2) {
            rat = xmid - x >= 0 ? tol1 : -tol1;
          }
        } else {
          deltax = x >= xmid ? a - x : b - x;
          rat = CG * deltax;
        }
      }
      double u = Math.abs(rat) < tol1 ? (rat >= 0 ? x + tol1 : x - tol1) : x + rat;
      double fu = f.applyAsDouble(u);
      if (fu > fx) {
        if (u < x) {
          a = u;
        } else {
          b = u;
        }
        if (fu <= fw || w == x) {
          v = w;
          w = u;
          fv = fw;
          fw = fu;
        } else if (fu <= fv || v == x || v == w) {
          v = u;
          fv = fu;
        }
      } else {
        if (u >= x) {
          a = x;
        } else {
          b = x;
        }
        v = w;
        w = x;
        x = u;
        fv = fw;
        fw = fx;
        fx = fu;
      }
    }
    return x;
  }

  /**
   * {@code scipy.optimize.bracket(f, xa, xb, grow_limit=110, maxiter=1000)}: xa, xb, xc, fa, fb,
   * fc.
   */
  private static double[] bracket(DoubleUnaryOperator f, double xa, double xb) {
    double fa = f.applyAsDouble(xa);
    double fb = f.applyAsDouble(xb);
    if (fa < fb) {
      double t = xa;
      xa = xb;
      xb = t;
      t = fa;
      fa = fb;
      fb = t;
    }
    double xc = xb + GOLD * (xb - xa);
    double fc = f.applyAsDouble(xc);
    int iter = 0;
    while (fc < fb) {
      double tmp1 = (xb - xa) * (fb - fc);
      double tmp2 = (xb - xc) * (fb - fa);
      double val = tmp2 - tmp1;
      double denom = Math.abs(val) < VERY_SMALL ? 2.0 * VERY_SMALL : 2.0 * val;
      double w = xb - ((xb - xc) * tmp2 - (xb - xa) * tmp1) / denom;
      double wlim = xb + GROW_LIMIT * (xc - xb);
      if (iter > 1000) {
        throw new IllegalArgumentException("no bracket of a minimum within 1000 iterations");
      }
      iter++;
      double fw;
      if ((w - xc) * (xb - w) > 0.0) {
        fw = f.applyAsDouble(w);
        if (fw < fc) {
          xa = xb;
          xb = w;
          fa = fb;
          fb = fw;
          break;
        } else if (fw > fb) {
          xc = w;
          fc = fw;
          break;
        }
        w = xc + GOLD * (xc - xb);
        fw = f.applyAsDouble(w);
      } else if ((w - wlim) * (wlim - xc) >= 0.0) {
        w = wlim;
        fw = f.applyAsDouble(w);
      } else if ((w - wlim) * (xc - w) > 0.0) {
        fw = f.applyAsDouble(w);
        if (fw < fc) {
          xb = xc;
          xc = w;
          w = xc + GOLD * (xc - xb);
          fb = fc;
          fc = fw;
          fw = f.applyAsDouble(w);
        }
      } else {
        w = xc + GOLD * (xc - xb);
        fw = f.applyAsDouble(w);
      }
      xa = xb;
      xb = xc;
      xc = w;
      fa = fb;
      fb = fc;
      fc = fw;
    }
    boolean ok =
        ((fb < fc && fb <= fa) || (fb < fa && fb <= fc))
            && ((xa < xb && xb < xc) || (xc < xb && xb < xa))
            && Double.isFinite(xa)
            && Double.isFinite(xb)
            && Double.isFinite(xc);
    if (!ok) {
      throw new IllegalArgumentException("no valid bracket of a minimum was found");
    }
    return new double[] {xa, xb, xc, fa, fb, fc};
  }
}
