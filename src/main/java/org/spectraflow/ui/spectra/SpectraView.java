package org.spectraflow.ui.spectra;

import java.util.Optional;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.image.ImageView;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.shape.Polyline;
import javafx.scene.shape.Rectangle;
import org.spectraflow.engine.preview.SpectraTable;
import org.spectraflow.ui.selection.BoxSelect;
import org.spectraflow.ui.selection.SampleSelection;

/**
 * Shows one {@link SpectraViewModel}: a toolbar (colour by y or a metadata column, train/test, mean
 * ± sd band, reset zoom, the hovered sample) over the plot, an image drawn off the FX thread
 * ({@link SpectraRenderer}, {@link SpectraPainter}). Drag a box to zoom, turn the wheel to zoom
 * around the mouse, drag with the secondary or middle button (or Shift) to pan, double-click to
 * show everything again; hovering a line outlines it and names its sample and y ({@link
 * SpectraHover}). FX thread only.
 */
public final class SpectraView extends BorderPane {

  private static final double WHEEL_IN = 0.8;
  private static final double MIN_BOX = 5;

  private final SpectraViewModel model;
  private final SpectraRenderer renderer = new SpectraRenderer(Platform::runLater);
  private final Pane plot = new Pane();
  private final ImageView image = new ImageView();
  private final Rectangle box = new Rectangle();
  private final Polyline hover = new Polyline();
  private final Label info = new Label();
  private final Label empty = new Label("No spectra: load a dataset");
  private final Label tip = new Label();
  private final HBox toolbar;
  private WritableImage shown;
  private SpectraFrame frame;
  private double pressX = Double.NaN;
  private double pressY;
  private boolean panning;
  private int drawnWidth = -1;
  private int drawnHeight = -1;
  private final javafx.scene.Group marks = new javafx.scene.Group();
  private SampleSelection samples;

  /** The most selected spectra outlined (a larger selection outlines its first ones). */
  static final int MAX_MARKED = 300;

  /** A view of {@code model}. */
  public SpectraView(SpectraViewModel model) {
    this.model = model;
    getStyleClass().add("spectra-view");
    ComboBox<String> colour = new ComboBox<>(model.colourChoices());
    colour.valueProperty().bindBidirectional(model.colourByProperty());
    colour.setId("spectra-colour");
    ChoiceBox<PartitionFilter> partition = new ChoiceBox<>();
    partition.getItems().setAll(PartitionFilter.values());
    partition.valueProperty().bindBidirectional(model.partitionProperty());
    partition.setId("spectra-partition");
    CheckBox band = new CheckBox("Mean ± sd");
    band.selectedProperty().bindBidirectional(model.bandProperty());
    band.setId("spectra-band");
    Button reset = new Button("Reset zoom");
    reset.setOnAction(e -> model.resetZoom());
    reset.disableProperty().bind(model.viewportProperty().isNull());
    info.setId("spectra-info");
    info.setMinWidth(0);
    HBox.setHgrow(info, Priority.ALWAYS);
    Label colourLabel = new Label("Colour");
    for (Region fixed : java.util.List.of(colourLabel, colour, partition, band, reset)) {
      fixed.setMinWidth(Region.USE_PREF_SIZE);
    }
    toolbar = new HBox(8, colourLabel, colour, partition, band, reset, info);
    toolbar.setAlignment(Pos.CENTER_LEFT);
    toolbar.setPadding(new Insets(4, 8, 4, 8));
    toolbar.getStyleClass().add("spectra-toolbar");
    setTop(toolbar);
    box.setManaged(false);
    box.setVisible(false);
    box.setMouseTransparent(true);
    box.setFill(Color.rgb(56, 139, 253, 0.18));
    box.setStroke(Color.rgb(56, 139, 253, 0.8));
    hover.setManaged(false);
    hover.setMouseTransparent(true);
    hover.setStroke(Color.rgb(220, 38, 38));
    hover.setStrokeWidth(2);
    image.setManaged(false);
    image.setMouseTransparent(true);
    empty.setManaged(false);
    empty.getStyleClass().add("spectra-empty");
    tip.setManaged(false);
    tip.setMouseTransparent(true);
    tip.setVisible(false);
    tip.getStyleClass().add("spectra-tip");
    tip.setStyle(
        "-fx-background-color: rgba(255,255,255,0.92); -fx-text-fill: #24292f;"
            + " -fx-border-color: #d0d7de; -fx-padding: 2 6 2 6; -fx-font-size: 11px;");
    marks.setManaged(false);
    marks.setMouseTransparent(true);
    plot.getChildren().addAll(image, marks, hover, box, empty, tip);
    plot.setMinSize(0, 0);
    plot.setId("spectra-plot");
    setCenter(plot);
    setMinSize(0, 0);
    plot.widthProperty().subscribe(w -> redraw());
    plot.heightProperty().subscribe(h -> redraw());
    model.dataProperty().subscribe(d -> redraw());
    model.colourByProperty().subscribe(c -> redraw());
    model.partitionProperty().subscribe(p -> redraw());
    model.bandProperty().subscribe(b -> redraw());
    model.viewportProperty().subscribe(v -> redraw());
    model.darkProperty().subscribe(d -> redraw());
    plot.addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
    plot.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
    plot.addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
    plot.addEventHandler(MouseEvent.MOUSE_MOVED, this::moved);
    plot.addEventHandler(MouseEvent.MOUSE_EXITED, e -> clearHover());
    plot.addEventHandler(ScrollEvent.SCROLL, this::scrolled);
    plot.setOnMouseClicked(
        e -> {
          if (e.getClickCount() == 2 && e.getButton() == MouseButton.PRIMARY) {
            model.resetZoom();
          }
        });
  }

