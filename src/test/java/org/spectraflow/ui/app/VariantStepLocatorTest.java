package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.StepTree;
import org.spectraflow.ui.editor.StepTreeBuilder;
import org.spectraflow.ui.editor.canvas.RunMark;
import org.spectraflow.ui.run.StepStatesModel;

/**
 * A variant's step, found by its document path, lands on the template's exact canvas node: the
 * chosen alternative of each {@code _cartesian_} stage, else that stage's frame, never the whole
 * {@code _cartesian_}; and the marks of a real run's events land there too.
 */
class VariantStepLocatorTest {

  private static final String SG = "nirs4all.operators.transforms.nirs.SavitzkyGolay";
  private static final String DOC = """
      {"pipeline": [
        {"_cartesian_": [
          {"_or_": [null, "nirs4all.operators.transforms.scalers.StandardNormalVariate", "Detrend"]},
          {"_or_": [{"class": "%1$s", "params": {"window_length": 15}},
                    {"class": "%1$s", "params": {"window_length": 21}}, "Gaussian"]}]},
        {"_or_": [["Detrend", "Gaussian"], "Gaussian"]},
        {"_cartesian_": [{"_or_": ["Detrend", "Gaussian"]}, "Detrend"], "pick": 2},
        {"model": {"class": "PLSRegression", "params": {"n_components": 3}}}
      ]}""".formatted(SG);

  private final StepTree tree = new StepTreeBuilder(OperatorRegistry.standard())
      .build(PipelineReader.read(DOC, "doc.json"));
  private final StepPath stages = StepPath.step(0).key("_cartesian_");

  private StepPath locate(String path, String operator) {
    return VariantStepLocator.locate(tree, path, operator).map(StepTree::path).orElse(null);
  }

  @Test
  void aCartesianStepIsItsStagesChosenAlternative() {
    assertThat(locate("pipeline[0][0]", "nirs4all.operators.transforms.signal.Detrend"))
        .isEqualTo(stages.index(0).key("_or_").index(2));
    assertThat(locate("pipeline[0][0]", "StandardNormalVariate"))
        .isEqualTo(stages.index(0).key("_or_").index(1));
    assertThat(locate("pipeline[0][1]", "Gaussian")).isEqualTo(stages.index(1).key("_or_").index(2));
  }

  @Test
  void anAmbiguousChoiceMarksTheStageNotTheCartesian() {
    assertThat(locate("pipeline[0][1]", SG)).isEqualTo(stages.index(1));
    assertThat(locate("pipeline[0][5]", "Gaussian")).isEqualTo(StepPath.step(0));
  }

  @Test
  void aChainAlternativeIsFollowedIntoItsSteps() {
    StepPath or = StepPath.step(1).key("_or_");
    assertThat(locate("pipeline[1][1]", "Gaussian")).isEqualTo(or.index(0).index(1));
    assertThat(locate("pipeline[1]", "Gaussian")).isEqualTo(or.index(1));
    assertThat(locate("pipeline[1][0]", "Detrend")).isEqualTo(or.index(0).index(0));
  }

  @Test
  void aCartesianThatPicksChainsIsMarkedWhole() {
    assertThat(locate("pipeline[2][1][0]", "Detrend")).isEqualTo(StepPath.step(2));
  }

  @Test
  void pathsOutsideTheDocumentFindNothing() {
    assertThat(locate("pipeline[9]", "Detrend")).isNull();
    assertThat(locate("", "Detrend")).isNull();
    assertThat(locate("pipeline[x]", "Detrend")).isNull();
  }

  @Test
  void aRealRunsLastVariantMarksItsChosenAlternativesAndTheModel() {
    StepStatesModel states = new StepStatesModel();
    RunEvents events = RunEvents.create(java.time.InstantSource.system());
    events.subscribe(states::accept, Runnable::run);
    PipelineRunner.standard().run(RunRequest.of(PipelineReader.read(DOC, "doc.json"),
            SyntheticNirs.defaults().withSamples(40).withWavelengths(64)
                .withPrecision(Precision.FLOAT64).generate())
        .withCacheConfig(CacheConfig.defaults()).withEvents(events)
        .withMemoryProbe(MemoryProbe.disabled()));
    states.publish();

    Map<StepPath, RunMark> marks = RunStepMapping.marks(tree,
        RunStepMapping.statesByNode(tree, states.states()));

    // the last variant: Detrend > Gaussian, then Gaussian, then the picked chains, then the model
    assertThat(marks).containsEntry(stages.index(0).key("_or_").index(2), RunMark.DONE)
        .containsEntry(stages.index(1).key("_or_").index(2), RunMark.DONE)
        .containsEntry(StepPath.step(1).key("_or_").index(1), RunMark.DONE)
        .containsEntry(StepPath.step(2), RunMark.DONE)
        .containsEntry(StepPath.step(3), RunMark.DONE)
        .doesNotContainKeys(StepPath.step(0), stages.index(0), stages.index(1));
  }
}
