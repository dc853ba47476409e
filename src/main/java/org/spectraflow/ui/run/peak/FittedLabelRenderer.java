package org.spectraflow.ui.run.peak;

import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.labels.CategoryItemLabelGenerator;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.renderer.category.StackedBarRenderer;
import org.jfree.chart.text.TextUtils;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.CategoryDataset;
import org.spectraflow.ui.run.StepLabels;

/**
 * The icicles' bar renderer: a segment's label is drawn in the middle of the segment in the longest
 * form that fits its width ({@code v0 after 3 [5] PLSRegression · 38.2 MB}, else {@code 3 [5]
 * PLSRegression · 38.2 MB}, else {@code 3 [5] PLSR · 38.2 MB}, else {@code 38.2 MB}), or not at
 * all; JFreeChart drops a label wider than its bar, which left the six segments of a six-branch
 * peak blank. The tooltip keeps the full label. Drawn on the render thread.
 */
final class FittedLabelRenderer extends StackedBarRenderer {

  private static final double PADDING_PX = 6;
  private static final String BYTES_SEPARATOR = " · ";

  @Override
  protected void drawItemLabel(
      Graphics2D g2,
      CategoryDataset data,
      int row,
      int column,
      CategoryPlot plot,
      CategoryItemLabelGenerator generator,
      Rectangle2D bar,
      boolean negative) {
    String label = generator.generateLabel(data, row, column);
    if (label == null || label.isEmpty()) {
      return;
    }
    g2.setFont(getItemLabelFont(row, column));
    FontMetrics metrics = g2.getFontMetrics();
    double room = bar.getWidth() - PADDING_PX;
    for (String form : forms(label)) {
      if (metrics.stringWidth(form) <= room) {
        g2.setPaint(getItemLabelPaint(row, column));
        TextUtils.drawAlignedString(
            form, g2, (float) bar.getCenterX(), (float) bar.getCenterY(), TextAnchor.CENTER);
        return;
      }
    }
  }

  /**
   * {@code label} from its longest form to its shortest: whole; without what precedes " after ";
   * with its operator (the word before the bytes) cut to its capitals; the bytes alone.
   */
  static List<String> forms(String label) {
    List<String> forms = new ArrayList<>();
    forms.add(label);
    String text = label;
    int after = text.indexOf(" after ");
    if (after >= 0) {
      text = text.substring(after + " after ".length());
      forms.add(text);
    }
    int bytesAt = text.lastIndexOf(BYTES_SEPARATOR);
    if (bytesAt > 0) {
      String name = text.substring(0, bytesAt);
      String abbreviated = StepLabels.abbreviated(name);
      if (!abbreviated.equals(name)) {
        forms.add(abbreviated + text.substring(bytesAt));
      }
      forms.add(text.substring(bytesAt + BYTES_SEPARATOR.length()));
    }
    return forms;
  }
}