  /**
   * Keeps only Reset zoom and the info line in the toolbar: the step preview shows one set of
   * colour, partition and band controls for both of its plots ({@link #controls}).
   */
  public void compactToolbar() {
    toolbar.getChildren().removeIf(n -> n != info && !(n instanceof Button));
  }

  /**
   * The colour, partition and band controls of {@code model}, for a header outside any view (the
   * step preview's).
   */
  public static java.util.List<javafx.scene.Node> controls(SpectraViewModel model) {
    ComboBox<String> colour = new ComboBox<>(model.colourChoices());
    colour.valueProperty().bindBidirectional(model.colourByProperty());
    colour.setId("preview-colour");
    colour.setMinWidth(Region.USE_PREF_SIZE);
    ChoiceBox<PartitionFilter> partition = new ChoiceBox<>();
    partition.getItems().setAll(PartitionFilter.values());
    partition.valueProperty().bindBidirectional(model.partitionProperty());
    partition.setMinWidth(Region.USE_PREF_SIZE);
    CheckBox band = new CheckBox("Mean ± sd");
    band.selectedProperty().bindBidirectional(model.bandProperty());
    band.setMinWidth(Region.USE_PREF_SIZE);
    Label label = new Label("Colour");
    label.setMinWidth(Region.USE_PREF_SIZE);
    return java.util.List.of(label, colour, partition, band);
  }

  /** The frame shown, null before the first one. */
  public SpectraFrame frame() {
    return frame;
  }

  /** The info line: the hovered sample, else how long the drawing took. */
  public Label info() {
    return info;
  }

  /** The tooltip beside the mouse naming the hovered sample and its y. */
  public Label tip() {
    return tip;
  }

  /** Draws again with the model's current settings, at the plot's current size. */
  public void redraw() {
    SpectraData data = model.dataProperty().get();
    int w = (int) Math.floor(plot.getWidth());
    int h = (int) Math.floor(plot.getHeight());
    empty.setVisible(data == null);
    empty.relocate(12, 12);
    if (data == null) {
      renderer.cancel();
      image.setImage(null);
      frame = null;
      clearHover();
      return;
    }
    if (w < 40 || h < 40) {
      return;
    }
    renderer.request(data, model.settings(), w, h, this::show);
  }

  private void show(SpectraFrame next) {
    if (model.dataProperty().get() != next.data()) {
      return;
    }
    if (shown == null
        || (int) shown.getWidth() != next.width()
        || (int) shown.getHeight() != next.height()) {
      shown = new WritableImage(next.width(), next.height());
    }
    shown
        .getPixelWriter()
        .setPixels(
            0,
            0,
            next.width(),
            next.height(),
            PixelFormat.getIntArgbInstance(),
            next.pixels(),
            0,
            next.width());
    image.setImage(shown);
    image.relocate(0, 0);
    frame = next;
    drawnWidth = next.width();
    drawnHeight = next.height();
    clearHover();
    mark();
  }

  /**
   * Links the view to the shared sample selection (docs/diagnostics.md §7): Ctrl + drag a box
   * selects the spectra that pass through it, Ctrl + click the spectrum under the mouse adds or
   * removes it, and the selected spectra are outlined in magenta.
   */
  public void linkSamples(SampleSelection selection) {
    this.samples = selection;
    BoxSelect.install(plot, selection, this::samplesThrough);
    selection.idsProperty().subscribe(ids -> mark());
  }

  /** The sample ids of the drawn spectra that pass through {@code area} (plot pixels). */
  java.util.Set<Integer> samplesThrough(javafx.geometry.Rectangle2D area) {
    java.util.Set<Integer> out = new java.util.TreeSet<>();
    if (frame == null) {
      return out;
    }
    SpectraTable table = frame.data().table();
    double[] axis = table.axis();
    for (int row : frame.rows()) {
      for (int c = 0; c < table.cols(); c++) {
        double px = frame.pixelX(axis[c]);
        if (px >= area.getMinX()
            && px <= area.getMaxX()
            && area.contains(px, frame.pixelY(table.value(row, c)))) {
          out.add(table.sampleIds()[row]);
          break;
        }
      }
    }
    return out;
  }

