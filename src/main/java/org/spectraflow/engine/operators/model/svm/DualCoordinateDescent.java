package org.spectraflow.engine.operators.model.svm;

import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.random.Mt19937;

/**
 * The dual coordinate-descent solvers of liblinear as scikit-learn ships them (BSD-3-Clause, {@code
 * sklearn/svm/src/liblinear/linear.cpp}): {@code solve_l2r_l1l2_svc} for the L1- and L2-loss SVM
 * dual (C.-J. Hsieh, K.-W. Chang, C.-J. Lin, S. S. Keerthi, S. Sundararajan, "A Dual Coordinate
 * Descent Method for Large-scale Linear SVM", ICML 2008, Algorithm 3) and {@code
 * solve_l2r_l1l2_svr} for the ε-SVR dual (C.-H. Ho, C.-J. Lin, "Large-scale Linear Support Vector
 * Regression", JMLR 2012, Algorithm 4), with shrinking, followed step by step. Each sweep visits
 * the active rows in the order of a Fisher–Yates shuffle drawn by scikit-learn's {@code
 * bounded_rand_int} (Lemire's method on {@code std::mt19937} seeded with the given seed). Rows are
 * dense; zero values are skipped as liblinear's sparse rows skip them; the bias column, when
 * present, is the last value of each row. Single use; not thread-safe.
 */
final class DualCoordinateDescent {

  private final double[][] x;
  private final Mt19937 mt;
  private final BooleanSupplier cancelled;

  /**
   * @param x the rows (the bias value appended when fitting an intercept), not modified
   * @param seed the seed of liblinear's generator
   */
  DualCoordinateDescent(double[][] x, long seed, BooleanSupplier cancelled) {
    this.x = x;
    this.mt = Mt19937.seededByInt((int) seed);
    this.cancelled = cancelled;
  }

  /** scikit-learn's {@code bounded_rand_int(range)}. */
  int bounded(int range) {
    long r = range & 0xffffffffL;
    long xv = mt.nextUint32();
    long m = xv * r;
    long l = m & 0xffffffffL;
    if (l < r) {
      long t = (-r) & 0xffffffffL;
      if (t >= r) {
        t -= r;
        if (t >= r) {
          t %= r;
        }
      }
      while (l < t) {
        xv = mt.nextUint32();
        m = xv * r;
        l = m & 0xffffffffL;
      }
    }
    return (int) (m >>> 32);
  }

  private double dot(double[] w, double[] row) {
    double g = 0;
    for (int j = 0; j < row.length; j++) {
      if (row[j] != 0) {
        g += w[j] * row[j];
      }
    }
    return g;
  }

  private static void axpy(double d, double[] row, double[] w) {
    for (int j = 0; j < row.length; j++) {
      if (row[j] != 0) {
        w[j] += d * row[j];
      }
    }
  }

  private void shuffle(int[] index, int active) {
    for (int i = 0; i < active; i++) {
      int j = i + bounded(active - i);
      int t = index[i];
      index[i] = index[j];
      index[j] = t;
    }
  }

  private void checkCancelled() {
    if (cancelled.getAsBoolean()) {
      throw new CancellationException("liblinear fit cancelled");
    }
  }

  /**
   * {@code solve_l2r_l1l2_svc}: labels ±1, per-row costs {@code c}; L2 loss (squared hinge) when
   * {@code squared}, else L1 loss (hinge). Returns the weights (one per column of x).
   */
  double[] svc(int[] y, double[] c, boolean squared, double eps, int maxIter) {
    int l = x.length;
    int wSize = x[0].length;
    double[] w = new double[wSize];
    double[] alpha = new double[l];
    double[] qd = new double[l];
    double[] diag = new double[l];
    double[] upper = new double[l];
    int[] index = new int[l];
    for (int i = 0; i < l; i++) {
      diag[i] = squared ? 0.5 / c[i] : 0;
      upper[i] = squared ? Double.POSITIVE_INFINITY : c[i];
      qd[i] = diag[i];
      for (double v : x[i]) {
        if (v != 0) {
          qd[i] += v * v;
        }
      }
      index[i] = i;
    }
    double pgMaxOld = Double.POSITIVE_INFINITY;
    double pgMinOld = Double.NEGATIVE_INFINITY;
    int active = l;
    int iter = 0;
    while (iter < maxIter) {
      checkCancelled();
      double pgMaxNew = Double.NEGATIVE_INFINITY;
      double pgMinNew = Double.POSITIVE_INFINITY;
      shuffle(index, active);
      for (int s = 0; s < active; s++) {
        int i = index[s];
        int yi = y[i];
        double g = dot(w, x[i]) * yi - 1;
        double cap = upper[i];
        g += alpha[i] * diag[i];
        double pg = 0;
        if (alpha[i] == 0) {
          if (g > pgMaxOld) {
            active--;
            swap(index, s, active);
            s--;
            continue;
          } else if (g < 0) {
            pg = g;
          }
        } else if (alpha[i] == cap) {
          if (g < pgMinOld) {
            active--;
            swap(index, s, active);
            s--;
            continue;
          } else if (g > 0) {
            pg = g;
          }
        } else {
          pg = g;
        }
        pgMaxNew = Math.max(pgMaxNew, pg);
        pgMinNew = Math.min(pgMinNew, pg);
        if (Math.abs(pg) > 1.0e-12) {
          double old = alpha[i];
          alpha[i] = Math.min(Math.max(alpha[i] - g / qd[i], 0.0), cap);
          axpy((alpha[i] - old) * yi, x[i], w);
        }
      }
      iter++;
      if (pgMaxNew - pgMinNew <= eps) {
        if (active == l) {
          break;
        }
        active = l;
        pgMaxOld = Double.POSITIVE_INFINITY;
        pgMinOld = Double.NEGATIVE_INFINITY;
        continue;
      }
      pgMaxOld = pgMaxNew;
      pgMinOld = pgMinNew;
      if (pgMaxOld <= 0) {
        pgMaxOld = Double.POSITIVE_INFINITY;
      }
      if (pgMinOld >= 0) {
        pgMinOld = Double.NEGATIVE_INFINITY;
      }
    }
    return w;
  }

