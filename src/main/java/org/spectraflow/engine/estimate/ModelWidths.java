package org.spectraflow.engine.estimate;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.plan.Chain;
import org.spectraflow.engine.plan.ConcatTransform;
import org.spectraflow.engine.plan.Exclude;
import org.spectraflow.engine.plan.FeatureAugmentation;
import org.spectraflow.engine.plan.ModelFit;
import org.spectraflow.engine.plan.NoOp;
import org.spectraflow.engine.plan.PlannedStep;
import org.spectraflow.engine.plan.Preprocessing;
import org.spectraflow.engine.plan.SampleAugmentation;
import org.spectraflow.engine.plan.Split;
import org.spectraflow.engine.plan.Tag;
import org.spectraflow.engine.plan.Transform;
import org.spectraflow.engine.plan.VariantPlan;
import org.spectraflow.engine.plan.YProcessing;

/**
 * The number of features each model of a variant is given, followed from the raw width through the
 * steps before it without running them: a transformer gives {@link TransformOperator#outputWidth},
 * a {@code concat_transform} the sum of its chains' widths, a {@code feature_augmentation} more
 * processings of the same width (the model reads the processings side by side); splits, target
 * processing, augmentation of samples, exclusion and tags keep the width. A step whose width cannot
 * be followed so (branches, merges, repetition reshaping) ends the walk: the models after it get no
 * width. Single-source data only (the caller passes the one source's width).
 */
final class ModelWidths {

  private ModelWidths() {}

  /** The input width of each model kind (first model of the kind in step order). */
  static Map<String, Integer> of(VariantPlan plan, int rawWidth) {
    Map<String, Integer> out = new LinkedHashMap<>();
    walk(plan.steps(), new int[] {rawWidth, 1}, out);
    return out;
  }

  /** Follows {@code steps} from {@code state = [width, processings]}; false when it had to stop. */
  private static boolean walk(List<PlannedStep> steps, int[] state, Map<String, Integer> out) {
    for (PlannedStep step : steps) {
      switch (step) {
        case Transform t -> state[0] = t.operator().outputWidth(state[0]);
        case Preprocessing p ->
            p.transforms().forEach(t -> state[0] = t.operator().outputWidth(state[0]));
        case ConcatTransform c -> state[0] = concat(c.chains(), state[0]);
        case FeatureAugmentation f -> state[1] = processings(f, state[1]);
        case ModelFit m -> {
          String name = m.operator().className();
          out.putIfAbsent(name.substring(name.lastIndexOf('.') + 1), state[0] * state[1]);
        }
        case Chain c -> {
          if (!walk(c.steps(), state, out)) {
            return false;
          }
        }
        case Split s -> {}
        case YProcessing y -> {}
        case SampleAugmentation a -> {}
        case Exclude e -> {}
        case Tag t -> {}
        case NoOp n -> {}
        default -> {
          return false;
        }
      }
    }
    return true;
  }

  private static int concat(List<List<TransformOperator>> chains, int width) {
    int sum = 0;
    for (List<TransformOperator> chain : chains) {
      int w = width;
      for (TransformOperator op : chain) {
        w = op.outputWidth(w);
      }
      sum += w;
    }
    return sum;
  }

  private static int processings(FeatureAugmentation f, int p) {
    int ops = f.chains().size();
    int after =
        switch (f.action()) {
          // replace drops the old ids from the context only: models still read their blocks
          case ADD, REPLACE -> p + ops * p;
          case EXTEND -> p + ops;
        };
    return Math.min(after, f.maxProcessings());
  }
}
