package org.spectraflow.engine.operators.model.forest;

import java.util.Set;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.model.tree.TreeCriterion;
import org.spectraflow.engine.operators.model.tree.TreeParameters;

/**
 * Reads the parameters scikit-learn's tree ensembles share (scikit-learn 1.2's names, defaults and
 * ranges), and refuses the ones whose behaviour is not implemented with a message naming them.
 * Every error names operator, parameter and value.
 */
final class TreeOptions {

  private TreeOptions() {}

  /** {@code n_estimators} ≥ 1. */
  static int estimators(Params p, int def) {
    int n = p.integer("n_estimators", def);
    if (n < 1) {
      throw p.invalid("n_estimators", n, "must be an integer >= 1");
    }
    return n;
  }

  /**
   * {@code criterion} among {@code allowed}; {@code friedman_mse} is deprecated in scikit-learn 1.9
   * and maps to {@code squared_error} ("both were always equivalent").
   */
  static TreeCriterion criterion(Params p, String def, Set<String> allowed) {
    String name = p.string("criterion", def);
    TreeCriterion c = name == null ? null : TreeCriterion.named(name);
    if (c == null || !allowed.contains(name)) {
      throw p.invalid("criterion", name, "must be one of " + allowed);
    }
    return c == TreeCriterion.FRIEDMAN_MSE ? TreeCriterion.SQUARED_ERROR : c;
  }

  /**
   * The per-tree parameters; {@code autoFeatures} is what the deprecated {@code 'auto'} means for
   * this estimator ("sqrt" or 1.0).
   */
  static TreeParameters tree(
      Params p, Integer depthDefault, Object featuresDefault, Object autoFeatures) {
    Integer depth = p.optionalInteger("max_depth", depthDefault);
    if (depth != null && depth < 1) {
      throw p.invalid("max_depth", depth, "must be None or an integer >= 1");
    }
    Number split = intOrFloat(p, "min_samples_split", 2, 2, false);
    Number leaf = intOrFloat(p, "min_samples_leaf", 1, 1, true);
    double fraction = p.number("min_weight_fraction_leaf", 0.0);
    if (!(fraction >= 0 && fraction <= 0.5)) {
      throw p.invalid("min_weight_fraction_leaf", fraction, "must be in [0, 0.5]");
    }
    Object features = maxFeatures(p, featuresDefault, autoFeatures);
    double decrease = p.number("min_impurity_decrease", 0.0);
    if (!(decrease >= 0) || Double.isInfinite(decrease)) {
      throw p.invalid("min_impurity_decrease", decrease, "must be a finite number >= 0");
    }
    Integer leaves = p.optionalInteger("max_leaf_nodes", null);
    if (leaves != null) {
      throw p.invalid(
          "max_leaf_nodes",
          leaves,
          "is not supported (best-first growth); use None" + " and limit max_depth instead");
    }
    double ccp = p.number("ccp_alpha", 0.0);
    if (ccp != 0.0) {
      throw p.invalid("ccp_alpha", ccp, "is not supported (no cost-complexity pruning); use 0.0");
    }
    return new TreeParameters(depth, split, leaf, fraction, features, decrease);
  }

  /** Reads {@code verbose}, which does not change the fitted model. */
  static void ignored(Params p) {
    p.raw("verbose", 0);
  }

  /** Refuses {@code name} unless it has its default {@code false}. */
  static void refuseTrue(Params p, String name, String why) {
    if (p.flag(name, false)) {
      throw p.invalid(name, true, "is not supported (" + why + "); use false");
    }
  }

  private static Number intOrFloat(Params p, String name, int def, int min, boolean openAtOne) {
    Object v = p.raw(name, def);
    if (v instanceof Integer || v instanceof Long) {
      long l = ((Number) v).longValue();
      if (l >= min && l <= Integer.MAX_VALUE) {
        return (int) l;
      }
    } else if (v instanceof Double d && d > 0 && (openAtOne ? d < 1 : d <= 1)) {
      return d;
    }
    throw p.invalid(
        name, v, "must be an integer >= " + min + " or a float in (0, 1" + (openAtOne ? ")" : "]"));
  }

  private static Object maxFeatures(Params p, Object def, Object auto) {
    Object v = p.raw("max_features", def);
    if (v == null || "sqrt".equals(v) || "log2".equals(v)) {
      return v;
    }
    if ("auto".equals(v)) {
      return auto;
    }
    if ((v instanceof Integer || v instanceof Long)
        && ((Number) v).longValue() >= 1
        && ((Number) v).longValue() <= Integer.MAX_VALUE) {
      return ((Number) v).intValue();
    }
    if (v instanceof Double d && d > 0 && d <= 1) {
      return d;
    }
    throw p.invalid(
        "max_features",
        v,
        "must be None, 'sqrt', 'log2', an integer >= 1 or a float" + " in (0, 1]");
  }
}
