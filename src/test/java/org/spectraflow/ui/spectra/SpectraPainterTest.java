package org.spectraflow.ui.spectra;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.charts.ChartLook;
import org.spectraflow.charts.ColourScale;
import org.spectraflow.engine.data.MetadataTable;
import org.spectraflow.engine.preview.SpectraTable;

/**
 * The spectra plot's drawing and its presentation logic: lines coloured by y on the legend's scale,
 * per-pixel-column min/max drawing that keeps a spike narrower than a pixel, the train/test filter,
 * hover picking the nearest spectrum, metadata colouring and the model's resets.
 */
class SpectraPainterTest {

  private static final int BACKGROUND = ChartLook.LIGHT.background().getRGB() | 0xFF000000;
  private static final int GRID = ChartLook.LIGHT.grid().getRGB() | 0xFF000000;

  /** Whether a spectrum was drawn at the pixel (neither the background nor a grid line). */
  private static boolean drawn(int pixel) {
    return pixel != BACKGROUND && pixel != GRID;
  }

  /** Flat spectra at {@code levels}, {@code cols} columns on 1000..1000+cols-1 nm. */
  static SpectraTable flat(int cols, double[] levels, double[] y, boolean[] train) {
    int rows = levels.length;
    float[] values = new float[rows * cols];
    for (int r = 0; r < rows; r++) {
      Arrays.fill(values, r * cols, (r + 1) * cols, (float) levels[r]);
    }
    double[] axis = new double[cols];
    Arrays.setAll(axis, c -> 1000 + c);
    int[] ids = new int[rows];
    Arrays.setAll(ids, r -> 10 + r);
    return new SpectraTable(rows, cols, values, axis, "wavelength (nm)", ids, y, train);
  }

  private static SpectraSettings settings(Viewport v) {
    return SpectraSettings.defaults("test").withViewport(v);
  }

  private static int pixel(SpectraFrame f, double px, double py) {
    return f.pixels()[(int) Math.floor(py) * f.width() + (int) Math.floor(px)];
  }

  @Test
  void eachLineIsDrawnInTheColourOfItsYOnTheScale() {
    SpectraTable t =
        flat(50, new double[] {1.25, 2.75}, new double[] {0, 10}, new boolean[] {true, true});
    SpectraData data = new SpectraData(t, Map.of());
    SpectraFrame f = SpectraPainter.paint(data, settings(new Viewport(1000, 1049, 0, 4)), 400, 300);
    ColourScale scale = ColourScale.over(t.y());
    int a = SpectraPainter.alpha(2);
    for (int r = 0; r < 2; r++) {
      int drawn = pixel(f, f.pixelX(1025), f.pixelY(t.value(r, 0)));
      assertThat(drawn(drawn)).isTrue();
      int expected = blend(scale.rgb(t.y()[r]), BACKGROUND, a);
      assertThat(channelsClose(drawn, expected)).as("row %d", r).isTrue();
    }
    assertThat(scale.rgb(0)).isNotEqualTo(scale.rgb(10));
  }

  @Test
  void aSpikeNarrowerThanAPixelColumnKeepsItsMinimumAndMaximum() {
    int cols = 2000;
    float[] values = new float[cols];
    Arrays.fill(values, 0.3f);
    values[1001] = 10;
    values[1003] = -10;
    double[] axis = new double[cols];
    Arrays.setAll(axis, c -> c);
    SpectraTable t =
        new SpectraTable(
            1,
            cols,
            values,
            axis,
            "feature index",
            new int[] {0},
            new double[] {1},
            new boolean[] {true});
    SpectraFrame f =
        SpectraPainter.paint(
            new SpectraData(t, Map.of()), settings(new Viewport(0, cols - 1, -11, 11)), 400, 300);
    // 2,000 columns on about 230 pixels: columns 1001 and 1003 share one pixel column
    double px = f.pixelX(1002);
    assertThat((int) f.pixelX(1001)).isEqualTo((int) f.pixelX(1003));
    assertThat(drawn(pixel(f, px, f.pixelY(9.3)))).isTrue();
    assertThat(drawn(pixel(f, px, f.pixelY(-9.3)))).isTrue();
    // far from the spike only the flat line at 0.3 is drawn
    assertThat(drawn(pixel(f, f.pixelX(230), f.pixelY(5.3)))).isFalse();
    assertThat(drawn(pixel(f, f.pixelX(230), f.pixelY(0.3)))).isTrue();
  }

