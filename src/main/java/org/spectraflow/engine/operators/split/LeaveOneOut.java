package org.spectraflow.engine.operators.split;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.PositionalFold;
import org.spectraflow.engine.operators.SplitterOperator;

/**
 * scikit-learn's LeaveOneOut (BSD-3-Clause): fold i validates on row i alone and trains on the
 * other rows, ascending; at least two rows are required.
 */
public final class LeaveOneOut implements SplitterOperator {

  private final OperatorConfig config;

  private LeaveOneOut(OperatorConfig config) {
    this.config = config;
  }

  /** Takes no parameters. */
  public static LeaveOneOut of(Params p) {
    return new LeaveOneOut(p.config());
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public List<PositionalFold> split(Block x, double[] y, RandomState globalRng) {
    int n = x.rows();
    if (n <= 1) {
      throw new IllegalArgumentException(label() + ": cannot leave one out of " + n + " samples");
    }
    return Seeds.byTestFold(Seeds.identity(n), n);
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.splitter(
          "LeaveOneOut",
          "sklearn.model_selection._split",
          "one fold per sample, validating on that sample",
          LeaveOneOut::of);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
