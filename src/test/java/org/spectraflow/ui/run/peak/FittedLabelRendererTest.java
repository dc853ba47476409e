package org.spectraflow.ui.run.peak;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.geom.Rectangle2D;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jfree.svg.SVGGraphics2D;
import org.junit.jupiter.api.Test;

/**
 * The live-at-peak icicles label every segment in the longest form that fits it: a six-branch run's
 * peak has six segments of 38 MB, each far too narrow for {@code v0 after 3 [5] PLSRegression ·
 * 38.2 MB}, which JFreeChart drew as six blank segments.
 */
class FittedLabelRendererTest {

  private static final long MB38 = 38_200_000L;

  @Test
  void aLabelHasItsShorterFormsInOrder() {
    assertThat(FittedLabelRenderer.forms("v0 after 3 [5] PLSRegression · 38.2 MB"))
        .containsExactly(
            "v0 after 3 [5] PLSRegression · 38.2 MB",
            "3 [5] PLSRegression · 38.2 MB",
            "3 [5] PLSR · 38.2 MB",
            "38.2 MB");
    assertThat(FittedLabelRenderer.forms("live blocks · 229.0 MB"))
        .containsExactly("live blocks · 229.0 MB", "229.0 MB");
  }

  @Test
  void sixBranchSegmentsAreEachLabelledInAFormThatFits() {
    Icicle icicle = new Icicle("Live blocks");
    icicle.clear("");
    icicle.add(
        "live blocks", "data of the variants in flight · 229.2 MB", 6 * MB38, null, Color.BLUE);
    for (int b = 0; b < 6; b++) {
      icicle.add(
          "by variant, step and branch",
          "v0 after 3 [" + b + "] PLSRegression · 38.2 MB",
          MB38,
          null,
          Color.CYAN);
    }
    SVGGraphics2D g2 = new SVGGraphics2D(683, 200);
    icicle.chart().draw(g2, new Rectangle2D.Double(0, 0, 683, 200));
    String svg = g2.getSVGElement();

    assertThat(count(svg, ">[^<]*38\\.2 MB</text>")).as("every segment labelled").isEqualTo(6);
    assertThat(svg).doesNotContain("v0 after 3 [0] PLSRegression");
    assertThat(svg).contains("data of the variants in flight · 229.2 MB");
  }

  private static int count(String text, String regex) {
    Matcher m = Pattern.compile(regex).matcher(text);
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }
}
