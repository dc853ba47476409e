package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.IntStream;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.xml.sax.SAXException;

/** Checks on written chart files: PNGs decode at a size and are not blank; SVGs are XML. */
final class ChartAssertions {

  private ChartAssertions() {}

  /** The PNG decodes at {@code width × height} and has more than a handful of colours. */
  static void assertDrawnPng(Path png, int width, int height) throws IOException {
    BufferedImage image = ImageIO.read(png.toFile());
    assertThat(image).as(png.toString()).isNotNull();
    assertThat(new int[] {image.getWidth(), image.getHeight()})
        .as(png.toString())
        .containsExactly(width, height);
    long colours =
        IntStream.range(0, image.getHeight())
            .flatMap(y -> IntStream.range(0, image.getWidth()).map(x -> image.getRGB(x, y)))
            .distinct()
            .count();
    assertThat(colours).as(png + " distinct colours").isGreaterThan(10);
  }

  /** The SVG parses as XML with an {@code <svg>} root and contains text. */
  static void assertSvgDocument(Path svg)
      throws IOException, SAXException, ParserConfigurationException {
    Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
    assertThat(doc.getDocumentElement().getTagName()).as(svg.toString()).isEqualTo("svg");
    assertThat(Files.readString(svg)).as(svg.toString()).contains("<text");
  }
}
