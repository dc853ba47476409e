package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The variant badge and the status bar show the engine's count ({@code expand --count}): exact when
 * the {@code _mutex_} pruning could be counted, "at most N" when counting it exactly would
 * enumerate more than the limit.
 */
class VariantBadgeTest extends StudioWindowTest {

  @Start
  void start(Stage stage) {
    openStudio(stage);
  }

  /** Four preprocessings taken two at a time, SNV and MSC never together, then a PLS sweep. */
  private static PipelineDocument sweep(int maxComponents) {
    String t = "nirs4all.operators.transforms.";
    return PipelineReader.read(
        "{\"pipeline\": [{\"_or_\": [\""
            + t
            + "StandardNormalVariate\", \""
            + t
            + "MultiplicativeScatterCorrection\", \""
            + t
            + "Detrend\", \""
            + t
            + "FirstDerivative\"], \"pick\": 2, \"_mutex_\": [[\""
            + t
            + "StandardNormalVariate\", \""
            + t
            + "MultiplicativeScatterCorrection\"]]},"
            + " {\"model\": {\"class\": \"sklearn.cross_decomposition.PLSRegression\","
            + " \"params\": {\"n_components\": {\"_range_\": [1, "
            + maxComponents
            + "]}}}}]}",
        "sweep.json");
  }

  private String badge(FxRobot robot) {
    return robot.lookup("#variant-badge").queryAs(Label.class).getText();
  }

  @Test
  void saysAtMostWhenTheEngineCountIsAnUpperBound(FxRobot robot) {
    PipelineDocument small = sweep(10);
    robot.interact(() -> studio.model.files().show(small));
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(VariantExpansion.runnableCount(small, VariantExpansion.DEFAULT_LIMIT).exact())
        .isTrue();
    assertThat(badge(robot)).isEqualTo("50 variants");

    PipelineDocument large = sweep(3000);
    robot.interact(() -> studio.model.files().show(large));
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(VariantExpansion.runnableCount(large, VariantExpansion.DEFAULT_LIMIT))
        .hasToString("at most 18000");
    assertThat(badge(robot)).isEqualTo("at most 18,000 variants");
    assertThat(robot.lookup("#status-variants").queryAs(Label.class).getText())
        .isEqualTo("at most 18,000 variants");
    assertThat(robot.lookup("#variant-badge").queryAs(Label.class).getTooltip().getText())
        .startsWith("Upper bound");
  }
}
