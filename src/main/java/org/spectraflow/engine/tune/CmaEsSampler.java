package org.spectraflow.engine.tune;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * {@code sampler: "cmaes"}: a small CMA-ES (Hansen, "The CMA Evolution Strategy: A Tutorial", 2016:
 * the (μ/μ_w, λ) strategy with cumulative step-size adaptation and rank-one plus rank-μ covariance
 * updates, default constants), standing in for Optuna's CmaEsSampler with its documented defaults.
 * The numeric parameters (int and float ranges) are searched jointly in the normalised cube {@code
 * [0, 1]^n} of their internal axes ({@link Scale}: log axes for log ranges, integers widened by
 * half a step); the start is the centre, the initial step size {@code σ = 1/6}, the population
 * {@code λ = 4 + ⌊3 ln n⌋}. A candidate outside the cube is redrawn (at most 100 times, then
 * clipped). The first trial of the study ({@code n_startup_trials = 1}) and every categorical or
 * {@code sorted_tuple} parameter are drawn by the independent random sampler, as Optuna does.
 *
 * <p>Invariants: single-threaded; one generation's λ candidates are proposed in order, each is told
 * its trial's value (a failed or pruned trial counts as the worst value, where Optuna waits for λ
 * completed trials), and the distribution is updated once all λ are told. Only this sampler's own
 * proposals feed the update (trials of earlier phases or {@code force_params} do not).
 * Deterministic for a seed; not Optuna's stream.
 */
final class CmaEsSampler implements Sampler {

  private final SearchSpace space;
  private final RandomState rng;
  private final RandomSampler independent;
  private final boolean maximise;
  private final List<Dimension> numeric;
  private final int n;
  private final int lambda;
  private final int mu;
  private final double[] weights;
  private final double muEff;
  private final double cc;
  private final double cs;
  private final double c1;
  private final double cmu;
  private final double damps;
  private final double chiN;

  private final double[] mean;
  private double sigma = 1.0 / 6.0;
  private final double[][] c;
  private double[][] b;
  private double[] d;
  private final double[] pc;
  private final double[] ps;
  private int generation;

  private final List<double[]> told = new ArrayList<>();
  private final List<double[]> toldY = new ArrayList<>();
  private final List<Double> values = new ArrayList<>();
  private double[] pendingX;
  private double[] pendingY;
  private int pendingIndex = -1;

  CmaEsSampler(SearchSpace space, RandomState rng, boolean maximise) {
    this.space = space;
    this.rng = rng;
    this.independent = new RandomSampler(space, rng);
    this.maximise = maximise;
    this.numeric =
        space.dimensions().stream()
            .filter(x -> x instanceof Dimension.IntRange || x instanceof Dimension.FloatRange)
            .toList();
    this.n = numeric.size();
    int dim = Math.max(n, 1);
    this.lambda = 4 + (int) Math.floor(3 * Math.log(dim));
    this.mu = lambda / 2;
    double[] w = new double[mu];
    double sum = 0;
    for (int i = 0; i < mu; i++) {
      w[i] = Math.log((lambda + 1) / 2.0) - Math.log(i + 1);
      sum += w[i];
    }
    double sq = 0;
    for (int i = 0; i < mu; i++) {
      w[i] /= sum;
      sq += w[i] * w[i];
    }
    this.weights = w;
    this.muEff = 1.0 / sq;
    this.cc = (4 + muEff / dim) / (dim + 4 + 2 * muEff / dim);
    this.cs = (muEff + 2) / (dim + muEff + 5);
    this.c1 = 2 / ((dim + 1.3) * (dim + 1.3) + muEff);
    this.cmu = Math.min(1 - c1, 2 * (muEff - 2 + 1 / muEff) / ((dim + 2) * (dim + 2) + muEff));
    this.damps = 1 + 2 * Math.max(0, Math.sqrt((muEff - 1) / (dim + 1)) - 1) + cs;
    this.chiN = Math.sqrt(dim) * (1 - 1.0 / (4 * dim) + 1.0 / (21.0 * dim * dim));
    this.mean = new double[n];
    Arrays.fill(mean, 0.5);
    this.c = identity(n);
    this.b = identity(n);
    this.d = new double[n];
    Arrays.fill(d, 1.0);
    this.pc = new double[n];
    this.ps = new double[n];
  }

  @Override
  public String name() {
    return "cmaes";
  }

  /** The population size λ (for tests and the documentation). */
  int populationSize() {
    return lambda;
  }

  @Override
  public Map<String, Object> next(List<Trial> finished) {
    tellPending(finished);
    if (finished.isEmpty() || n == 0) {
      return independent.next(finished);
    }
    if (told.size() == lambda) {
      update();
    }
    double[][] xy = candidate();
    pendingX = xy[0];
    pendingY = xy[1];
    pendingIndex = finished.size();
    Map<String, Object> out = new LinkedHashMap<>();
    int k = 0;
    for (Dimension dim : space.dimensions()) {
      if (dim instanceof Dimension.IntRange || dim instanceof Dimension.FloatRange) {
        Scale s = Scale.of(dim);
        out.put(dim.name(), s.value(s.low() + pendingX[k++] * (s.high() - s.low())));
      } else {
        out.put(dim.name(), independent.draw(dim));
      }
    }
    return out;
  }

  /** Gives the last proposal its trial's value (worst for a failed trial). */
  private void tellPending(List<Trial> finished) {
    if (pendingX == null || pendingIndex >= finished.size()) {
      return;
    }
    Trial t = finished.get(pendingIndex);
    double v = t.ok() ? (maximise ? -t.value() : t.value()) : Double.POSITIVE_INFINITY;
    told.add(pendingX);
    toldY.add(pendingY);
    values.add(v);
    pendingX = null;
  }

