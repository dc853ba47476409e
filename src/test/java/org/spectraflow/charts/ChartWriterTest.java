package org.spectraflow.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.jfree.chart.JFreeChart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/** The one chart writer: a PNG that decodes, well-formed SVG, atomic replacement. */
class ChartWriterTest {

  @TempDir Path dir;

  private static JFreeChart chart() {
    return Charts.create(
        ScoreRanking.ranked(
            "rmse",
            false,
            List.of(
                new ScoreRanking.Bar(0, "#0 PLS", 1.5, false),
                new ScoreRanking.Bar(1, "#1 SNV > PLS", 1.2, true))),
        ChartLook.LIGHT);
  }

  @Test
  void writesAPngThatDecodesAtItsSizeAndAWellFormedSvg() throws Exception {
    List<Path> written = ChartWriter.writeBoth(chart(), dir.resolve("sub"), "scores", 400, 300);

    assertThat(written)
        .containsExactly(dir.resolve("sub/scores.png"), dir.resolve("sub/scores.svg"));
    BufferedImage png = ImageIO.read(written.get(0).toFile());
    assertThat(png.getWidth()).isEqualTo(400);
    assertThat(png.getHeight()).isEqualTo(300);
    Document svg =
        DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(written.get(1).toFile());
    assertThat(svg.getDocumentElement().getNodeName()).isEqualTo("svg");
    assertThat(Files.readString(written.get(1))).contains("Test rmse per model");
  }

  @Test
  void replacesAnExistingFileAndLeavesNoTemporaryFile() throws IOException {
    Path png = Files.writeString(dir.resolve("chart.png"), "old");

    ChartWriter.write(chart(), ChartFormat.PNG, png, 200, 150);
    ChartWriter.write(chart(), ChartFormat.SVG, dir.resolve("chart.svg"), 200, 150);

    assertThat(ImageIO.read(png.toFile())).isNotNull();
    try (Stream<Path> files = Files.list(dir)) {
      assertThat(files.map(p -> p.getFileName().toString()))
          .containsExactlyInAnyOrder("chart.png", "chart.svg");
    }
  }

  @Test
  void aFileThatCannotBeWrittenIsNamedAndLeavesTheFolderClean() throws IOException {
    Path notAFolder = Files.writeString(dir.resolve("file"), "x");

    assertThatThrownBy(
            () -> ChartWriter.write(chart(), ChartFormat.SVG, notAFolder.resolve("c.svg"), 10, 10))
        .isInstanceOf(UncheckedIOException.class)
        .hasMessageContaining("c.svg");
    try (Stream<Path> files = Files.list(dir)) {
      assertThat(files.map(p -> p.getFileName().toString())).containsExactly("file");
    }
  }
}
