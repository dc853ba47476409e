package org.spectraflow.ui.run.results;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.text.Font;
import javafx.scene.text.Text;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;

/**
 * Heat map column headings shorten to fit their column (as in a six-branch run at 1366 px, where
 * {@code 2 [1] MultiplicativeScatterCorrection} was squeezed into unreadable glyphs).
 */
class HeatMapHeadingsTest {

  private static final Font FONT = Font.font(10);

  @BeforeAll
  static void toolkit() throws Exception {
    FxToolkit.registerPrimaryStage();
  }

  private static double width(String text) {
    Text t = new Text(text);
    t.setFont(FONT);
    return t.getLayoutBounds().getWidth();
  }

  @Test
  void aHeadingThatFitsIsKept() {
    assertThat(HeatMapView.fit("1 KFold", 200, FONT)).isEqualTo("1 KFold");
  }

  @Test
  void aLongOperatorIsAbbreviatedToItsCapitals() {
    String heading = "2 [1] MultiplicativeScatterCorrection";
    double column = width("2 [1] MSC") + 4;

    assertThat(width(heading)).isGreaterThan(column);
    assertThat(HeatMapView.fit(heading, column, FONT)).isEqualTo("2 [1] MSC");
    assertThat(HeatMapView.fit("2 [5] ExtendedMultiplicativeScatterCorrection", 200, FONT))
        .isEqualTo("2 [5] EMSC");
  }

  @Test
  void whatStillDoesNotFitIsCutWithAnEllipsisWithinTheWidth() {
    String fitted = HeatMapView.fit("3 [4] PLSRegression", 30, FONT);

    assertThat(fitted).endsWith("…");
    assertThat(width(fitted)).isLessThanOrEqualTo(30);
    assertThat(HeatMapView.fit("2 [2] Detrend", width("2 [2] Det…") + 1, FONT))
        .isEqualTo("2 [2] Det…");
  }
}