  @Test
  void stripsDrawnAtOnceGiveTheSameImageAsOneStrip() {
    int rows = 700;
    int cols = 2000;
    float[] values = new float[rows * cols];
    java.util.Random random = new java.util.Random(7);
    for (int i = 0; i < values.length; i++) {
      values[i] =
          (float) (Math.sin(i % cols / 90.0) + 0.05 * random.nextGaussian() + i / cols * 0.001);
    }
    double[] axis = new double[cols];
    Arrays.setAll(axis, c -> 900 + c * 0.5);
    int[] ids = new int[rows];
    Arrays.setAll(ids, r -> r);
    double[] y = new double[rows];
    Arrays.setAll(y, r -> r % 17);
    boolean[] train = new boolean[rows];
    Arrays.fill(train, true);
    SpectraData data =
        new SpectraData(
            new SpectraTable(rows, cols, values, axis, "wavelength (nm)", ids, y, train), Map.of());
    assertThat((long) rows * cols).isGreaterThanOrEqualTo(SpectraPainter.PARALLEL_VALUES);
    SpectraSettings s = SpectraSettings.defaults("strips");
    int[] one = SpectraPainter.paint(data, s, 900, 400, 1).pixels();
    int[] four = SpectraPainter.paint(data, s, 900, 400, 4).pixels();
    assertThat(four).isEqualTo(one);
  }

  @Test
  void theTrainTestFilterDrawsOnlyItsPartition() {
    SpectraTable t =
        flat(
            20,
            new double[] {1.25, 2.25, 3.25},
            new double[] {1, 2, 3},
            new boolean[] {true, false, true});
    assertThat(PartitionFilter.TRAIN.rows(t)).containsExactly(0, 2);
    assertThat(PartitionFilter.TEST.rows(t)).containsExactly(1);
    assertThat(PartitionFilter.ALL.rows(t)).containsExactly(0, 1, 2);
    SpectraSettings test =
        new SpectraSettings(
            "t",
            SpectraData.BY_Y,
            PartitionFilter.TEST,
            false,
            new Viewport(1000, 1019, 0, 4),
            false);
    SpectraFrame f = SpectraPainter.paint(new SpectraData(t, Map.of()), test, 300, 200);
    assertThat(f.rows()).containsExactly(1);
    assertThat(drawn(pixel(f, f.pixelX(1013), f.pixelY(2.25)))).isTrue();
    assertThat(drawn(pixel(f, f.pixelX(1013), f.pixelY(1.25)))).isFalse();
    assertThat(drawn(pixel(f, f.pixelX(1013), f.pixelY(3.25)))).isFalse();
  }

  @Test
  void hoverFindsTheSpectrumNearestTheMouseAndNothingFarFromEveryLine() {
    SpectraTable t =
        flat(30, new double[] {0, 1, 2}, new double[] {5, 6, 7}, new boolean[] {true, true, false});
    SpectraFrame f =
        SpectraPainter.paint(
            new SpectraData(t, Map.of()), settings(new Viewport(1000, 1029, -0.5, 2.5)), 500, 400);
    SpectraHover.Hit hit = SpectraHover.at(f, f.pixelX(1012), f.pixelY(1.02)).orElseThrow();
    assertThat(hit.sampleId()).isEqualTo(11);
    assertThat(hit.y()).isEqualTo(6);
    assertThat(hit.text("wavelength (nm)")).startsWith("sample 11 · y = 6");
    assertThat(SpectraHover.at(f, f.pixelX(1012), f.pixelY(1.5))).isEmpty();
    assertThat(SpectraHover.at(f, 2, 2)).isEmpty(); // outside the plot
    SpectraSettings train =
        new SpectraSettings(
            "t",
            SpectraData.BY_Y,
            PartitionFilter.TRAIN,
            false,
            new Viewport(1000, 1029, -0.5, 2.5),
            false);
    SpectraFrame trainOnly = SpectraPainter.paint(new SpectraData(t, Map.of()), train, 500, 400);
    // the test spectrum at 2 is not drawn, so it cannot be hovered
    assertThat(SpectraHover.at(trainOnly, trainOnly.pixelX(1012), trainOnly.pixelY(2))).isEmpty();
  }

