package org.spectraflow.engine.tune;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code sampler: "binary"}: our documented reading of nirs4all's binary-search sampler (its public
 * documentation does not describe it): a bisection on the slope of one int or float range
 * parameter, for objectives with a single optimum (e.g. {@code n_components}). On the parameter's
 * internal axis ({@link Scale}: the log axis for float log ranges; ints, log or not, and stepped
 * floats bisect over their grid points) the interval {@code [lo, hi]} starts as the whole range;
 * each round evaluates the middle point {@code a} and its right neighbour {@code b} (the next grid
 * point for ints and stepped floats, {@code a + (hi − lo)/1000} otherwise); when {@code f(a)} is no
 * worse than {@code f(b)} the optimum lies in {@code [lo, a]}, else in {@code [b, hi]}. Ints end
 * when one value is left (evaluated last), floats when the interval is narrower than a millionth of
 * the range; the study then stops early as an exhausted grid does. A value already tried (by {@code
 * force_params}, an earlier phase or an earlier round) is reused, not evaluated again; a failed
 * trial counts as the worst value. Deterministic: no random draws.
 *
 * <p>Invariant: the search space has exactly one non-fixed dimension, an int or float range ({@code
 * FinetuneSettings} refuses others before running).
 */
final class BinarySampler implements Sampler {

  private final SearchSpace space;
  private final boolean maximise;
  private final Dimension target;
  private final Scale scale;
  private final double range;
  private double lo;
  private double hi;

  BinarySampler(SearchSpace space, boolean maximise) {
    this.space = space;
    this.maximise = maximise;
    this.target =
        space.dimensions().stream()
            .filter(d -> !(d instanceof Dimension.Fixed))
            .findFirst()
            .orElseThrow();
    this.scale = Scale.of(target);
    boolean grid = scale.step() > 0;
    // on a grid, bisect over grid positions: the first and the last grid point
    this.lo = grid ? 0 : scale.internal(scale.origin());
    this.hi =
        grid
            ? Math.rint((scale.top() - scale.origin()) / scale.step())
            : scale.internal(scale.top());
    this.range = hi - lo;
  }

  @Override
  public String name() {
    return "binary";
  }

  @Override
  public Map<String, Object> next(List<Trial> finished) {
    boolean grid = scale.step() > 0;
    while (true) {
      if (grid ? lo >= hi : hi - lo <= range * 1e-6) {
        Object last = value(grid ? lo : (lo + hi) / 2);
        return known(last, finished) == null ? params(last) : null;
      }
      double a = grid ? Math.floor((lo + hi) / 2) : (lo + hi) / 2;
      double bPos = grid ? a + 1 : a + range / 1000;
      Object va = value(a);
      Object vb = value(bPos);
      Double fa = known(va, finished);
      if (fa == null) {
        return params(va);
      }
      Double fb = known(vb, finished);
      if (fb == null) {
        return params(vb);
      }
      if (fa <= fb) {
        hi = a;
      } else {
        lo = grid ? a + 1 : bPos;
      }
    }
  }

  /** The parameter value at position {@code p} (a grid index, or an internal coordinate). */
  private Object value(double p) {
    if (scale.step() > 0) {
      double v = scale.origin() + p * scale.step();
      return scale.integer() ? (Object) Math.round(v) : (Object) v;
    }
    return scale.value(p);
  }

  /** The minimised objective of a finished trial with this value, or null when none. */
  private Double known(Object v, List<Trial> finished) {
    for (Trial t : finished) {
      Object tv = t.params().get(target.name());
      if (tv instanceof Number x && ((Number) v).doubleValue() == x.doubleValue()) {
        return !t.ok() ? Double.POSITIVE_INFINITY : maximise ? -t.value() : t.value();
      }
    }
    return null;
  }

  private Map<String, Object> params(Object v) {
    Map<String, Object> out = new LinkedHashMap<>();
    for (Dimension d : space.dimensions()) {
      out.put(d.name(), d == target ? v : ((Dimension.Fixed) d).value());
    }
    return out;
  }
}
