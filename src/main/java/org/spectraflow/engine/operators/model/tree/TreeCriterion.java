package org.spectraflow.engine.operators.model.tree;

import java.util.Locale;

/** The split criteria of scikit-learn's trees that this package implements. */
public enum TreeCriterion {
  /** Variance reduction ({@code squared_error}). */
  SQUARED_ERROR("squared_error"),
  /** Friedman's improvement score ({@code friedman_mse}, gradient boosting's default). */
  FRIEDMAN_MSE("friedman_mse"),
  /** Gini impurity (classifiers). */
  GINI("gini"),
  /** Shannon entropy ({@code entropy} or {@code log_loss}, classifiers). */
  ENTROPY("entropy");

  private final String pythonName;

  TreeCriterion(String pythonName) {
    this.pythonName = pythonName;
  }

  /** scikit-learn's name. */
  public String pythonName() {
    return pythonName;
  }

  /** Whether this criterion grows classification trees. */
  public boolean classification() {
    return this == GINI || this == ENTROPY;
  }

  /** The criterion named {@code name}, or null when unknown. */
  public static TreeCriterion named(String name) {
    String n = name.toLowerCase(Locale.ROOT);
    if ("log_loss".equals(n)) {
      return ENTROPY;
    }
    for (TreeCriterion c : values()) {
      if (c.pythonName.equals(n)) {
        return c;
      }
    }
    return null;
  }
}
