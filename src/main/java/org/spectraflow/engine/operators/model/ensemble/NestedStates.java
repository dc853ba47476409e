package org.spectraflow.engine.operators.model.ensemble;

import java.util.Map;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.model.FittedModels;

/**
 * The states of an ensemble's member fits inside the ensemble's own state (docs/model-file.md,
 * "Nested states"): member {@code i}'s kind is the text {@code mI.kind} and each of its parameters
 * is stored under {@code mI.NAME}, so one flat {@link FittedState} holds them all. A member is
 * rebuilt through {@link FittedModels#restore} with the ensemble's member operator. Stateless.
 */
final class NestedStates {

  private NestedStates() {}

  /** {@code parent} plus member {@code index}'s state. */
  static FittedState put(FittedState parent, int index, FittedState member) {
    String p = prefix(index);
    FittedState s = parent.with(p + "kind", member.kind());
    for (Map.Entry<String, Double> e : member.numbers().entrySet()) {
      s = s.with(p + e.getKey(), e.getValue());
    }
    for (Map.Entry<String, String> e : member.texts().entrySet()) {
      s = s.with(p + e.getKey(), e.getValue());
    }
    for (Map.Entry<String, double[]> e : member.vectors().entrySet()) {
      s = s.with(p + e.getKey(), e.getValue());
    }
    for (Map.Entry<String, double[][]> e : member.matrices().entrySet()) {
      s = s.with(p + e.getKey(), e.getValue());
    }
    return s;
  }

  /** Member {@code index}'s state, refused when {@code parent} has none. */
  static FittedState get(FittedState parent, int index) {
    String p = prefix(index);
    String kind = parent.texts().get(p + "kind");
    if (kind == null) {
      throw new IllegalArgumentException(
          parent.kind() + ": no fitted parameter '" + p + "kind' (member " + index + " missing)");
    }
    FittedState s = FittedState.of(kind);
    for (Map.Entry<String, Double> e : parent.numbers().entrySet()) {
      if (e.getKey().startsWith(p)) {
        s = s.with(e.getKey().substring(p.length()), e.getValue());
      }
    }
    for (Map.Entry<String, String> e : parent.texts().entrySet()) {
      if (e.getKey().startsWith(p) && !e.getKey().equals(p + "kind")) {
        s = s.with(e.getKey().substring(p.length()), e.getValue());
      }
    }
    for (Map.Entry<String, double[]> e : parent.vectors().entrySet()) {
      if (e.getKey().startsWith(p)) {
        s = s.with(e.getKey().substring(p.length()), e.getValue());
      }
    }
    for (Map.Entry<String, double[][]> e : parent.matrices().entrySet()) {
      if (e.getKey().startsWith(p)) {
        s = s.with(e.getKey().substring(p.length()), e.getValue());
      }
    }
    return s;
  }

  /** Member {@code index}'s fit, rebuilt with {@code operator} (its operator's settings). */
  static FittedModel restore(FittedState parent, int index, ModelOperator operator) {
    FittedState member = get(parent, index);
    try {
      return FittedModels.restore(member, operator);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          parent.kind() + ": member " + index + ": " + e.getMessage(), e);
    }
  }

  private static String prefix(int index) {
    return "m" + index + ".";
  }
}
