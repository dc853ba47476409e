package org.spectraflow.engine.operators.model.forest;

import java.util.Set;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.model.tree.BoostingSettings;
import org.spectraflow.engine.operators.model.tree.TreeCriterion;
import org.spectraflow.engine.operators.model.tree.TreeParameters;

/**
 * Reads the parameters both gradient-boosting estimators share (scikit-learn 1.9 defaults: {@code
 * learning_rate=0.1, n_estimators=100, subsample=1.0, max_depth=3}) and refuses early stopping and
 * warm start. {@code criterion} is deprecated in scikit-learn 1.9 and has no effect: the stage
 * trees always use the squared error (docs/compatibility.md, tree models).
 */
final class BoostingOptions {

  private static final Set<String> CRITERIA = Set.of("deprecated", "friedman_mse", "squared_error");

  private BoostingOptions() {}

  /** The boosting settings, after {@code loss} has been read by the caller. */
  static BoostingSettings read(Params p) {
    double rate = p.number("learning_rate", 0.1);
    if (!(rate > 0) || Double.isInfinite(rate)) {
      throw p.invalid("learning_rate", rate, "must be a finite number > 0");
    }
    int stages = TreeOptions.estimators(p, 100);
    double subsample = p.number("subsample", 1.0);
    if (!(subsample > 0 && subsample <= 1)) {
      throw p.invalid("subsample", subsample, "must be in (0, 1]");
    }
    // scikit-learn 1.9 deprecated criterion: any accepted value grows squared-error trees.
    String named = p.string("criterion", "deprecated");
    if (!CRITERIA.contains(named)) {
      throw p.invalid("criterion", named, "must be one of " + CRITERIA);
    }
    TreeCriterion criterion = TreeCriterion.SQUARED_ERROR;
    TreeParameters tree = TreeOptions.tree(p, 3, null, null);
    Object init = p.raw("init", null);
    if (init != null && !"zero".equals(init)) {
      throw p.invalid("init", init, "must be None or 'zero' (estimator objects are not supported)");
    }
    TreeOptions.ignored(p);
    TreeOptions.refuseTrue(p, "warm_start", "each fit grows a new model");
    Integer noChange = p.optionalInteger("n_iter_no_change", null);
    if (noChange != null) {
      throw p.invalid(
          "n_iter_no_change", noChange, "is not supported (no early stopping); use None");
    }
    p.number("validation_fraction", 0.1);
    p.number("tol", 1e-4);
    return new BoostingSettings(stages, rate, subsample, criterion, tree, init != null);
  }
}
