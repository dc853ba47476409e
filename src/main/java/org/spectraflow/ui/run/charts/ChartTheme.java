package org.spectraflow.ui.run.charts;

import java.awt.Color;
import org.jfree.chart.JFreeChart;
import org.spectraflow.charts.ChartLook;

/**
 * The studio's entry to the shared {@link ChartLook}: the series palette every live chart draws
 * with and the light or dark colours, matching AtlantaFX's Primer Light and Primer Dark. Stateless.
 */
public final class ChartTheme {

  /** Series colours in order: blue, orange, green, red, purple, teal ({@link ChartLook}). */
  public static final Color[] SERIES = ChartLook.palette();

  /** The colour of warning lines (thresholds, budgets). */
  public static final Color WARNING = ChartLook.WARNING;

  private ChartTheme() {}

  /** Recolours {@code chart} for the dark or light theme. */
  public static void apply(JFreeChart chart, boolean dark) {
    ChartLook.of(dark).apply(chart);
  }
}
