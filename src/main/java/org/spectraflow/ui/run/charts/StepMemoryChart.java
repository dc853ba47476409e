package org.spectraflow.ui.run.charts;

import java.awt.BasicStroke;
import java.util.List;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.entity.CategoryItemEntity;
import org.jfree.chart.fx.interaction.ChartMouseEventFX;
import org.jfree.chart.fx.interaction.ChartMouseListenerFX;
import org.jfree.chart.plot.CategoryMarker;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.data.category.DefaultCategoryDataset;
import org.spectraflow.ui.run.StepKey;

/**
 * Chart 2: steady bytes and RSS change per step (MiB) of the selected or latest variant. A click on
 * a bar selects its step; the selected step is marked; the mouse over a bar hovers its step in
 * every view, and the hovered step's bars are shaded.
 */
public final class StepMemoryChart extends LiveChart {

  private static final String STEADY = "steady bytes";
  private static final String RSS = "RSS change";

  private final StepMemoryModel model;
  private final DefaultCategoryDataset data;
  private List<StepBar> bars = List.of();

  /** A view of {@code model}. */
  public StepMemoryChart(StepMemoryModel model) {
    this(model, new DefaultCategoryDataset());
  }

  private StepMemoryChart(StepMemoryModel model, DefaultCategoryDataset data) {
    super(
        "Per-step memory",
        List.of(
            ChartFactory.createBarChart(
                "Per-step memory",
                "step",
                "MiB",
                data,
                PlotOrientation.VERTICAL,
                true,
                true,
                false)));
    this.model = model;
    this.data = data;
    BarRenderer renderer = (BarRenderer) plot().getRenderer();
    renderer.setBarPainter(new StandardBarPainter());
    renderer.setShadowVisible(false);
    renderer.setSeriesPaint(0, ChartTheme.SERIES[2]);
    renderer.setSeriesPaint(1, ChartTheme.SERIES[0]);
    // step labels ("2 [0] StandardNormalVariate") are long: one line each, fitted to its bar
    plot().setDomainAxis(new StepAxis("step"));
    viewers().get(0).addChartMouseListener(new ClickToSelect());
  }

  private CategoryPlot plot() {
    return charts().get(0).getCategoryPlot();
  }

  @Override
  protected void rebuild(int pixelWidth) {
    bars = model.shownBars();
    data.clear();
    plot().getDomainAxis().clearCategoryLabelToolTips();
    for (StepBar bar : bars) {
      plot().getDomainAxis().addCategoryLabelToolTip(bar.label(), bar.label());
      data.addValue(bar.steadyBytes() / MemoryTimelineModel.MIB, STEADY, bar.label());
      data.addValue(bar.rssDeltaBytes() / MemoryTimelineModel.MIB, RSS, bar.label());
    }
    charts().get(0).setTitle("Per-step memory · variant " + model.shownVariant());
    plot().clearDomainMarkers();
    StepKey selected = model.selection().stepProperty().get();
    bars.stream()
        .filter(b -> selected != null && selected.covers(b.key()))
        .findFirst()
        .ifPresent(
            b ->
                plot()
                    .addDomainMarker(
                        new CategoryMarker(b.label(), ChartTheme.SERIES[1], new BasicStroke(1f))));
    StepKey hovered = model.selection().hoveredStepProperty().get();
    bars.stream()
        .filter(b -> hovered != null && hovered.covers(b.key()))
        .findFirst()
        .ifPresent(b -> plot().addDomainMarker(hoverMarker(b)));
  }

  private static CategoryMarker hoverMarker(StepBar bar) {
    CategoryMarker m = new CategoryMarker(bar.label(), ChartTheme.SERIES[4], new BasicStroke(1f));
    m.setAlpha(0.25f);
    m.setDrawAsLine(false);
    return m;
  }

  /** The label of the bar marked as hovered, null for none (tests). */
  public String hoveredBar() {
    StepKey hovered = model.selection().hoveredStepProperty().get();
    return bars.stream()
        .filter(b -> hovered != null && hovered.covers(b.key()))
        .map(StepBar::label)
        .findFirst()
        .orElse(null);
  }

  /** Selects the step of the clicked bar. */
  private final class ClickToSelect implements ChartMouseListenerFX {
    @Override
    public void chartMouseClicked(ChartMouseEventFX event) {
      if (event.getEntity() instanceof CategoryItemEntity item) {
        Object label = item.getColumnKey();
        bars.stream().filter(b -> b.label().equals(label)).findFirst().ifPresent(model::select);
      }
    }

    @Override
    public void chartMouseMoved(ChartMouseEventFX event) {
      StepKey hovered = null;
      if (event.getEntity() instanceof CategoryItemEntity item) {
        Object label = item.getColumnKey();
        hovered =
            bars.stream()
                .filter(b -> b.label().equals(label))
                .map(StepBar::key)
                .findFirst()
                .orElse(null);
      }
      model.selection().hoveredStepProperty().set(hovered);
    }
  }
}