  /** A candidate {@code [x, y]} with {@code x = m + σ·y}, {@code y = B·D·z}, inside the cube. */
  private double[][] candidate() {
    double[] x = new double[n];
    double[] y = new double[n];
    for (int attempt = 0; attempt < 100; attempt++) {
      double[] z = new double[n];
      for (int i = 0; i < n; i++) {
        z[i] = rng.normal();
      }
      boolean inside = true;
      for (int i = 0; i < n; i++) {
        double s = 0;
        for (int j = 0; j < n; j++) {
          s += b[i][j] * d[j] * z[j];
        }
        y[i] = s;
        x[i] = mean[i] + sigma * s;
        inside &= x[i] >= 0 && x[i] <= 1;
      }
      if (inside) {
        return new double[][] {x, y};
      }
    }
    for (int i = 0; i < n; i++) {
      x[i] = Math.min(Math.max(x[i], 0), 1);
      y[i] = (x[i] - mean[i]) / sigma;
    }
    return new double[][] {x, y};
  }

  /** One generation's update from the λ told candidates (the tutorial's equations). */
  private void update() {
    Integer[] order = new Integer[lambda];
    for (int i = 0; i < lambda; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (a, bb) -> Double.compare(values.get(a), values.get(bb)));
    double[] yw = new double[n];
    for (int k = 0; k < mu; k++) {
      double[] y = toldY.get(order[k]);
      for (int i = 0; i < n; i++) {
        yw[i] += weights[k] * y[i];
      }
    }
    for (int i = 0; i < n; i++) {
      mean[i] = Math.min(Math.max(mean[i] + sigma * yw[i], 0), 1);
    }
    // C^(-1/2) · yw = B · D^-1 · B^T · yw
    double[] bty = new double[n];
    for (int j = 0; j < n; j++) {
      for (int i = 0; i < n; i++) {
        bty[j] += b[i][j] * yw[i];
      }
      bty[j] /= d[j];
    }
    double psNorm = 0;
    for (int i = 0; i < n; i++) {
      double s = 0;
      for (int j = 0; j < n; j++) {
        s += b[i][j] * bty[j];
      }
      ps[i] = (1 - cs) * ps[i] + Math.sqrt(cs * (2 - cs) * muEff) * s;
      psNorm += ps[i] * ps[i];
    }
    psNorm = Math.sqrt(psNorm);
    generation++;
    boolean hsig =
        psNorm / Math.sqrt(1 - Math.pow(1 - cs, 2.0 * generation)) / chiN < 1.4 + 2.0 / (n + 1);
    for (int i = 0; i < n; i++) {
      pc[i] = (1 - cc) * pc[i] + (hsig ? Math.sqrt(cc * (2 - cc) * muEff) * yw[i] : 0);
    }
    double deltaH = hsig ? 0 : cc * (2 - cc);
    for (int i = 0; i < n; i++) {
      for (int j = 0; j <= i; j++) {
        double rankMu = 0;
        for (int k = 0; k < mu; k++) {
          double[] y = toldY.get(order[k]);
          rankMu += weights[k] * y[i] * y[j];
        }
        double v =
            (1 - c1 - cmu) * c[i][j] + c1 * (pc[i] * pc[j] + deltaH * c[i][j]) + cmu * rankMu;
        c[i][j] = v;
        c[j][i] = v;
      }
    }
    sigma *= Math.exp((cs / damps) * (psNorm / chiN - 1));
    sigma = Math.min(Math.max(sigma, 1e-10), 1.0);
    decompose();
    told.clear();
    toldY.clear();
    values.clear();
  }

  /** {@code C = B·D²·Bᵀ} by cyclic Jacobi rotations (n is small). */
  private void decompose() {
    double[][] a = new double[n][];
    for (int i = 0; i < n; i++) {
      a[i] = c[i].clone();
    }
    double[][] v = identity(n);
    for (int sweep = 0; sweep < 100; sweep++) {
      double off = 0;
      for (int p = 0; p < n; p++) {
        for (int q = p + 1; q < n; q++) {
          off += a[p][q] * a[p][q];
        }
      }
      if (off < 1e-30) {
        break;
      }
      for (int p = 0; p < n; p++) {
        for (int q = p + 1; q < n; q++) {
          if (Math.abs(a[p][q]) < 1e-300) {
            continue;
          }
          double theta = (a[q][q] - a[p][p]) / (2 * a[p][q]);
          double t = Math.signum(theta) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
          if (theta == 0) {
            t = 1;
          }
          double cos = 1 / Math.sqrt(t * t + 1);
          double sin = t * cos;
          for (int k = 0; k < n; k++) {
            double akp = a[k][p];
            double akq = a[k][q];
            a[k][p] = cos * akp - sin * akq;
            a[k][q] = sin * akp + cos * akq;
          }
          for (int k = 0; k < n; k++) {
            double apk = a[p][k];
            double aqk = a[q][k];
            a[p][k] = cos * apk - sin * aqk;
            a[q][k] = sin * apk + cos * aqk;
          }
          for (int k = 0; k < n; k++) {
            double vkp = v[k][p];
            double vkq = v[k][q];
            v[k][p] = cos * vkp - sin * vkq;
            v[k][q] = sin * vkp + cos * vkq;
          }
        }
      }
    }
    b = v;
    d = new double[n];
    for (int i = 0; i < n; i++) {
      d[i] = Math.sqrt(Math.max(a[i][i], 1e-20));
    }
  }

  private static double[][] identity(int n) {
    double[][] m = new double[n][n];
    for (int i = 0; i < n; i++) {
      m[i][i] = 1;
    }
    return m;
  }
}
