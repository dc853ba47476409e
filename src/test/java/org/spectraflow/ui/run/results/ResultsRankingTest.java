package org.spectraflow.ui.run.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spectraflow.ui.run.RunSelection;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The results table ranks by cross-validation when it exists, as nirs4all selects, with the test
 * score beside it; one row per model, the best marked.
 */
@ExtendWith(ApplicationExtension.class)
class ResultsRankingTest {

  private final ResultsModel model = new ResultsModel();
  private ResultsTable table;

  @Start
  void start(Stage stage) {
    table = new ResultsTable(model, new RunSelection());
    stage.setScene(new Scene(table, 900, 300));
    stage.show();
  }

  private static ResultRow row(int variant, double test, Double cv) {
    return new ResultRow(variant, "v" + variant, "ok", "rmse", test, "r2", 0.9, cv, 10, 0, 0);
  }

  @Test
  void cvRanksWhenThereAreFoldsAndTheTestScoreStaysBesideIt(FxRobot robot) {
    // variant 0 has the best test score, variant 1 the best CV score
    robot.interact(
        () -> {
          model.restore(
              List.of(row(0, 0.10, 0.40), row(1, 0.30, 0.20), row(2, 0.20, 0.30)), Map.of());
          model.publish();
        });

    assertThat(table.getItems()).extracting(ModelRow::variant).containsExactly(1, 2, 0);
    assertThat(table.getColumns())
        .extracting(c -> c.getText())
        .containsSubsequence("CV rmse ▲ rank", "test rmse");
  }

  @Test
  void withoutFoldsTheTestScoreRanks(FxRobot robot) {
    robot.interact(
        () -> {
          model.restore(List.of(row(0, 0.30, null), row(1, 0.10, null)), Map.of());
          model.publish();
        });

    assertThat(table.getItems()).extracting(ModelRow::variant).containsExactly(1, 0);
    assertThat(table.getColumns())
        .extracting(c -> c.getText())
        .containsSubsequence("CV rmse", "test rmse ▲ rank");
  }
}
