package org.spectraflow.engine.operators;

import java.util.List;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * A cross-validation splitter: folds of positional row indices into X.
 *
 * <p>Splitters with {@code random_state=None} draw from the run's global generator, passed as
 * {@code globalRng} (nirs4all seeds numpy's global RandomState once per run).
 */
public non-sealed interface SplitterOperator extends ConfiguredOperator {

  /** The folds for {@code x} (y may be null unless the splitter needs it). */
  List<PositionalFold> split(Block x, double[] y, RandomState globalRng);

  /** The folds, with a global generator seeded 0 for unseeded splitters. */
  default List<PositionalFold> split(Block x, double[] y) {
    return split(x, y, new RandomState(0));
  }
}
