package org.spectraflow.engine.run.step;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.MetadataTable;
import org.spectraflow.engine.data.Partition;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SampleIndex;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.Targets;
import org.spectraflow.engine.plan.Repetitions;

/**
 * {@code rep_to_sources} and {@code rep_to_pp} (docs/pipeline-language.md, repetitions): within
 * each partition the rows sharing a value of the metadata column are the repetitions of one sample,
 * in row order; they become one sample (train samples first, in order of first appearance, then
 * test samples) carrying its first repetition's targets and metadata. With {@code rep_to_sources}
 * repetition k of every sample is source k (a dataset of s sources gives r × s sources, repetition
 * by repetition); with {@code rep_to_pp} it is processing {@code <id>_rep<k+1>} of each processing
 * of the same source. Every sample must have the same number of repetitions. The step must come
 * before any splitter, augmentation, exclusion and branch. Stateless.
 */
final class RepetitionController {

  private RepetitionController() {}

  /** Reshapes the variant's dataset as {@code step} says. */
  static void run(Repetitions step, StepEnv env) {
    ExecutionContext ctx = env.ctx();
    String at = env.path().key(step.keyword()).toString();
    if (ctx.snapshot != null || ctx.view != null) {
      throw new IllegalArgumentException(
          at + ": " + step.keyword() + " must come before any branch step");
    }
    SpectroDataset ds = env.dataset();
    if (!ds.folds().isEmpty()) {
      throw new IllegalArgumentException(
          at + ": " + step.keyword() + " must come before the splitter (the folds are of rows)");
    }
    for (int id = 0; id < ds.index().size(); id++) {
      var r = ds.index().sample(id);
      if (r.origin() != id || r.excluded()) {
        throw new IllegalArgumentException(
            at + ": " + step.keyword() + " must come before sample augmentation and exclusion");
      }
    }
    MetadataTable meta = ds.metadata();
    if (!meta.names().contains(step.column())) {
      throw new IllegalArgumentException(
          at
              + ": the dataset has no metadata column '"
              + step.column()
              + "'; columns: "
              + meta.names());
    }
    String[] key = text(meta.column(step.column()));
    List<int[]> train = groups(ds.index().ids(Partition.TRAIN, false), key);
    List<int[]> test = groups(ds.index().ids(Partition.TEST, false), key);
    int reps = requireEqual(train, test, step, at);
    List<int[]> all = new ArrayList<>(train);
    all.addAll(test);
    int[][] byRep = new int[reps][all.size()];
    int[] first = new int[all.size()];
    for (int g = 0; g < all.size(); g++) {
      first[g] = all.get(g)[0];
      for (int k = 0; k < reps; k++) {
        byRep[k][g] = all.get(g)[k];
      }
    }
    List<FeatureSource> sources = new ArrayList<>();
    List<List<String>> processing = new ArrayList<>();
    if (step.toSources()) {
      for (int k = 0; k < reps; k++) {
        for (FeatureSource s : ds.sources()) {
          List<Block> blocks = rows(s, byRep[k]);
          sources.add(source(blocks, s.processingIds(), s.headers()));
          processing.add(s.processingIds());
        }
      }
    } else {
      for (FeatureSource s : ds.sources()) {
        List<Block> blocks = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (int k = 0; k < reps; k++) {
          blocks.addAll(rows(s, byRep[k]));
          for (String p : s.processingIds()) {
            ids.add(p + "_rep" + (k + 1));
          }
        }
        sources.add(source(blocks, ids, s.headers()));
        processing.add(ids);
      }
    }
    Targets targets =
        ds.taskType().isClassification()
            ? targets(ds.targets(), first, train.size(), ds.precision())
            : Targets.ofNumeric(
                ds.targets().names(), ds.targets().values(Targets.NUMERIC, first), ds.precision());
    SpectroDataset next =
        SpectroDataset.of(
            ds.name(),
            ds.precision(),
            sources,
            SampleIndex.of(train.size(), test.size()),
            targets,
            metadata(meta, first));
    next.forceTaskType(ds.taskType());
    env.variant().dataset = next;
    ctx.processing = List.copyOf(processing);
  }

  /** The rows {@code ids} grouped by key, groups in order of first appearance. */
  private static List<int[]> groups(int[] ids, String[] key) {
    Map<String, List<Integer>> byKey = new LinkedHashMap<>();
    for (int id : ids) {
      byKey.computeIfAbsent(key[id], k -> new ArrayList<>()).add(id);
    }
    return byKey.values().stream()
        .map(l -> l.stream().mapToInt(Integer::intValue).toArray())
        .toList();
  }

  private static int requireEqual(
      List<int[]> train, List<int[]> test, Repetitions step, String at) {
    java.util.TreeMap<Integer, Integer> counts = new java.util.TreeMap<>();
    for (List<int[]> part : List.of(train, test)) {
      for (int[] g : part) {
        counts.merge(g.length, 1, Integer::sum);
      }
    }
    if (counts.isEmpty()) {
      throw new IllegalArgumentException(at + ": the dataset has no samples");
    }
    if (counts.size() > 1) {
      List<String> parts = new ArrayList<>();
      counts.forEach((rows, samples) -> parts.add(samples + " with " + rows));
      throw new IllegalArgumentException(
          at
              + ": every sample needs the same number of repetitions for "
              + step.keyword()
              + "; the values of column '"
              + step.column()
              + "' have different row counts (samples by rows: "
              + String.join(", ", parts)
              + "); use a column that names one sample per group of repetitions");
    }
    return counts.firstKey();
  }

  private static List<Block> rows(FeatureSource s, int[] ids) {
    List<Block> out = new ArrayList<>();
    for (Block b : s.storage().blocks()) {
      out.add(b.selectRows(ids));
    }
    return out;
  }

  private static FeatureSource source(List<Block> blocks, List<String> ids, Headers headers) {
    FeatureSource out = FeatureSource.of(blocks.get(0), headers);
    out.replaceAll(ids, blocks);
    return out;
  }

  private static Targets targets(Targets t, int[] first, int nTrain, Precision precision) {
    String[][] train = new String[nTrain][];
    String[][] test = new String[first.length - nTrain][];
    for (int g = 0; g < first.length; g++) {
      String[] row = new String[t.columns()];
      for (int c = 0; c < row.length; c++) {
        row[c] = t.raw(first[g], c);
      }
      if (g < nTrain) {
        train[g] = row;
      } else {
        test[g - nTrain] = row;
      }
    }
    return Targets.fromCells(t.names(), train, test, precision);
  }

  private static MetadataTable metadata(MetadataTable meta, int[] first) {
    List<String> names = meta.names();
    List<String[]> columns = new ArrayList<>();
    for (String n : names) {
      columns.add(text(meta.column(n)));
    }
    List<String[]> cells = new ArrayList<>();
    for (int row : first) {
      String[] cell = new String[names.size()];
      for (int c = 0; c < cell.length; c++) {
        cell[c] = columns.get(c)[row];
      }
      cells.add(cell);
    }
    return MetadataTable.fromCells(names, cells);
  }

  private static String[] text(MetadataTable.Column column) {
    return switch (column) {
      case MetadataTable.Numbers n ->
          Arrays.stream(n.values())
              .mapToObj(
                  v ->
                      Double.isNaN(v)
                          ? ""
                          : v == Math.rint(v) && Math.abs(v) < 1e15
                              ? Long.toString((long) v)
                              : Double.toString(v))
              .toArray(String[]::new);
      case MetadataTable.Texts t -> t.values().toArray(String[]::new);
    };
  }
}
