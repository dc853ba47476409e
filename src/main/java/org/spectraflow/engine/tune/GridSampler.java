package org.spectraflow.engine.tune;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * Optuna's GridSampler as nirs4all uses it (categorical spaces only): parameter names sorted, every
 * combination in product order (last name fastest), the list shuffled once with {@code
 * RandomState(seed)}; trial i takes combination i, and the study stops when all were tried.
 */
final class GridSampler implements Sampler {

  private final List<Map<String, Object>> grid;
  private int next;

  GridSampler(SearchSpace space, RandomState rng) {
    List<Dimension> dims = new ArrayList<>(space.dimensions());
    dims.sort(Comparator.comparing(Dimension::name));
    List<Map<String, Object>> combos = new ArrayList<>();
    combos.add(new LinkedHashMap<>());
    for (Dimension d : dims) {
      List<Object> choices =
          d instanceof Dimension.Categorical c
              ? c.choices()
              : Collections.singletonList(((Dimension.Fixed) d).value());
      List<Map<String, Object>> grown = new ArrayList<>();
      for (Map<String, Object> prefix : combos) {
        for (Object v : choices) {
          Map<String, Object> m = new LinkedHashMap<>(prefix);
          m.put(d.name(), v);
          grown.add(m);
        }
      }
      combos = grown;
    }
    int[] order = rng.permutation(combos.size());
    grid = new ArrayList<>();
    for (int i : order) {
      grid.add(inSpaceOrder(combos.get(i), space));
    }
  }

  private static Map<String, Object> inSpaceOrder(Map<String, Object> combo, SearchSpace space) {
    Map<String, Object> out = new LinkedHashMap<>();
    space.dimensions().forEach(d -> out.put(d.name(), combo.get(d.name())));
    return out;
  }

  /** The number of combinations. */
  int size() {
    return grid.size();
  }

  @Override
  public String name() {
    return "grid";
  }

  @Override
  public Map<String, Object> next(List<Trial> finished) {
    return next < grid.size() ? grid.get(next++) : null;
  }
}
