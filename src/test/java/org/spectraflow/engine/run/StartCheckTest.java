package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.pipeline.StepShapes;
import org.spectraflow.engine.run.check.DataSize;
import org.spectraflow.engine.run.check.StartCheck;
import org.spectraflow.engine.run.check.StartCheckReport;
import org.spectraflow.testkit.SharedData;

/**
 * The start check finds exactly what a run refuses at its start: for each document, a run stopped
 * as soon as it starts either throws (and every part of its message is among the check's errors) or
 * starts (and the check has no error).
 */
class StartCheckTest {

  private static final String PLS =
      "{\"model\": {\"class\": \"sklearn.cross_decomposition.PLSRegression\"}}";

  private final StartCheck check = new StartCheck(OperatorRegistry.standard());

  @Test
  void refusesWhatARunRefusesAtItsStart() {
    SpectroDataset data = RunFixtures.demo();
    List<String> documents =
        List.of(
            "[" + PLS + "]",
            "[{\"class\": \"nirs4all.operators.transforms.StandardNormalVariate\"}, " + PLS + "]",
            "[{\"class\": \"nirs4all.operators.transforms.NoSuchThing\"}, " + PLS + "]",
            "[{\"class\": \"nirs4all.operators.transforms.SavitzkyGolay\","
                + " \"params\": {\"window_length\": 4, \"polyorder\": 5}}, "
                + PLS
                + "]",
            "[{\"class\": \"nirs4all.operators.transforms.SavitzkyGolay\","
                + " \"params\": {\"window_length\": 301}}, "
                + PLS
                + "]",
            "[{\"merge\": \"predictions\"}, " + PLS + "]",
            "[{\"class\": \"nirs4all.operators.transforms.StandardNormalVariate\"}]",
            "[{\"_or_\": [{\"class\": \"nirs4all.operators.transforms.StandardNormalVariate\"},"
                + " {\"class\": \"nirs4all.operators.transforms.Nope\"}]}, "
                + PLS
                + "]",
            "[{\"model\": {\"class\": \"sklearn.cross_decomposition.PLSRegression\","
                + " \"params\": {\"n_components\": {\"_range_\": [1, 100]}}}}]",
            "[{\"model\": {\"class\": \"sklearn.cross_decomposition.PLSRegression\","
                + " \"parms\": {\"n_components\": 3}}}]");
    for (String json : documents) {
      agrees(PipelineReader.readJson(json), data, json);
    }
  }

  @Test
  void aVariantTheDataRefusesIsAWarningWhileOthersRun() {
    PipelineDocument doc =
        PipelineReader.readJson(
            "[{\"model\": {\"class\": \"sklearn.cross_decomposition.PLSRegression\","
                + " \"params\": {\"n_components\": {\"_or_\": [2, 500]}}}}]");
    StartCheckReport r = check.check(doc, DataSize.of(RunFixtures.demo()), 10_000, () -> false);
    assertThat(r.errors()).isEmpty();
    assertThat(r.variants()).isEqualTo(2);
    assertThat(r.warnings()).singleElement().asString().startsWith("1 of 2 variants will fail");
    assertThat(check.check(doc, DataSize.UNKNOWN, 10_000, () -> false).warnings()).isEmpty();
  }

  @Test
  void stopsWhenSuperseded() {
    PipelineDocument doc = RunFixtures.demoDocument("d03-sweep.json");
    assertThatThrownBy(() -> check.check(doc, DataSize.UNKNOWN, 10_000, () -> true))
        .isInstanceOf(CancellationException.class);
  }

  /** nirs4all's sample pipelines on the regression set (skipped without the shared data). */
  @TestFactory
  Stream<DynamicTest> agreesWithTheRunOnEverySample() throws Exception {
    Path pipelines = SharedData.root().resolve("pipelines");
    assumeTrue(Files.isDirectory(pipelines), "no pipelines folder");
    SpectroDataset data = RunFixtures.shared("regression");
    List<Path> files = new ArrayList<>();
    try (Stream<Path> all = Files.list(pipelines)) {
      all.filter(p -> p.toString().matches(".*\\.(json|ya?ml)$")).sorted().forEach(files::add);
    }
    return files.stream()
        .map(
            f ->
                DynamicTest.dynamicTest(
                    f.getFileName().toString(),
                    () -> agrees(PipelineReader.read(f), data, f.getFileName().toString())));
  }

  private void agrees(PipelineDocument doc, SpectroDataset data, String what) {
    Optional<String> refusal = runStartRefusal(doc, data);
    StartCheckReport r = check.check(doc, DataSize.of(data), 10_000, () -> false);
    if (refusal.isPresent()) {
      assertThat(r.errors()).as(what).isNotEmpty();
      assertThat(String.join("; ", r.errors())).as(what).contains(refusal.get().split("; ")[0]);
    } else {
      assertThat(r.errors()).as(what).isEmpty();
    }
  }

  /**
   * What a run from the command line refuses before its first variant (its key check, then the
   * runner's check pass), or empty when it starts (then it is stopped).
   */
  private static Optional<String> runStartRefusal(PipelineDocument doc, SpectroDataset data) {
    CancellationToken stop = new CancellationToken();
    RunEvents events = RunEvents.create(InstantSource.system());
    events.subscribe(
        e -> {
          if (e instanceof RunEvent.RunStarted) {
            stop.cancel();
          }
        },
        Runnable::run);
    try {
      StepShapes.requireKnownKeys(doc);
      PipelineRunner.standard()
          .run(
              RunRequest.of(doc, data)
                  .withEvents(events)
                  .withCancellation(stop)
                  .withMemoryProbe(MemoryProbe.disabled())
                  .withOptions(RunOptions.defaults().withThreads(1)));
      return Optional.empty();
    } catch (IllegalArgumentException e) {
      return Optional.of(e.getMessage());
    }
  }
}
