package org.spectraflow.engine.run.spill;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.diagnostics.TestPredictions;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;
import org.spectraflow.engine.observe.SourceShape;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.ScoreNames;
import org.spectraflow.engine.run.report.StepRecord;
import org.spectraflow.engine.run.report.VariantReport;
import org.spectraflow.engine.run.schedule.VariantResult;

/**
 * The driver's spill (docs/scale-out.md, "Driver memory"): what stays in memory is one refit
 * candidate per model class whatever the number of entries, the entries read back are the ones
 * written (doubles bit for bit), in index order whatever the arrival order, and ties go to the
 * lowest index as in an index-order pass.
 */
class ResultSpillTest {

  static ModelReport model(String name, double rmse) {
    TreeMap<String, Object> params = new TreeMap<>();
    params.put("n_components", 3);
    return new ModelReport(
        name,
        null,
        params,
        ScoreNames.REGRESSION,
        rmse,
        0.5,
        rmse,
        rmse,
        List.of(rmse),
        List.of(rmse + 0.1),
        null,
        rmse,
        new TestPredictions(new double[] {1.0, 2.0}, new double[] {1.1, Math.PI}));
  }

  static VariantResult result(int index, double plsRmse, double ridgeRmse) {
    VariantReport report =
        new VariantReport(
            index,
            "v" + index,
            "config_" + index,
            VariantStatus.OK,
            null,
            List.of(model("PLSRegression", plsRmse), model("Ridge", ridgeRmse)));
    List<StepRecord> steps = new ArrayList<>();
    for (int s = 0; s < index % 3; s++) {
      steps.add(
          new StepRecord(
              index,
              s,
              List.of(),
              "step" + s,
              List.of(new SourceShape(10, 1, 5)),
              1,
              2,
              3,
              4,
              0.5,
              false));
    }
    return VariantResult.ranElsewhere(
        report,
        steps,
        List.of(
            new VariantResult.RefitKey("PLSRegression", true),
            new VariantResult.RefitKey("Ridge", true)));
  }

  @Test
  void theSummaryHoldsOneCandidatePerModelClassWhateverTheEntries() {
    ResultSpill spill = new ResultSpill();
    List<Integer> sizes = new ArrayList<>();
    for (int i = 0; i < 2_000; i++) {
      int index = 1_999 - i; // arrival in reverse index order
      spill.accept(result(index, 1.0 + (index % 97) / 100.0, 2.0 + index / 1000.0));
      if (i == 9 || i == 1_999) {
        sizes.add(spill.winners().size());
      }
    }
    assertThat(spill.size()).isEqualTo(2_000);
    assertThat(sizes).containsExactly(2, 2);
    List<RefitWinners.Winner> winners = spill.winners().inOrder();
    assertThat(winners)
        .extracting(w -> w.model().className())
        .containsExactly("PLSRegression", "Ridge");
    // the lowest PLS RMSE (1.0) is at every index divisible by 97: ties go to the lowest, 0
    assertThat(winners.get(0).variant()).isZero();
    assertThat(winners.get(1).variant()).isZero();
    assertThat(winners.get(0).variantModels()).hasSize(2);
  }

  @Test
  void entriesComeBackInIndexOrderAsWritten() {
    ResultSpill spill = new ResultSpill();
    int[] arrival = {4, 0, 3, 1, 2};
    for (int i : arrival) {
      spill.accept(result(i, 1.0 / (i + 3), 2.0));
    }
    List<VariantReport> reports = spill.reports(Integer.MAX_VALUE);
    assertThat(reports).extracting(VariantReport::index).containsExactly(0, 1, 2, 3, 4);
    for (VariantReport r : reports) {
      VariantReport expected = result(r.index(), 1.0 / (r.index() + 3), 2.0).report();
      ModelReport m = r.models().get(0);
      assertThat(r.name()).isEqualTo(expected.name());
      assertThat(Double.doubleToRawLongBits(m.test()))
          .isEqualTo(Double.doubleToRawLongBits(expected.models().get(0).test()));
      assertThat(m.predictions().yPred()).containsExactly(1.1, Math.PI);
      assertThat(m.params()).isEqualTo(expected.models().get(0).params());
    }
    // with fail-fast at variant 2 the report keeps 0..2
    assertThat(spill.reports(2)).extracting(VariantReport::index).containsExactly(0, 1, 2);
  }

  @Test
  void stepsAreFlattenedInIndexOrderThenTheTail() {
    ResultSpill spill = new ResultSpill();
    for (int i : new int[] {5, 2, 0, 4, 1, 3}) {
      spill.accept(result(i, 1.0, 2.0));
    }
    StepRecord refit =
        new StepRecord(
            9, 0, List.of(), "refit", List.of(new SourceShape(1, 1, 1)), 0, 0, 0, 0, 0, false);
    List<StepRecord> steps = spill.steps(Integer.MAX_VALUE, List.of(refit));
    // index % 3 steps each: 0, 1, 2, 0, 1, 2 then the tail
    assertThat(steps)
        .extracting(s -> s.variant() + ":" + s.step())
        .containsExactly("1:0", "2:0", "2:1", "4:0", "5:0", "5:1", "9:0");
  }

  @Test
  void aPatchReplacesTheEntryAndARepeatIsRefused() {
    ResultSpill spill = new ResultSpill();
    spill.accept(result(0, 1.0, 2.0));
    VariantReport patched =
        new VariantReport(0, "patched", "c", VariantStatus.OK, null, List.of(model("PLS", 0.25)));
    spill.patch(0, patched);
    assertThat(spill.reports(Integer.MAX_VALUE).get(0).name()).isEqualTo("patched");
    assertThatThrownBy(() -> spill.accept(result(0, 1.0, 2.0)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("variant 0 reported twice");
  }
}
