package org.spectraflow.engine.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.check.DataSize;
import org.spectraflow.engine.run.check.PipelineWarnings;
import org.spectraflow.engine.run.check.StartCheck;
import org.spectraflow.engine.run.check.StartCheckReport;

/**
 * Two layouts the engine's checks name, the same for the studio's start check and a command-line
 * run, both warnings because nirs4all runs them: an empty branch lane (a pass-through lane) and a
 * splitter after the last model (it has no effect on any model).
 */
class LayoutChecksTest {

  private static final String SNV = "\"nirs4all.operators.transforms.StandardNormalVariate\"";
  private static final String PLS =
      "{\"model\": {\"class\": \"sklearn.cross_decomposition.PLSRegression\","
          + " \"params\": {\"n_components\": 2}}}";
  private static final String KFOLD = "{\"class\": \"sklearn.model_selection.KFold\"}";

  private final StartCheck check = new StartCheck(OperatorRegistry.standard());

  private StartCheckReport check(String json) {
    return check.check(PipelineReader.readJson(json), DataSize.UNKNOWN, 10_000, () -> false);
  }

  @Test
  void anEmptyBranchLaneIsAWarningAndTheLaneRunsAsAPassThrough() {
    String json = "[{\"branch\": [[" + SNV + "], []]}, " + PLS + "]";

    StartCheckReport r = check(json);
    assertThat(r.errors()).isEmpty();
    assertThat(r.warnings())
        .singleElement()
        .asString()
        .startsWith(
            "pipeline[0].branch[1]: lane 2 of the branch is empty, so its copy of the data");
    var report =
        PipelineRunner.standard()
            .run(
                RunRequest.of(
                        PipelineReader.readJson(json),
                        SyntheticNirs.defaults()
                            .withSamples(30)
                            .withWavelengths(32)
                            .withPrecision(Precision.FLOAT64)
                            .generate())
                    .withMemoryProbe(MemoryProbe.disabled()));
    assertThat(report.variants()).allSatisfy(v -> assertThat(v.ok()).isTrue());
  }

  @Test
  void anEmptyNamedLaneIsAWarningAndFullLanesAreNot() {
    assertThat(
            PipelineWarnings.of(
                PipelineReader.readJson(
                    "[{\"branch\": {\"raw\": [], \"snv\": [" + SNV + "]}}, " + PLS + "]")))
        .singleElement()
        .asString()
        .startsWith("warning: pipeline[0].branch.raw: lane raw of the branch is empty");
    assertThat(check("[{\"branch\": [[" + SNV + "], [" + SNV + "]]}, " + PLS + "]").warnings())
        .isEmpty();
  }

  @Test
  void aSplitterAfterTheLastModelIsAWarningForTheStudioAndTheCommandLine() {
    String json = "[" + SNV + ", " + PLS + ", " + KFOLD + "]";

    StartCheckReport r = check(json);
    assertThat(r.errors()).isEmpty();
    assertThat(r.warnings())
        .singleElement()
        .asString()
        .startsWith("pipeline[2]: the splitter KFold comes after the last model (pipeline[1])");
    assertThat(PipelineWarnings.of(PipelineReader.readJson(json)))
        .singleElement()
        .asString()
        .startsWith("warning: pipeline[2]: the splitter KFold");
    assertThat(check("[" + SNV + ", " + KFOLD + ", " + PLS + "]").warnings()).isEmpty();
  }
}
