package org.spectraflow.ui.editor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.pipeline.Problem;
import org.spectraflow.engine.pipeline.Severity;

class ValidationRulesTest {

  private final EditorFixture f = new EditorFixture();

  private List<Problem> problemsOf(String json) {
    f.editor.load(PipelineReader.readJson(json));
    return List.copyOf(f.validation.problems());
  }

  @Test
  void theDemoPipelinesAreValid() {
    f.editor.load(EditorFixture.demo("d03-sweep.json"));
    assertThat(f.validation.problems()).isEmpty();
    f.editor.load(EditorFixture.demo("branches.json"));
    assertThat(f.validation.problems()).isEmpty();
  }

  @Test
  void aPipelineWithoutModelIsAnError() {
    assertThat(problemsOf("[\"SNV\"]"))
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.severity()).isEqualTo(Severity.ERROR);
              assertThat(p.message()).contains("No model step");
            });
    assertThat(f.validation.hasErrorsProperty().get()).isTrue();
  }

  @Test
  void mergeWithoutBranchIsAnError() {
    assertThat(problemsOf("[{\"merge\": \"features\"}, {\"model\": \"PLSRegression\"}]"))
        .singleElement()
        .satisfies(
            p -> {
              assertThat(f.validation.nodeOf(p)).isEqualTo(StepPath.step(0));
              assertThat(p.message()).contains("merge without a branch");
            });
    assertThat(
            problemsOf(
                "[{\"branch\": [[\"SNV\"], [\"MSC\"]]}, {\"merge\": \"features\"}, {\"model\": \"PLSRegression\"}]"))
        .isEmpty();
  }

  @Test
  void aGeneratorWithFewerThanTwoAlternativesIsOnlyAWarning() {
    List<Problem> problems = problemsOf("[{\"_or_\": [\"SNV\"]}, {\"model\": \"PLSRegression\"}]");
    assertThat(problems)
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.severity()).isEqualTo(Severity.WARNING);
              assertThat(p.message()).contains("_or_ offers 1 alternative");
            });
    assertThat(f.validation.hasErrorsProperty().get()).isFalse();
  }

  @Test
  void savitzkyGolayWindowMustBeOddAndAbovePolyorder() {
    assertThat(
            problemsOf(
                "[{\"class\": \"SavitzkyGolay\", \"params\": {\"window_length\": 14}}, {\"model\": \"PLSRegression\"}]"))
        .singleElement()
        .satisfies(
            p -> assertThat(p.message()).contains("window_length = 14: must be odd (try 15)"));
    assertThat(
            problemsOf(
                "[{\"class\": \"SavitzkyGolay\", \"params\": {\"window_length\": 3, \"polyorder\": 3}}, {\"model\": \"PLSRegression\"}]"))
        .singleElement()
        .satisfies(p -> assertThat(p.message()).contains("must be greater than polyorder = 3"));
  }

  @Test
  void outOfRangeParametersNameTheValueAndTheValidRange() {
    assertThat(
            problemsOf(
                "[{\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 0}}}]"))
        .singleElement()
        .satisfies(
            p -> {
              assertThat(f.validation.nodeOf(p)).isEqualTo(StepPath.step(0));
              assertThat(p.message())
                  .isEqualTo(
                      "PLSRegression.n_components = 0: out of range, valid >= 1 and <= 1000");
            });
  }

  @Test
  void anOperatorTheEngineCannotRunIsAnErrorAtItsPath() {
    List<Problem> problems =
        problemsOf(
            "[{\"_or_\": [\"SNV\", \"sklearn.cross_decomposition.CCA\"]}, {\"model\": \"PLSRegression\"}]");
    assertThat(problems)
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.isError()).isTrue();
              assertThat(f.validation.nodeOf(p)).isEqualTo(StepPath.step(0).key("_or_").index(1));
              assertThat(p.message())
                  .startsWith(
                      "operator 'sklearn.cross_decomposition.CCA' at pipeline[0]._or_[1] is not supported");
            });
  }
}