  @Test
  void aTextMetadataColumnColoursByCategoryAndANumericOneOnAScale() {
    SpectraTable t =
        flat(10, new double[] {0, 1, 2}, new double[] {1, 2, 3}, new boolean[] {true, true, true});
    List<String[]> rows = new java.util.ArrayList<>();
    for (int i = 0; i < 10; i++) {
      rows.add(new String[] {"Z", "0"}); // samples 0..9: not in the table
    }
    rows.add(new String[] {"A", "20"});
    rows.add(new String[] {"B", "30"});
    rows.add(new String[] {"A", "25"});
    MetadataTable meta = MetadataTable.fromCells(List.of("site", "temp"), rows);
    SpectraData data = SpectraData.of(t, meta);
    assertThat(data.colourChoices()).containsExactly("y", "site", "temp");
    SpectraColouring site = data.colouring("site");
    assertThat(site).isInstanceOf(SpectraColouring.ByCategory.class);
    assertThat(site.rgb(0)).isEqualTo(site.rgb(2)).isNotEqualTo(site.rgb(1));
    SpectraColouring temp = data.colouring("temp");
    assertThat(temp.rgb(0)).isEqualTo(new ColourScale(20, 30).rgb(20));
    assertThat(data.colouring("y").rgb(2)).isEqualTo(new ColourScale(1, 3).rgb(3));
  }

  @Test
  void newDataResetsTheZoomAndAColourChoiceItLacks() {
    SpectraViewModel model = new SpectraViewModel("raw");
    SpectraTable t = flat(10, new double[] {0}, new double[] {1}, new boolean[] {true});
    model
        .dataProperty()
        .set(new SpectraData(t, Map.of("site", new MetadataTable.Texts(List.of("A")))));
    model.colourByProperty().set("site");
    model.viewportProperty().set(new Viewport(0, 1, 0, 1));
    model.dataProperty().set(new SpectraData(t, Map.of()));
    assertThat(model.viewportProperty().get()).isNull();
    assertThat(model.colourByProperty().get()).isEqualTo("y");
    assertThat(model.colourChoices()).containsExactly("y");
  }

  @Test
  void ticksAreRoundAndInsideTheRange() {
    assertThat(Ticks.of(0, 2.3, 5)).containsExactly(0.0, 0.5, 1.0, 1.5, 2.0);
    assertThat(Ticks.format(1.5, Ticks.of(0, 2.3, 5))).isEqualTo("1.5");
  }

  private static int blend(int rgb, int background, int alpha) {
    int inv = 256 - alpha;
    int r = ((rgb >> 16 & 0xFF) * alpha + (background >> 16 & 0xFF) * inv) >> 8;
    int g = ((rgb >> 8 & 0xFF) * alpha + (background >> 8 & 0xFF) * inv) >> 8;
    int b = ((rgb & 0xFF) * alpha + (background & 0xFF) * inv) >> 8;
    return 0xFF000000 | r << 16 | g << 8 | b;
  }

  private static boolean channelsClose(int a, int b) {
    for (int shift : new int[] {16, 8, 0}) {
      if (Math.abs((a >> shift & 0xFF) - (b >> shift & 0xFF)) > 2) {
        return false;
      }
    }
    return true;
  }
}
