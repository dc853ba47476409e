package org.spectraflow.ui.run;

/** Short operator names for chart labels: the simple class name of a qualified one. */
public final class OperatorNames {

  private OperatorNames() {}

  /**
   * {@code nirs4all.operators.transforms.StandardNormalVariate} → {@code StandardNormalVariate}.
   */
  public static String shortName(String operator) {
    if (operator == null || operator.isEmpty()) {
      return "skip";
    }
    return operator.substring(operator.lastIndexOf('.') + 1);
  }
}
