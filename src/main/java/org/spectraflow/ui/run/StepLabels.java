package org.spectraflow.ui.run;

import java.util.function.ToDoubleFunction;

/**
 * Step labels ({@code 2 [0] StandardNormalVariate}: step, branch, operator last) shortened to a
 * width, one rule for the per-step bars, the heat map's headings and the live-at-peak segments:
 * whole; else the operator cut to its capitals when it has several ({@code SNV}); else cut with an
 * ellipsis.
 */
public final class StepLabels {

  private static final String ELLIPSIS = "…";

  private StepLabels() {}

  /**
   * {@code label} with its last word (the operator) cut to its capitals, or {@code label} itself
   * when that word has fewer than two.
   */
  public static String abbreviated(String label) {
    int space = label.lastIndexOf(' ');
    String capitals = label.substring(space + 1).replaceAll("[^A-Z]", "");
    return capitals.length() >= 2 ? label.substring(0, space + 1) + capitals : label;
  }

  /**
   * {@code label} in its longest form {@code measure} puts within {@code width}: whole, else {@link
   * #abbreviated}, else the whole label cut with an ellipsis (at least one character and the
   * ellipsis, which may still be wider).
   */
  public static String fit(String label, double width, ToDoubleFunction<String> measure) {
    if (measure.applyAsDouble(label) <= width) {
      return label;
    }
    String text = abbreviated(label);
    if (measure.applyAsDouble(text) <= width) {
      return text;
    }
    String cut = label;
    while (cut.length() > 1 && measure.applyAsDouble(cut + ELLIPSIS) > width) {
      cut = cut.substring(0, cut.length() - 1);
    }
    return cut.strip() + ELLIPSIS;
  }
}
