package org.spectraflow.ui.run.peak;

import java.awt.Color;
import java.util.List;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import org.jfree.chart.entity.CategoryItemEntity;
import org.jfree.chart.fx.interaction.ChartMouseEventFX;
import org.jfree.chart.fx.interaction.ChartMouseListenerFX;
import org.spectraflow.engine.observe.ByteFormat;
import org.spectraflow.ui.run.RunSelection;
import org.spectraflow.ui.run.StepKey;
import org.spectraflow.ui.run.charts.ChartImageView;
import org.spectraflow.ui.run.charts.ChartTheme;
import org.spectraflow.ui.run.charts.LiveChart;

/**
 * The live-at-peak view, two icicles one above the other. The upper one splits the process' RSS at
 * the peak into the live blocks and the rest of the process; the lower one, on its own scale (the
 * blocks are often far smaller than the JVM), splits the live blocks into the data of each variant
 * in flight (after its last step, by step and branch) and the step cache's entries (by the step
 * that computed them). Hovering a segment hovers its step in every view; the step hovered elsewhere
 * is outlined here.
 */
public final class LivePeakChart extends LiveChart {

  static final String ROOT = "RSS at peak";
  static final String KINDS = "by kind";
  static final String BLOCKS = "live blocks";
  static final String PARTS = "by variant, step and branch";
  private static final Color REST = new Color(0x8B949E);

  private final LivePeakModel model;
  private final RunSelection selection;
  private final Icicle process;
  private final Icicle blocks;

  /** A view of {@code model}, linked to the other charts by {@code selection}'s hovered step. */
  public LivePeakChart(LivePeakModel model, RunSelection selection) {
    this(model, selection, new Icicle("Live at peak: the process"), new Icicle("Live blocks"));
  }

  private LivePeakChart(
      LivePeakModel model, RunSelection selection, Icicle process, Icicle blocks) {
    super("Live at peak", List.of(process.chart(), blocks.chart()));
    this.model = model;
    this.selection = selection;
    this.process = process;
    this.blocks = blocks;
    viewers().get(0).addChartMouseListener(new HoverToLink(process));
    viewers().get(1).addChartMouseListener(new HoverToLink(blocks));
  }

  @Override
  protected Node layout(List<ChartImageView> all) {
    SplitPane split = new SplitPane();
    split.setOrientation(Orientation.VERTICAL);
    split.getItems().setAll(all);
    split.setDividerPositions(0.4);
    return split;
  }

  @Override
  protected void rebuild(int pixelWidth) {
    PeakSnapshot peak = model.peak();
    if (peak == null) {
      process.clear("");
      blocks.clear("");
      return;
    }
    PeakGroup data = peak.group(LivePeakModel.DATA);
    PeakGroup cache = peak.group(LivePeakModel.CACHE);
    PeakGroup rest = peak.group(LivePeakModel.REST);
    long live = data.bytes() + cache.bytes();
    process.clear(
        String.format(
            "peak RSS %s at %.1f s, variant %d after step %s",
            ByteFormat.format(peak.rssBytes()), peak.seconds(), peak.variant(), peak.step()));
    process.add(
        ROOT, ROOT + " · " + ByteFormat.format(peak.rssBytes()), peak.rssBytes(), null, top());
    process.add(KINDS, "live blocks · " + ByteFormat.format(live), live, null, dataColour());
    process.add(
        KINDS, rest.label() + " · " + ByteFormat.format(rest.bytes()), rest.bytes(), null, REST);
    blocks.clear("a cache entry shares its blocks with the variant that computed it");
    blocks.add(
        BLOCKS,
        data.label() + " · " + ByteFormat.format(data.bytes()),
        data.bytes(),
        null,
        dataColour());
    blocks.add(
        BLOCKS,
        cache.label() + " · " + ByteFormat.format(cache.bytes()),
        cache.bytes(),
        null,
        cacheColour());
    addParts(data, dataColour());
    addParts(cache, cacheColour());
    outlineHovered();
  }

  private void addParts(PeakGroup group, Color colour) {
    int i = 0;
    for (PeakPart p : group.parts()) {
      Color c = i++ % 2 == 0 ? colour : colour.brighter();
      blocks.add(PARTS, p.label() + " · " + ByteFormat.format(p.bytes()), p.bytes(), p.step(), c);
    }
  }

  private static Color top() {
    return ChartTheme.SERIES[4];
  }

  private static Color dataColour() {
    return ChartTheme.SERIES[0];
  }

  private static Color cacheColour() {
    return ChartTheme.SERIES[2];
  }

  private void outlineHovered() {
    StepKey hovered = selection.hoveredStepProperty().get();
    process.outline(hovered, ChartTheme.SERIES[1], Color.WHITE);
    blocks.outline(hovered, ChartTheme.SERIES[1], Color.WHITE);
  }

  /** How many segments are outlined as the hovered step (tests). */
  public int outlinedParts() {
    return blocks.outline(selection.hoveredStepProperty().get(), ChartTheme.SERIES[1], Color.WHITE);
  }

  /** Hovering a segment hovers its step in every view. */
  private final class HoverToLink implements ChartMouseListenerFX {
    private final Icicle icicle;

    HoverToLink(Icicle icicle) {
      this.icicle = icicle;
    }

    @Override
    public void chartMouseClicked(ChartMouseEventFX event) {
      // selection is by the per-step chart and the canvas
    }

    @Override
    public void chartMouseMoved(ChartMouseEventFX event) {
      StepKey step = null;
      if (event.getEntity() instanceof CategoryItemEntity item) {
        step = icicle.stepOf(icicle.seriesOf(item.getRowKey()));
      }
      selection.hoveredStepProperty().set(step);
    }
  }
}
