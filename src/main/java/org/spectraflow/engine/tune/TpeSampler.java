package org.spectraflow.engine.tune;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * A univariate tree-structured Parzen estimator (Bergstra et al. 2011), our own stand-in for
 * Optuna's TPESampler (docs/compatibility.md). The first 10 trials are exactly the {@link
 * RandomSampler} draws of the same seed, as in Optuna. Afterwards the finished trials are split
 * into the best {@code γ = min(⌈n/10⌉, 25)} and the rest; per parameter, 24 candidates are drawn
 * from the Parzen density of the best ones (a Gaussian per point, widths from neighbour distances,
 * plus a flat prior; categoricals: smoothed counts) and the one maximising {@code l(x)/g(x)} is
 * kept. A {@code sorted_tuple} is always drawn as the random sampler draws it (from this sampler's
 * generator): the estimator models scalars only. Seeded and deterministic; not Optuna's exact
 * stream.
 */
final class TpeSampler implements Sampler {

  static final int STARTUP = 10;
  private static final int CANDIDATES = 24;

  private final SearchSpace space;
  private final RandomState rng;
  private final RandomSampler startup;
  private final boolean maximise;

  TpeSampler(SearchSpace space, RandomState rng, boolean maximise) {
    this.space = space;
    this.rng = rng;
    this.startup = new RandomSampler(space, rng);
    this.maximise = maximise;
  }

  @Override
  public String name() {
    return "tpe";
  }

  @Override
  public Map<String, Object> next(List<Trial> finished) {
    List<Trial> ok = finished.stream().filter(Trial::ok).toList();
    if (finished.size() < STARTUP || ok.size() < 2) {
      return startup.next(finished);
    }
    List<Trial> sorted = new ArrayList<>(ok);
    Comparator<Trial> byValue = Comparator.comparingDouble(Trial::value);
    sorted.sort(maximise ? byValue.reversed() : byValue);
    int gamma = Math.min((int) Math.ceil(0.1 * sorted.size()), 25);
    List<Trial> below = sorted.subList(0, gamma);
    List<Trial> above = sorted.subList(gamma, sorted.size());
    Map<String, Object> out = new LinkedHashMap<>();
    for (Dimension d : space.dimensions()) {
      out.put(
          d.name(),
          switch (d) {
            case Dimension.Fixed f -> f.value();
            case Dimension.Categorical c -> categorical(c, below, above);
            case Dimension.SortedTuple t -> startup.tuple(t);
            default -> numeric(d, below, above);
          });
    }
    return out;
  }

  private Object categorical(Dimension.Categorical c, List<Trial> below, List<Trial> above) {
    double[] l = counts(c, below);
    double[] g = counts(c, above);
    int best = 0;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (int k = 0; k < CANDIDATES; k++) {
      int idx = pick(l);
      double score = Math.log(l[idx]) - Math.log(g[idx]);
      if (score > bestScore) {
        bestScore = score;
        best = idx;
      }
    }
    return c.choices().get(best);
  }

  private static double[] counts(Dimension.Categorical c, List<Trial> trials) {
    int k = c.choices().size();
    double[] w = new double[k];
    Arrays.fill(w, 1.0 / k);
    for (Trial t : trials) {
      int i = c.choices().indexOf(t.params().get(c.name()));
      if (i >= 0) {
        w[i] += 1.0;
      }
    }
    double total = Arrays.stream(w).sum();
    for (int i = 0; i < k; i++) {
      w[i] /= total;
    }
    return w;
  }

  private int pick(double[] p) {
    double u = rng.randomSample();
    double cum = 0.0;
    for (int i = 0; i < p.length; i++) {
      cum += p[i];
      if (u < cum) {
        return i;
      }
    }
    return p.length - 1;
  }

  private Object numeric(Dimension d, List<Trial> below, List<Trial> above) {
    Scale s = Scale.of(d);
    Parzen l = Parzen.of(s, points(d, s, below));
    Parzen g = Parzen.of(s, points(d, s, above));
    double best = Double.NaN;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (int k = 0; k < CANDIDATES; k++) {
      double x = l.sample(rng);
      double score = l.logDensity(x) - g.logDensity(x);
      if (score > bestScore) {
        bestScore = score;
        best = x;
      }
    }
    return s.value(best);
  }

  private static double[] points(Dimension d, Scale s, List<Trial> trials) {
    return trials.stream()
        .map(t -> t.params().get(d.name()))
        .filter(v -> v instanceof Number)
        .mapToDouble(v -> s.internal(((Number) v).doubleValue()))
        .toArray();
  }
}
