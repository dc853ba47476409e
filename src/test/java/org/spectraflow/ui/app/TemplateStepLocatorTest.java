package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.InstantSource;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunOptions;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.StepTree;
import org.spectraflow.ui.editor.StepTreeBuilder;
import org.spectraflow.ui.editor.canvas.RunMark;
import org.spectraflow.ui.run.StepStatesModel;

/**
 * A step's template step id lands on the template's exact canvas node: the chosen alternative of
 * each {@code _cartesian_} stage even when two alternatives are the same operator with other
 * parameters, the steps of a chain alternative, the picked item; and a real run's events mark
 * exactly those nodes. No operator names are compared.
 */
class TemplateStepLocatorTest {

  private static final String SG = "nirs4all.operators.transforms.nirs.SavitzkyGolay";
  private static final String DOC =
      """
      {"pipeline": [
        {"_cartesian_": [
          {"_or_": [null, "nirs4all.operators.transforms.scalers.StandardNormalVariate", "Detrend"]},
          {"_or_": [{"class": "%1$s", "params": {"window_length": 15}},
                    {"class": "%1$s", "params": {"window_length": 21}}, "Gaussian"]}]},
        {"_or_": [["Detrend", "Gaussian"], "Gaussian"]},
        {"_or_": ["Detrend", "Gaussian", "SNV"], "pick": 2},
        {"model": {"class": "PLSRegression", "params": {"n_components": 3}}}
      ]}"""
          .formatted(SG);

  private final StepTree tree =
      new StepTreeBuilder(OperatorRegistry.standard()).build(PipelineReader.read(DOC, "doc.json"));
  private final StepPath stages = StepPath.step(0).key("_cartesian_");

  private StepPath locate(String id) {
    return TemplateStepLocator.locate(tree, id).map(StepTree::path).orElse(null);
  }

  @Test
  void aCartesianStepIsItsStagesChosenAlternativeEvenForTheSameOperator() {
    assertThat(locate("/pipeline/0/_cartesian_/1/_or_/0"))
        .isEqualTo(stages.index(1).key("_or_").index(0));
    assertThat(locate("/pipeline/0/_cartesian_/1/_or_/1"))
        .isEqualTo(stages.index(1).key("_or_").index(1));
    assertThat(locate("/pipeline/0/_cartesian_/0/_or_/2"))
        .isEqualTo(stages.index(0).key("_or_").index(2));
  }

  @Test
  void chainAlternativesAndPickedItemsAreFollowedIntoTheirSteps() {
    StepPath or = StepPath.step(1).key("_or_");
    assertThat(locate("/pipeline/1/_or_/0/1")).isEqualTo(or.index(0).index(1));
    assertThat(locate("/pipeline/1/_or_/1")).isEqualTo(or.index(1));
    assertThat(locate("/pipeline/2/_or_/2")).isEqualTo(StepPath.step(2).key("_or_").index(2));
  }

  @Test
  void aChoiceInsideAStepsParametersMarksTheStep() {
    assertThat(locate("/pipeline/3/model/params/n_components/_range_/2"))
        .isEqualTo(StepPath.step(3));
  }

  @Test
  void idsOutsideTheDocumentFindNothingAndNodesGiveTheirId() {
    assertThat(locate("/pipeline/9")).isNull();
    assertThat(locate("")).isNull();
    assertThat(locate("pipeline[0]")).isNull();
    assertThat(TemplateStepLocator.idOf(stages.index(1).key("_or_").index(1)))
        .isEqualTo("/pipeline/0/_cartesian_/1/_or_/1");
    assertThat(TemplateStepLocator.pathOf("/pipeline/0/a~1b"))
        .contains(StepPath.step(0).key("a/b"));
  }

  @Test
  void aRealRunsLastVariantMarksItsChosenAlternativesAndTheModel() {
    StepStatesModel states = new StepStatesModel();
    RunEvents events = RunEvents.create(InstantSource.system());
    events.subscribe(states::accept, Runnable::run);
    PipelineRunner.standard()
        .run(
            RunRequest.of(
                    PipelineReader.read(DOC, "doc.json"),
                    SyntheticNirs.defaults()
                        .withSamples(40)
                        .withWavelengths(64)
                        .withPrecision(Precision.FLOAT64)
                        .generate())
                .withCacheConfig(CacheConfig.defaults())
                .withEvents(events)
                .withMemoryProbe(MemoryProbe.disabled())
                // "the last variant" is the last one run: one worker, so variants do not interleave
                .withOptions(RunOptions.defaults().withThreads(1)));
    states.settle();

    Map<StepPath, RunMark> marks =
        RunStepMapping.marks(tree, RunStepMapping.statesByNode(tree, states.states()));

    // the last variant: Detrend > Gaussian, then Gaussian, then Gaussian + SNV, then the model;
    // the run has ended, so the choices earlier variants ran are done too (not queued), each on
    // its own node
    StepPath picked = StepPath.step(2).key("_or_");
    assertThat(marks)
        .containsEntry(stages.index(0).key("_or_").index(2), RunMark.DONE)
        .containsEntry(stages.index(1).key("_or_").index(2), RunMark.DONE)
        .containsEntry(StepPath.step(1).key("_or_").index(1), RunMark.DONE)
        .containsEntry(picked.index(1), RunMark.DONE)
        .containsEntry(picked.index(2), RunMark.DONE)
        .containsEntry(StepPath.step(3), RunMark.DONE)
        .containsEntry(picked.index(0), RunMark.DONE)
        .containsEntry(stages.index(1).key("_or_").index(0), RunMark.DONE)
        .containsEntry(stages.index(1).key("_or_").index(1), RunMark.DONE)
        .doesNotContainKeys(StepPath.step(0), stages.index(0), stages.index(1))
        .doesNotContainValue(RunMark.QUEUED);
    assertThat(List.copyOf(states.states().keySet()))
        .allSatisfy(site -> assertThat(site.key().stepId()).startsWith("/pipeline/"));
  }
}