  /** Outlines the selected samples drawn in the frame shown. */
  private void mark() {
    marks.getChildren().clear();
    if (samples == null || frame == null || samples.ids().isEmpty()) {
      return;
    }
    int[] ids = frame.data().table().sampleIds();
    int n = 0;
    for (int row : frame.rows()) {
      if (n < MAX_MARKED && samples.contains(ids[row])) {
        java.util.List<Double> points = outlinePoints(row);
        Polyline halo = new Polyline();
        halo.getPoints().setAll(points);
        halo.setStroke(Color.rgb(255, 255, 255, 0.85));
        halo.setStrokeWidth(4);
        Polyline line = new Polyline();
        line.getPoints().setAll(points);
        line.setStroke(Color.rgb(208, 28, 139));
        line.setStrokeWidth(2);
        marks.getChildren().addAll(halo, line);
        n++;
      }
    }
  }

  /** How many spectra are outlined as selected (tests). */
  public int markedCount() {
    return marks.getChildren().size() / 2;
  }

  private void pressed(MouseEvent e) {
    if (frame == null) {
      return;
    }
    pressX = e.getX();
    pressY = e.getY();
    panning = e.getButton() != MouseButton.PRIMARY || e.isShiftDown();
  }

  private void dragged(MouseEvent e) {
    if (frame == null || Double.isNaN(pressX)) {
      return;
    }
    if (panning) {
      double dx = frame.dataX(pressX) - frame.dataX(e.getX());
      double dy = frame.dataY(pressY) - frame.dataY(e.getY());
      box.setVisible(false);
      model.viewportProperty().set(frame.viewport().pan(dx, dy));
      return;
    }
    box.setX(Math.min(pressX, e.getX()));
    box.setY(Math.min(pressY, e.getY()));
    box.setWidth(Math.abs(e.getX() - pressX));
    box.setHeight(Math.abs(e.getY() - pressY));
    box.setVisible(true);
  }

  private void released(MouseEvent e) {
    if (frame != null && !panning && !Double.isNaN(pressX)) {
      double w = Math.abs(e.getX() - pressX);
      double h = Math.abs(e.getY() - pressY);
      if (w >= MIN_BOX && h >= MIN_BOX) {
        double x0 = frame.dataX(Math.min(pressX, e.getX()));
        double x1 = frame.dataX(Math.max(pressX, e.getX()));
        double y0 = frame.dataY(Math.max(pressY, e.getY()));
        double y1 = frame.dataY(Math.min(pressY, e.getY()));
        model.viewportProperty().set(new Viewport(x0, x1, y0, y1));
      }
    }
    box.setVisible(false);
    pressX = Double.NaN;
  }

  private void scrolled(ScrollEvent e) {
    if (frame == null || e.getDeltaY() == 0 || !frame.inPlot(e.getX(), e.getY())) {
      return;
    }
    double factor = e.getDeltaY() > 0 ? WHEEL_IN : 1 / WHEEL_IN;
    model.zoom(frame, factor, frame.dataX(e.getX()), frame.dataY(e.getY()));
    e.consume();
  }

  private void moved(MouseEvent e) {
    if (frame == null) {
      return;
    }
    Optional<SpectraHover.Hit> hit = SpectraHover.at(frame, e.getX(), e.getY());
    if (hit.isEmpty()) {
      clearHover();
      return;
    }
    SpectraTable table = frame.data().table();
    String text = hit.get().text(table.axisLabel());
    info.setText(text);
    tip.setText(
        String.format(
            java.util.Locale.ROOT,
            "%s · y = %.4g",
            org.spectraflow.charts.PredictedVsActual.sampleName(hit.get().sampleId()),
            hit.get().y()));
    tip.autosize();
    double x = e.getX() + 14;
    if (x + tip.getWidth() > plot.getWidth()) {
      x = e.getX() - 14 - tip.getWidth();
    }
    tip.relocate(x, Math.max(0, e.getY() - 26));
    tip.setVisible(true);
    outline(hit.get().row());
  }

  /** Outlines row {@code row} of the frame shown, about two points per pixel column. */
  private void outline(int row) {
    hover.getPoints().setAll(outlinePoints(row));
    hover.setVisible(true);
  }

  /** Row {@code row}'s polyline in the frame shown, about two points per pixel column. */
  private java.util.List<Double> outlinePoints(int row) {
    SpectraTable table = frame.data().table();
    int cols = table.cols();
    int step = Math.max(1, cols / Math.max(1, frame.plotWidth() * 2));
    Double[] points = new Double[2 * ((cols + step - 1) / step)];
    int n = 0;
    for (int c = 0; c < cols; c += step) {
      points[n++] =
          clamp(frame.pixelX(table.axis()[c]), frame.plotX(), frame.plotX() + frame.plotWidth());
      points[n++] =
          clamp(
              frame.pixelY(table.value(row, c)), frame.plotY(), frame.plotY() + frame.plotHeight());
    }
    return java.util.Arrays.asList(java.util.Arrays.copyOf(points, n));
  }

  private static double clamp(double v, double lo, double hi) {
    return Math.max(lo, Math.min(hi, v));
  }

  private void clearHover() {
    hover.setVisible(false);
    tip.setVisible(false);
    if (frame != null) {
      info.setText(
          String.format(
              java.util.Locale.ROOT,
              "%,d spectra drawn in %.0f ms",
              frame.rows().length,
              frame.millis()));
    } else {
      info.setText("");
    }
  }
}