  /**
   * {@code solve_l2r_l1l2_svr}: targets {@code y}, cost {@code c}, insensitivity {@code p}; L2 loss
   * (squared ε-insensitive) when {@code squared}, else L1 loss. Returns the weights.
   */
  double[] svr(double[] y, double c, double p, boolean squared, double eps, int maxIter) {
    int l = x.length;
    int wSize = x[0].length;
    double[] w = new double[wSize];
    double[] beta = new double[l];
    double[] qd = new double[l];
    double lambda = squared ? 0.5 / c : 0;
    double upper = squared ? Double.POSITIVE_INFINITY : c;
    int[] index = new int[l];
    for (int i = 0; i < l; i++) {
      for (double v : x[i]) {
        if (v != 0) {
          qd[i] += v * v;
        }
      }
      index[i] = i;
    }
    double gMaxOld = Double.POSITIVE_INFINITY;
    double gNorm1Init = -1.0;
    int active = l;
    int iter = 0;
    while (iter < maxIter) {
      checkCancelled();
      double gMaxNew = 0;
      double gNorm1New = 0;
      shuffle(index, active);
      for (int s = 0; s < active; s++) {
        int i = index[s];
        double g = -y[i] + lambda * beta[i];
        double h = qd[i] + lambda;
        g += dot(w, x[i]);
        double gp = g + p;
        double gn = g - p;
        double violation = 0;
        if (beta[i] == 0) {
          if (gp < 0) {
            violation = -gp;
          } else if (gn > 0) {
            violation = gn;
          } else if (gp > gMaxOld && gn < -gMaxOld) {
            active--;
            swap(index, s, active);
            s--;
            continue;
          }
        } else if (beta[i] >= upper) {
          if (gp > 0) {
            violation = gp;
          } else if (gp < -gMaxOld) {
            active--;
            swap(index, s, active);
            s--;
            continue;
          }
        } else if (beta[i] <= -upper) {
          if (gn < 0) {
            violation = -gn;
          } else if (gn > gMaxOld) {
            active--;
            swap(index, s, active);
            s--;
            continue;
          }
        } else if (beta[i] > 0) {
          violation = Math.abs(gp);
        } else {
          violation = Math.abs(gn);
        }
        gMaxNew = Math.max(gMaxNew, violation);
        gNorm1New += violation;
        double d;
        if (gp < h * beta[i]) {
          d = -gp / h;
        } else if (gn > h * beta[i]) {
          d = -gn / h;
        } else {
          d = -beta[i];
        }
        if (Math.abs(d) < 1.0e-12) {
          continue;
        }
        double old = beta[i];
        beta[i] = Math.min(Math.max(beta[i] + d, -upper), upper);
        d = beta[i] - old;
        if (d != 0) {
          axpy(d, x[i], w);
        }
      }
      if (iter == 0) {
        gNorm1Init = gNorm1New;
      }
      iter++;
      if (gNorm1New <= eps * gNorm1Init) {
        if (active == l) {
          break;
        }
        active = l;
        gMaxOld = Double.POSITIVE_INFINITY;
        continue;
      }
      gMaxOld = gMaxNew;
    }
    return w;
  }

  private static void swap(int[] a, int i, int j) {
    int t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}
