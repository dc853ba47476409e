package org.spectraflow.engine.tune;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * Optuna's RandomSampler as nirs4all seeds it: one {@code RandomState(seed)}, and per parameter in
 * search-space order: integers {@code v = uniform(low − step/2, high + step/2)} rounded to the step
 * grid; log integers {@code round(exp(uniform(ln(low − ½), ln(high + ½))))}; reals {@code
 * uniform(low, high)} (log: in log space; stepped: rounded half-even to the grid), all clipped to
 * the range; categoricals: k uniforms, the choice is the index of the largest; a {@code
 * sorted_tuple}: its length (an int draw, skipped when fixed), then each element, then sorted.
 */
final class RandomSampler implements Sampler {

  private final SearchSpace space;
  private final RandomState rng;

  RandomSampler(SearchSpace space, RandomState rng) {
    this.space = space;
    this.rng = rng;
  }

  @Override
  public String name() {
    return "random";
  }

  @Override
  public Map<String, Object> next(List<Trial> finished) {
    Map<String, Object> out = new LinkedHashMap<>();
    for (Dimension d : space.dimensions()) {
      out.put(d.name(), draw(d));
    }
    return out;
  }

  /** One value of {@code d} from the generator. */
  Object draw(Dimension d) {
    return switch (d) {
      case Dimension.IntRange r -> integer(r);
      case Dimension.FloatRange r -> real(r);
      case Dimension.Categorical c -> c.choices().get(argmaxOfUniforms(c.choices().size()));
      case Dimension.SortedTuple t -> tuple(t);
      case Dimension.Fixed f -> f.value();
    };
  }

  /**
   * A {@code sorted_tuple}: the length first (as an int parameter over {@code [minLength,
   * maxLength]}; no draw when fixed), then each element as its int/float range, then sorted
   * ascending.
   */
  List<Object> tuple(Dimension.SortedTuple t) {
    int n =
        t.minLength() == t.maxLength()
            ? t.minLength()
            : (int)
                integer(new Dimension.IntRange(t.name(), t.minLength(), t.maxLength(), 1, false));
    List<Object> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      out.add(draw(t.element()));
    }
    out.sort(Comparator.comparingDouble(v -> ((Number) v).doubleValue()));
    return out;
  }

  private long integer(Dimension.IntRange r) {
    if (r.log()) {
      double v = Math.exp(rng.uniform(Math.log(r.low() - 0.5), Math.log(r.high() + 0.5)));
      return clip(Math.round(Math.rint(v)), r.low(), r.high());
    }
    double half = r.step() / 2.0;
    double v = rng.uniform(r.low() - half, r.high() + half);
    long k = (long) Math.floor((v - r.low()) / r.step() + 0.5);
    return clip(k * r.step() + r.low(), r.low(), r.high());
  }

  private double real(Dimension.FloatRange r) {
    if (r.step() != null) {
      double half = r.step() / 2.0;
      double v = rng.uniform(r.low() - half, r.high() + half);
      double k = Math.rint((v - r.low()) / r.step());
      return Math.min(Math.max(k * r.step() + r.low(), r.low()), r.high());
    }
    double v =
        r.log()
            ? Math.exp(rng.uniform(Math.log(r.low()), Math.log(r.high())))
            : rng.uniform(r.low(), r.high());
    return r.low() == r.high() ? r.low() : Math.min(Math.max(v, r.low()), Math.nextDown(r.high()));
  }

  private int argmaxOfUniforms(int k) {
    int best = 0;
    double bestValue = -1;
    for (int i = 0; i < k; i++) {
      double u = rng.randomSample();
      if (u > bestValue) {
        bestValue = u;
        best = i;
      }
    }
    return best;
  }

  private static long clip(long v, long lo, long hi) {
    return Math.min(Math.max(v, lo), hi);
  }
}
