package org.spectraflow.engine.operators.transform.select;

import java.util.Optional;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.TransformOperator;

/**
 * What CARS and MCUVE share: a supervised wavelength selection whose Monte-Carlo draws come from
 * numpy's legacy {@code RandomState(random_state)}, seed 0 when {@code random_state} is None (with
 * a warning, docs/nirs-transforms.md §7). Immutable.
 */
abstract class SeededSelection implements TransformOperator {

  private OperatorConfig config;

  /** The seed of the draws (0 when the document gives None). */
  protected final long seed;

  private final boolean seeded;

  /**
   * Reads {@code random_state} from {@code p}; the subclass ends its constructor with {@link
   * #done}.
   */
  SeededSelection(Params p) {
    Long rs = p.randomState();
    this.seeded = rs != null;
    this.seed = rs == null ? 0L : rs;
  }

  /**
   * Takes the configuration once the subclass has read and checked every parameter of {@code p}.
   */
  protected final void done(Params p) {
    config = p.config();
  }

  @Override
  public final OperatorConfig config() {
    return config;
  }

  @Override
  public final boolean supervised() {
    return true;
  }

  @Override
  public final Optional<String> warning() {
    return seeded
        ? Optional.empty()
        : Optional.of(
            label()
                + ": random_state=None draws from seed 0 (runs are reproducible; nirs4all would"
                + " draw a fresh seed)");
  }
}
