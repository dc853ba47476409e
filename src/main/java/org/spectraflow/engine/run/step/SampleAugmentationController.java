package org.spectraflow.engine.run.step;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.data.HeaderUnit;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.Partition;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.operators.SampleAugmenter;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.plan.AugmentationSpec;
import org.spectraflow.engine.random.NumpyGenerator;

/**
 * The {@code sample_augmentation} keyword in standard mode (docs/compatibility.md, sample
 * augmentation). Every base, non-excluded train sample gets {@code count} copies, each made by one
 * transformer: drawn per sample from {@code default_rng(random_state).integers(0, T, count)}
 * ({@code selection: "random"}) or round robin ({@code "all"}). Per transformer, source and
 * processing, the copies of its samples are made from their current features: in one batch by
 * operators that handle the variation scope themselves, else one fresh clone per copy seeded {@code
 * random_state + i}. Copies are appended transformer by transformer as train samples tied to their
 * origin (same targets); splitters and folds never see them, later transformer fits and fold-less
 * models do, test scoring never.
 */
final class SampleAugmentationController {

  void run(AugmentationSpec spec, StepEnv env) {
    if (!env.ctx().branchPath.isEmpty()) {
      throw new IllegalArgumentException(
          env.path()
              + ": sample_augmentation inside a branch is "
              + "not supported yet; place it before the branch step");
    }
    SpectroDataset ds = env.dataset();
    int[] base = ds.index().ids(Partition.TRAIN, false);
    List<List<Integer>> lists = plan(spec, base, env);
    int active = (int) lists.stream().filter(l -> !l.isEmpty()).count();
    if (active == 0) {
      return;
    }
    for (int s = 0; s < ds.sources().size(); s++) {
      grow(ds.source(s), s, spec, lists, env);
    }
    for (int t = 0; t < lists.size(); t++) {
      TransformOperator op = spec.transformers().get(t).operator();
      String label = active == 1 ? op.className() : op.label();
      for (int origin : lists.get(t)) {
        ds.index().addAugmented(origin, label);
      }
    }
  }

  /** Per transformer, the sample ids it copies, in base order (repeated when drawn twice). */
  private static List<List<Integer>> plan(AugmentationSpec spec, int[] base, StepEnv env) {
    int t = spec.transformers().size();
    List<List<Integer>> lists = new ArrayList<>();
    for (int i = 0; i < t; i++) {
      lists.add(new ArrayList<>());
    }
    long seed =
        spec.randomState() != null
            ? spec.randomState()
            : StepSeeds.derive(env.run().seed(), env.step(), env.ctx().branchPath, -1);
    NumpyGenerator rng = NumpyGenerator.defaultRng(seed);
    for (int id : base) {
      for (int c = 0; c < spec.count(); c++) {
        int which = spec.random() ? (int) rng.integers(0, t) : c % t;
        lists.get(which).add(id);
      }
    }
    return lists;
  }

  private static void grow(
      FeatureSource source, int s, AugmentationSpec spec, List<List<Integer>> lists, StepEnv env) {
    double[] wavelengths = wavelengths(source.headers(), source.numFeatures());
    List<Block> grown = new ArrayList<>();
    for (int k = 0; k < source.processingCount(); k++) {
      Block block = source.block(k);
      List<Block> parts = new ArrayList<>(List.of(block));
      for (int t = 0; t < lists.size(); t++) {
        List<Integer> ids = lists.get(t);
        if (!ids.isEmpty()) {
          double[][] copies = copies(spec, t, ids, block, wavelengths, new int[] {s, k}, env);
          parts.add(Block.ofRows(block.precision(), copies));
        }
      }
      Block out = Block.concatRows(parts);
      grown.add(
          out.withFingerprint(
              Fingerprint.derive(
                  "sample_augmentation "
                      + spec.canonical()
                      + " seed "
                      + env.run().seed()
                      + " step "
                      + env.step(),
                  block.fingerprint())));
    }
    env.variant().snapshots.beforeWrite(source, env.ctx().branchPath, env.step());
    source.growRows(grown);
  }

  /** The copies transformer {@code t} makes of rows {@code ids} of {@code block}. */
  private static double[][] copies(
      AugmentationSpec spec,
      int t,
      List<Integer> ids,
      Block block,
      double[] wavelengths,
      int[] sourceAndProcessing,
      StepEnv env) {
    AugmentationSpec.Entry entry = spec.transformers().get(t);
    double[][] rows = new double[ids.size()][block.cols()];
    for (int i = 0; i < rows.length; i++) {
      block.copyRow(ids.get(i), rows[i]);
    }
    if (!(entry.operator() instanceof SampleAugmenter aug)) {
      int[] base = env.dataset().index().ids(Partition.TRAIN, false);
      Block applied =
          entry
              .operator()
              .fit(block.selectRows(base), null)
              .apply(Block.ofRows(block.precision(), rows));
      return applied.toRows();
    }
    double[] axis = aug.usesWavelengths() ? wavelengths : null;
    if (aug.drawsForBatch() || entry.batch()) {
      NumpyGenerator rng =
          NumpyGenerator.defaultRng(seed(aug, t, sourceAndProcessing, 0, false, env));
      return aug.augment(rows, axis, rng, entry.batch());
    }
    double[][] out = new double[rows.length][];
    for (int i = 0; i < rows.length; i++) {
      NumpyGenerator rng =
          NumpyGenerator.defaultRng(seed(aug, t, sourceAndProcessing, i, true, env));
      out[i] = aug.augment(new double[][] {rows[i]}, axis, rng, false)[0];
    }
    return out;
  }

  /** The operator's seed ({@code random_state + i} per copy), or a derived one when unset. */
  private static long seed(
      SampleAugmenter aug, int t, int[] sp, int i, boolean perCopy, StepEnv env) {
    if (aug.randomState().isPresent()) {
      return aug.randomState().get() + (perCopy ? i : 0);
    }
    return StepSeeds.derive(env.run().seed(), env.step(), env.ctx().branchPath, t, sp[0], sp[1], i);
  }

  /**
   * The wavelength axis nirs4all gives wavelength-aware augmenters: the headers in nm as they are,
   * wavenumbers (cm⁻¹) as {@code 1e7 / header}; none (so {@code 0..p−1}) otherwise.
   */
  static double[] wavelengths(Headers headers, int features) {
    if (!(headers instanceof Headers.Axis axis) || axis.size() != features) {
      return null;
    }
    double[] v = axis.values();
    if (axis.unit() == HeaderUnit.CM_1) {
      for (int j = 0; j < v.length; j++) {
        v[j] = 1e7 / v[j];
      }
      return v;
    }
    return axis.unit() == HeaderUnit.NM ? v : null;
  }
}
