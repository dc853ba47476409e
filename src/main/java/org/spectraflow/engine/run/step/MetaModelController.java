package org.spectraflow.engine.run.step;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.Partition;
import org.spectraflow.engine.data.SampleRecord;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.operators.StackingModel;
import org.spectraflow.engine.pipeline.BranchStep;
import org.spectraflow.engine.pipeline.ModelStep;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.Step;
import org.spectraflow.engine.pipeline.SubPipeline;

/**
 * A {@code MetaModel} step (docs/compatibility.md, MetaModel): stacking over the predictions of the
 * models of earlier steps (inside a branch: that branch's models; after a merge or at top level:
 * every model so far), ignoring the current features. One column per source model, ordered by
 * (step, name): on train rows the model's out-of-fold prediction (augmented copies take their
 * origin's), on test rows its averaged fold prediction. The meta-learner then trains with the
 * existing folds like any model and is reported under the step's name. Variants holding a MetaModel
 * are not refitted.
 */
public final class MetaModelController {

  /** A model of the prediction store with the step that made it. */
  record Source(int step, ModelResult result) {}

  ModelResult run(
      StackingModel meta, String name, List<Source> earlier, ModelController models, StepEnv env) {
    SpectroDataset ds = env.dataset();
    if (env.variant().capture != null) {
      env.variant().capture.refuse("a MetaModel");
    }
    List<Source> sources = select(meta, earlier, env);
    int[] test = ds.testIds();
    double[][] stacked = new double[ds.index().size()][sources.size()];
    for (int c = 0; c < sources.size(); c++) {
      ModelResult m = sources.get(c).result();
      if (!m.hadFolds()) {
        throw new IllegalArgumentException(
            env.path()
                + ": MetaModel needs out-of-fold "
                + "predictions, but '"
                + m.report().name()
                + "' was trained without folds; add a "
                + "splitter (e.g. KFold) before the models it stacks");
      }
      int[][] rows = env.variant().modelRows.get(m);
      Map<Integer, Integer> trainPos = positions(rows[0]);
      Map<Integer, Integer> testPos = positions(rows[1]);
      for (int id = 0; id < stacked.length; id++) {
        SampleRecord r = ds.index().sample(id);
        Integer at = trainPos.get(r.augmented() ? r.origin() : id);
        if (r.partition() == Partition.TRAIN && at != null) {
          stacked[id][c] = m.trainOof()[at];
        }
      }
      for (int id : test) {
        Integer at = testPos.get(id);
        stacked[id][c] = at == null ? 0 : m.testAvg()[at];
      }
    }
    Block block = Block.ofRows(ds.precision(), stacked);
    FeatureSource source = FeatureSource.of(block, Headers.absent());
    VariantState variant = env.variant();
    variant.dataset = ds.withSources(List.of(source));
    try {
      return models.run(meta, name, env);
    } finally {
      variant.dataset = ds;
    }
  }

  /** The source models: named ones, or all, one per (name, branch), ordered by (step, name). */
  private static List<Source> select(StackingModel meta, List<Source> earlier, StepEnv env) {
    Map<String, Source> unique = new LinkedHashMap<>();
    for (Source s : earlier) {
      ModelResult m = s.result();
      unique.putIfAbsent(m.report().name() + "\u0000" + Objects.toString(m.report().branch()), s);
    }
    List<Source> all = new ArrayList<>(unique.values());
    all.sort(Comparator.comparingInt(Source::step).thenComparing(s -> s.result().report().name()));
    if (!meta.sourceModels().isEmpty()) {
      List<Source> named = new ArrayList<>();
      for (String n : meta.sourceModels()) {
        List<Source> match =
            all.stream().filter(s -> s.result().report().name().equals(n)).toList();
        if (match.isEmpty()) {
          throw new IllegalArgumentException(
              env.path()
                  + ": MetaModel source model '"
                  + n
                  + "' was not found; earlier models: "
                  + all.stream().map(s -> s.result().report().name()).distinct().toList());
        }
        named.addAll(match);
      }
      all = named;
    }
    if (all.isEmpty()) {
      throw new IllegalArgumentException(
          env.path()
              + ": MetaModel found no earlier model to "
              + "stack; put model steps (with a splitter) before it");
    }
    return all;
  }

  /** True when {@code doc} holds a MetaModel step (such variants are not refitted). */
  public static boolean presentIn(PipelineDocument doc) {
    return doc.steps().stream().anyMatch(MetaModelController::holds);
  }

  private static boolean holds(Step step) {
    return switch (step) {
      case ModelStep m -> "MetaModel".equals(m.operator().simpleName());
      case SubPipeline p -> p.steps().stream().anyMatch(MetaModelController::holds);
      case BranchStep b ->
          b.branches().stream()
              .anyMatch(br -> br.steps().stream().anyMatch(MetaModelController::holds));
      default -> false;
    };
  }

  private static Map<Integer, Integer> positions(int[] ids) {
    Map<Integer, Integer> out = new HashMap<>();
    for (int i = 0; i < ids.length; i++) {
      out.put(ids[i], i);
    }
    return out;
  }
}
