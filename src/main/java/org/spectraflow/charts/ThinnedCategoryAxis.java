package org.spectraflow.charts;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.Tick;
import org.jfree.chart.ui.RectangleEdge;

/**
 * A category axis that labels every n-th category when the categories are thinner than a line of
 * text, so a ranking of 64 models stays readable in a small studio pane and is drawn in full in a
 * tall image; the marked category (the best model) is always labelled. The step is worked out while
 * drawing and read by the renderer ({@link #labelled}) during the same drawing.
 */
final class ThinnedCategoryAxis extends CategoryAxis {

  private static final long serialVersionUID = 1L;

  private final int marked;
  private int every = 1;

  /** An axis always labelling category {@code marked} (-1 for none). */
  ThinnedCategoryAxis(int marked) {
    this.marked = marked;
  }

  /** Whether category {@code index} is labelled in the drawing under way. */
  boolean labelled(int index) {
    return index == marked || index % every == 0;
  }

  @Override
  @SuppressWarnings({"rawtypes", "unchecked"})
  public List refreshTicks(
      Graphics2D g2, AxisState state, Rectangle2D dataArea, RectangleEdge edge) {
    List<Tick> all = super.refreshTicks(g2, state, dataArea, edge);
    double extent = RectangleEdge.isLeftOrRight(edge) ? dataArea.getHeight() : dataArea.getWidth();
    double band = all.isEmpty() ? extent : extent / all.size();
    double line = g2.getFontMetrics(getTickLabelFont()).getHeight();
    every = band <= 0 ? 1 : Math.max(1, (int) Math.ceil(line / band));
    if (every == 1) {
      return all;
    }
    List<Tick> kept = new ArrayList<>();
    for (int i = 0; i < all.size(); i++) {
      if (labelled(i)) {
        kept.add(all.get(i));
      }
    }
    return kept;
  }
}
