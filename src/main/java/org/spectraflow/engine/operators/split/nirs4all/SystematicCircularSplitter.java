package org.spectraflow.engine.operators.split.nirs4all;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.PositionalFold;
import org.spectraflow.engine.operators.SplitterOperator;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * nirs4all's SystematicCircularSplitter, circular systematic sampling on the samples sorted by y
 * (Lahiri's circular systematic sampling, 1952; docs/compatibility.md, nirs4all splitters): the
 * samples are ordered by ascending y (stable, so ties keep row order), a start {@code r =
 * randint(0, n)} is drawn, and the test set is the sorted positions {@code (r + floor(j * n /
 * n_test)) mod n} for {@code j = 0 .. n_test - 1}, which spreads the test set evenly over the range
 * of y. One fold, both sides ascending. Needs y.
 */
public final class SystematicCircularSplitter implements SplitterOperator {

  private final OperatorConfig config;
  private final SplitDraw draw;

  private SystematicCircularSplitter(OperatorConfig config, SplitDraw draw) {
    this.config = config;
    this.draw = draw;
  }

  /** Reads {@code test_size=0.25, random_state=None (or seed)}. */
  public static SystematicCircularSplitter of(Params p) {
    SplitDraw draw = SplitDraw.read(p);
    return new SystematicCircularSplitter(p.config(), draw);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public List<PositionalFold> split(Block x, double[] y, RandomState globalRng) {
    int n = x.rows();
    int nTest = draw.sizes(this, n, 1)[1];
    TargetStrata.require(this, y, n);
    Integer[] order = new Integer[n];
    Arrays.setAll(order, i -> i);
    Arrays.sort(order, Comparator.comparingDouble(i -> y[i]));
    long start = draw.generator(globalRng).randint(0, n);
    int[] test = new int[nTest];
    for (int j = 0; j < nTest; j++) {
      long position = (start + (long) Math.floor((double) j * n / nTest)) % n;
      test[j] = order[(int) position];
    }
    return List.of(OneFold.of(n, test, false));
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.splitter(
              "SystematicCircularSplitter",
              "nirs4all.operators.splitters.splitters",
              "systematic circular sampling of the test set along sorted y",
              SystematicCircularSplitter::of)
          .params(
              ParamSpec.floating("test_size", 0.25, 0.0, 1.0, "", "fraction of test samples"),
              ParamSpec.intOrNull(
                  "random_state", 0, 4_294_967_295L, "", "seed of the random start"));

  /** Contributes the declaration to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
