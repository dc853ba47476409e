package org.spectraflow.ui.run.charts;

import java.awt.FontMetrics;
import java.awt.Graphics2D;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.text.TextBlock;
import org.jfree.chart.text.TextUtils;
import org.jfree.chart.ui.RectangleEdge;
import org.spectraflow.ui.run.StepLabels;

/**
 * The step axis of the per-step memory chart: one upright line per step label, fitted to the width
 * JFreeChart gives the category when it draws ({@code 2 [0] StandardNormalVariate} whole when it
 * fits, else {@code 2 [0] SNV}, else cut with an ellipsis), each label's full text as its tooltip.
 * Slanted or wrapped labels took half of a 1366×768 run view's chart height and were cut at its
 * bottom; one line of text is all this axis reserves. Configured on the FX thread, drawn on the
 * render thread.
 */
final class StepAxis extends CategoryAxis {

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
    String text = StepLabels.fit(category.toString(), width, metrics::stringWidth);
    return TextUtils.createTextBlock(text, getTickLabelFont(category), getTickLabelPaint(category));
  }
}
