package org.spectraflow.ui.run.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.bench.BenchWorkload;
import org.spectraflow.engine.bench.BenchWorkloads;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunStatus;
import org.spectraflow.ui.run.RunClock;

/**
 * The copy-on-write chart's "shared vs private" figures on the real engine, for the {@code
 * branches} workload (SNV, then six duplication branches each with a PLS; docs/performance.md,
 * "Whole-pipeline workloads"): a branch entering its lane shares the SNV output with its parent
 * (copy-on-write copies nothing), and from its first transform on its dataset is its own; a restore
 * of the branch's own snapshot (before its PLS) does not make it shared again.
 */
class CowSharedPrivateTest {

  private record Seen(long shared, long ownBytes) {}

  @Test
  void eachBranchSharesTheParentsDatasetUntilItsFirstTransformThenHoldsItsOwn() {
    BenchWorkload work =
        BenchWorkloads.branches(SyntheticNirs.defaults().withSamples(300).withWavelengths(400), 5);
    CowModel model = new CowModel(new RunClock());
    Map<List<Integer>, Seen> beforeDetach = new HashMap<>();
    Map<List<Integer>, Seen> afterFirstStep = new HashMap<>();
    List<Long> topLevel = new ArrayList<>();
    RunEvents events = RunEvents.create(InstantSource.system());
    events.subscribe(
        event -> {
          if (event instanceof RunEvent.CowDetach d) {
            // published before the write: the lane still reads its parent's blocks
            beforeDetach.putIfAbsent(d.branchPath(), seen(model, d.branchPath()));
          }
          model.accept(event);
          switch (event) {
            case RunEvent.StepFinished f when f.branchPath().isEmpty() ->
                topLevel.add(f.steadyBytes());
            case RunEvent.StepFinished f ->
                afterFirstStep.putIfAbsent(f.branchPath(), seen(model, f.branchPath()));
            default -> {}
          }
        },
        Runnable::run);

    var report =
        PipelineRunner.standard()
            .run(RunRequest.of(work.pipeline(), work.dataset()).withEvents(events));

    assertThat(report.status()).isEqualTo(RunStatus.COMPLETED);
    long snv = topLevel.getLast();
    assertThat(snv).isPositive();
    assertThat(beforeDetach).hasSize(6);
    beforeDetach.values().forEach(s -> assertThat(s).isEqualTo(new Seen(snv, 0)));
    assertThat(afterFirstStep).hasSize(6);
    afterFirstStep.values().forEach(s -> assertThat(s.shared()).isZero());
    afterFirstStep.values().forEach(s -> assertThat(s.ownBytes()).isEqualTo(snv));

    List<CowLane> branches = model.lanes().stream().filter(l -> !l.topLevel()).toList();
    assertThat(branches).hasSize(6);
    for (CowLane lane : branches) {
      assertThat(lane.sharedBytes()).as(lane.label()).isZero();
      assertThat(lane.privateBytes()).as(lane.label()).isEqualTo(snv);
    }
  }

  @Test
  void forTheCrossValidationAndTheRefitABranchSharesUntilItWrites() throws Exception {
    PipelineDocument doc;
    try (InputStream in =
        CowSharedPrivateTest.class.getResourceAsStream(
            "/org/spectraflow/ui/app/six-branches.json")) {
      doc = PipelineReader.readJson(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
    CowModel model = new CowModel(new RunClock());
    List<Seen> beforeEachDetach = new ArrayList<>();
    RunEvents events = RunEvents.create(InstantSource.system());
    events.subscribe(
        event -> {
          if (event instanceof RunEvent.CowDetach d) {
            beforeEachDetach.add(seen(model, d.branchPath()));
          }
          model.accept(event);
        },
        Runnable::run);

    var report =
        PipelineRunner.standard()
            .run(
                RunRequest.of(
                        doc,
                        SyntheticNirs.defaults().withSamples(240).withWavelengths(300).generate())
                    .withEvents(events));

    assertThat(report.status()).isEqualTo(RunStatus.COMPLETED);
    // six branches, each entered for the cross-validation and once more for the refit
    assertThat(beforeEachDetach).hasSize(6 * 2);
    assertThat(beforeEachDetach)
        .allSatisfy(
            s -> {
              assertThat(s.shared()).isPositive();
              assertThat(s.ownBytes()).isZero();
            });
    assertThat(model.lanes().stream().filter(l -> !l.topLevel()))
        .hasSize(6)
        .allSatisfy(
            l -> {
              assertThat(l.sharedBytes()).isZero();
              assertThat(l.privateBytes()).isPositive();
            });
  }

  private static Seen seen(CowModel model, List<Integer> path) {
    CowLane lane =
        model.lanes().stream()
            .filter(l -> !l.topLevel())
            .skip(path.getFirst())
            .findFirst()
            .orElseThrow();
    return new Seen(lane.sharedBytes(), lane.privateBytes());
  }
}
