package org.spectraflow.engine.operators.model.ensemble;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.SplitterOperator;

/**
 * Model references nested in an operator's parameters, as nirs4all serialises them: a class path
 * string, or {@code {"class": path, "params": {...}}}; and scikit-learn's {@code estimators} lists
 * of {@code (name, estimator)} pairs (tuples become two-item lists in JSON). Each resolves through
 * the operator catalogue, so only supported models are accepted.
 */
public final class NestedModels {

  private NestedModels() {}

  /** A named estimator of an {@code estimators} list. */
  public record Named(String name, ModelOperator model) {}

  /**
   * A nested model reference: the class's simple name and its parameters, to build the model again
   * with other parameters (e.g. a seed drawn by AdaBoost).
   */
  public record Reference(String name, Map<String, Object> params) {

    /** The model with {@code extra} parameters added (they replace given ones). */
    public ModelOperator build(Map<String, Object> extra) {
      Map<String, Object> all = new LinkedHashMap<>(params);
      all.putAll(extra);
      return OperatorFactory.model(name, all);
    }
  }

  /** The model that {@code value} (parameter {@code param} of {@code p}) refers to. */
  public static ModelOperator model(Params p, String param, Object value) {
    Reference r = reference(p, param, value);
    try {
      return r.build(Map.of());
    } catch (IllegalArgumentException e) {
      throw p.invalid(param, value, "must be a supported model (" + e.getMessage() + ")");
    }
  }

  /** The reference that {@code value} (parameter {@code param} of {@code p}) holds. */
  public static Reference reference(Params p, String param, Object value) {
    String path;
    Map<String, Object> params = Map.of();
    if (value instanceof String s) {
      path = s;
    } else if (value instanceof Map<?, ?> m && m.get("class") instanceof String c) {
      path = c;
      if (m.get("params") instanceof Map<?, ?> given) {
        @SuppressWarnings("unchecked")
        Map<String, Object> typed = (Map<String, Object>) given;
        params = typed;
      }
    } else {
      throw p.invalid(
          param, value, "must be a model reference {\"class\": ..., \"params\": {...}}");
    }
    return new Reference(path.substring(path.lastIndexOf('.') + 1), params);
  }

  /**
   * The {@code estimators} list of {@code [name, model]} pairs, names distinct; empty when absent
   * (the catalogue's default form, which {@link #requireSome} refuses when fitting).
   */
  public static List<Named> estimators(Params p) {
    List<Named> out = anyEstimators(p);
    if (out.stream().anyMatch(e -> e.model().classifier())) {
      throw p.invalid(
          "estimators",
          p.raw("estimators", null),
          "must be regressors (for classifiers use VotingClassifier)");
    }
    return out;
  }

  /** The {@code estimators} list, all classifiers ({@code VotingClassifier}). */
  public static List<Named> classifiers(Params p) {
    List<Named> out = anyEstimators(p);
    if (out.stream().anyMatch(e -> !e.model().classifier())) {
      throw p.invalid("estimators", p.raw("estimators", null), "must be classifiers");
    }
    return out;
  }

  private static List<Named> anyEstimators(Params p) {
    Object v = p.raw("estimators", null);
    if (v == null) {
      return List.of();
    }
    if (!(v instanceof List<?> list) || list.isEmpty()) {
      throw p.invalid("estimators", v, "must be a non-empty list of [name, model] pairs");
    }
    List<Named> out = new ArrayList<>();
    for (Object item : list) {
      if (!(item instanceof List<?> pair)
          || pair.size() != 2
          || !(pair.get(0) instanceof String n)) {
        throw p.invalid("estimators", item, "must hold [name, model] pairs");
      }
      if (out.stream().anyMatch(e -> e.name().equals(n))) {
        throw p.invalid("estimators", n, "names must be distinct");
      }
      out.add(new Named(n, model(p, "estimators", pair.get(1))));
    }
    return out;
  }

  /**
   * The {@code cv} parameter of a stacking ensemble, as scikit-learn's {@code check_cv} reads it:
   * None is {@code splitter(n_splits=5)}, an integer k is {@code splitter(n_splits=k)} (both
   * without shuffle; {@code splitter} KFold for regressors, StratifiedKFold for classifiers), or a
   * splitter reference.
   */
  public static SplitterOperator cv(Params p, String splitter) {
    Object v = p.raw("cv", null);
    try {
      if (v == null) {
        return OperatorFactory.splitter(splitter, Map.of());
      }
      if (v instanceof Integer || v instanceof Long) {
        return OperatorFactory.splitter(splitter, Map.of("n_splits", v));
      }
      if (v instanceof Map<?, ?> m && m.get("class") instanceof String c) {
        @SuppressWarnings("unchecked")
        Map<String, Object> params =
            m.get("params") instanceof Map<?, ?> given ? (Map<String, Object>) given : Map.of();
        return OperatorFactory.splitter(c.substring(c.lastIndexOf('.') + 1), params);
      }
    } catch (IllegalArgumentException e) {
      throw p.invalid("cv", v, "must be a number of folds or a splitter (" + e.getMessage() + ")");
    }
    throw p.invalid("cv", v, "must be None, a number of folds or a splitter {\"class\": ...}");
  }

  /** Refuses an ensemble without estimators (scikit-learn requires them). */
  static void requireSome(String label, List<Named> estimators) {
    if (estimators.isEmpty()) {
      throw new IllegalArgumentException(
          label
              + ": estimators is required: give a list of [name, model] pairs, e.g."
              + " [[\"pls\", {\"class\": \"PLSRegression\"}], [\"ridge\", {\"class\": \"Ridge\"}]]");
    }
  }
}
