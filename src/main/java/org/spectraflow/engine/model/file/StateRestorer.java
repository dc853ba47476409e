package org.spectraflow.engine.model.file;

import org.spectraflow.engine.model.TargetInverse;
import org.spectraflow.engine.operators.ConfiguredOperator;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.InvertibleTransform;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.NotRepresentableException;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.operators.model.FittedModels;
import org.spectraflow.engine.operators.transform.FittedTransforms;

/**
 * Rebuilds fitted objects from their states (docs/model-file.md, "Kinds"): feature transforms, the
 * model and the y_processing inverses, each operator rebuilt through the catalogue from its
 * configuration. Stateless.
 */
final class StateRestorer {

  private StateRestorer() {}

  /** The fitted transform of {@code state}; {@code operator} is its rebuilt operator. */
  static FittedTransform transform(FittedState state, ConfiguredOperator operator) {
    if (state.kind().equals("identity")) {
      return new TargetInverses.Identity(state.text("operator"));
    }
    if (!(operator instanceof TransformOperator t)) {
      throw new IllegalArgumentException(operator.className() + " is not a transform");
    }
    return FittedTransforms.restore(state, t);
  }

  /** The fitted model of {@code state}; {@code operator} is its rebuilt operator or null. */
  static FittedModel model(FittedState state, ConfiguredOperator operator) {
    return FittedModels.restore(state, operator instanceof ModelOperator m ? m : null);
  }

  /** The y_processing inverse of {@code state}; {@code operator} as for a transform, or null. */
  static TargetInverse inverse(FittedState state, ConfiguredOperator operator) {
    if (state.kind().equals("y_inverse.affine")) {
      return new TargetInverses.Affine(state.vector("scale"), state.vector("offset"));
    }
    if (operator == null) {
      throw new NotRepresentableException(
          "no y_processing inverse of kind '" + state.kind() + "' can be rebuilt");
    }
    if (transform(state, operator) instanceof InvertibleTransform exact) {
      return new TargetInverses.Exact(exact);
    }
    throw new NotRepresentableException(
        "the y_processing transformer " + operator.canonicalConfig() + " has no exact inverse");
  }
}
