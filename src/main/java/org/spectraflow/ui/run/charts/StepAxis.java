package org.spectraflow.ui.run.charts;

import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.util.function.ToDoubleFunction;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.text.TextBlock;
import org.jfree.chart.text.TextUtils;
import org.jfree.chart.ui.RectangleEdge;

/**
 * The step axis of the per-step memory chart: one upright line per step label, fitted to the width
 * JFreeChart gives the category when it draws ({@code 2 [0] StandardNormalVariate} whole when it
 * fits, else {@code 2 [0] SNV}, else cut with an ellipsis), each label's full text as its tooltip.
 * Slanted or wrapped labels took half of a 1366×768 run view's chart height and were cut at its
 * bottom; one line of text is all this axis reserves. Configured on the FX thread, drawn on the
 * render thread.
 */
final class StepAxis extends CategoryAxis {

  private static final String ELLIPSIS = "…";

  StepAxis(String label) {
    super(label);
    setCategoryLabelPositions(CategoryLabelPositions.STANDARD);
    setMaximumCategoryLabelLines(1);
    setMaximumCategoryLabelWidthRatio(0.95f);
  }

  @Override
  protected TextBlock createLabel(
      Comparable category, float width, RectangleEdge edge, Graphics2D g2) {
    FontMetrics metrics = g2.getFontMetrics(getTickLabelFont(category));
    String text = fit(category.toString(), width, s -> metrics.stringWidth(s));
    return TextUtils.createTextBlock(text, getTickLabelFont(category), getTickLabelPaint(category));
  }

  /**
   * {@code label} as it fits {@code width}: whole; else with its operator (the last word)
   * abbreviated to its capitals when it has several; else cut with an ellipsis (at least one
   * character and the ellipsis).
   */
  static String fit(String label, double width, ToDoubleFunction<String> measure) {
    if (measure.applyAsDouble(label) <= width) {
      return label;
    }
    int space = label.lastIndexOf(' ');
    String operator = label.substring(space + 1);
    String capitals = operator.replaceAll("[^A-Z]", "");
    String text = capitals.length() >= 2 ? label.substring(0, space + 1) + capitals : label;
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
