package org.spectraflow.engine.operators.transform;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.TransformOperator;

/**
 * Base of the stateless transforms that map each spectrum on its own: fitting only validates, and
 * apply runs {@link #transformRow} over reusable row buffers (no per-element allocation).
 */
public abstract class RowTransform implements TransformOperator, FittedTransform {

  private final OperatorConfig config;

  protected RowTransform(OperatorConfig config) {
    this.config = config;
  }

  @Override
  public final OperatorConfig config() {
    return config;
  }

  /** Fewest features the mathematics needs (checked at fit and apply). */
  protected int minFeatures() {
    return 1;
  }

  /** Length of the scratch buffer {@link #transformRow} receives for {@code cols} features. */
  protected int scratchSize(int cols) {
    return 0;
  }

  /** Writes the transformed {@code in} into {@code out} (length {@link #outputWidth}). */
  protected abstract void transformRow(double[] in, double[] out, double[] scratch, boolean f32);

  @Override
  public final boolean learnsFromRows() {
    return false;
  }

  @Override
  public FittedTransform fit(Block train, double[] yTrain) {
    check(train);
    return this;
  }

  @Override
  public Block apply(Block input) {
    check(input);
    int cols = input.cols();
    int width = outputWidth(cols);
    boolean f32 = Inputs.f32(input);
    double[] in = new double[cols];
    double[] out = new double[width];
    double[] scratch = new double[scratchSize(cols)];
    Block.Writer w = Block.writer(input.precision(), input.rows(), width);
    for (int i = 0; i < input.rows(); i++) {
      input.copyRow(i, in);
      transformRow(in, out, scratch, f32);
      w.setRow(i, out);
    }
    return w.build();
  }

  /**
   * Kind {@code row}: a row-by-row transform learns nothing, so its state is its canonical
   * configuration, from which the catalogue rebuilds it.
   */
  @Override
  public FittedState state() {
    return FittedState.of("row").with("operator", canonicalConfig());
  }

  protected void check(Block x) {
    Inputs.requireCols(this, x, minFeatures(), "per spectrum");
    Inputs.requireFinite(this, x);
  }

  @Override
  public String toString() {
    return label();
  }
}
