package org.spectraflow.engine.operators;

import java.util.function.BooleanSupplier;
import org.spectraflow.engine.data.RowMatrix;

/**
 * A model whose components are extracted one after another (PLS), so that one fit of k components
 * predicts, with its first j, exactly what a separate j-component fit would. The engine uses this
 * to fit an {@code n_components} sweep once at its largest size.
 */
public interface NestedComponentsModel extends ModelOperator {

  /** The number of components asked for. */
  int components();

  /** The same configuration with {@code k} components (validated as the document's would be). */
  NestedComponentsModel withComponents(int k);

  @Override
  NestedFit fit(RowMatrix x, double[][] y, BooleanSupplier cancelled);
}
