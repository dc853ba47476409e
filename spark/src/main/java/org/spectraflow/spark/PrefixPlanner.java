package org.spectraflow.spark;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Cuts a sweep's tree of preprocessing prefixes into task groups (docs/scale-out.md): variants
 * sharing the first {@code d} preprocessing steps form one group; the planner takes the shallowest
 * depth giving at least one group per core ({@code minGroups} / 4), else the full prefixes, so that
 * a task's step cache shares as much preprocessing as it can. It then splits any group holding more
 * than twice its fair share of the variants (for {@code minGroups} groups: 4 × the executor cores,
 * the top of the 2–4 × range, so that stragglers leave no core idle), or more than {@code
 * maxTaskVariants} (a task's results travel and are taken in at once), into chunks of whole
 * full-prefix subgroups, and a full prefix that alone exceeds it into equal pieces (a group whose
 * model work dwarfs its shared prefix); the largest groups are halved while there are still fewer
 * than {@code minTasks} ({@link #forCores}: 8 × the cores, so that the last tasks are short and no
 * core waits long for the last one). Every variant lands in exactly one group; groups come in
 * expansion order of their first variant, each naming the cut's subtree it comes from ({@link
 * Group#root()}), which the tasks of a subtree share.
 *
 * <p>The variants stream through a {@link PrefixTree} (counts and index runs per prefix node), and
 * groups hold {@link IndexRuns}: the planner's memory follows the distinct prefixes, not the
 * variant count.
 */
final class PrefixPlanner {

  /**
   * The default bound on a task's variants: its results (about 5.5 KB per variant) come back and
   * are taken in by the driver at once, so this bounds the driver's memory per task in flight.
   */
  static final long MAX_TASK_VARIANTS = 2_000;

  private final int minGroups;
  private final int minTasks;
  private final long maxTaskVariants;

  /** A planner aiming at {@code minGroups} groups or more (at least 1). */
  PrefixPlanner(int minGroups) {
    this(minGroups, MAX_TASK_VARIANTS);
  }

  /**
   * A planner aiming at {@code minGroups} groups or more (at least 1), none above {@code
   * maxTaskVariants} variants (at least 1).
   */
  PrefixPlanner(int minGroups, long maxTaskVariants) {
    this(minGroups, minGroups, maxTaskVariants);
  }

  /**
   * A planner aiming at {@code minGroups} groups or more (at least 1) for its cut, halving the
   * largest groups until there are {@code minTasks} (at least {@code minGroups}), none above {@code
   * maxTaskVariants} variants (at least 1).
   */
  PrefixPlanner(int minGroups, int minTasks, long maxTaskVariants) {
    if (minGroups < 1) {
      throw new IllegalArgumentException("minGroups must be at least 1, was " + minGroups);
    }
    if (maxTaskVariants < 1) {
      throw new IllegalArgumentException(
          "maxTaskVariants must be at least 1, was " + maxTaskVariants);
    }
    this.minGroups = minGroups;
    this.minTasks = Math.max(minGroups, minTasks);
    this.maxTaskVariants = maxTaskVariants;
  }

  /**
   * The planner for {@code cores} executor cores: cut for at least 4 × cores groups, halved into 8
   * × cores tasks at least (shorter tasks shorten the tail where cores wait for the last one; the
   * executors' warm caches keep the halves from recomputing their shared steps).
   */
  static PrefixPlanner forCores(int cores) {
    int c = Math.max(1, cores);
    return new PrefixPlanner(4 * c, 8 * c, MAX_TASK_VARIANTS);
  }

  /** The groups it aims at, at least. */
  int minGroups() {
    return minGroups;
  }

  /**
   * One task's share: its variants' expansion indices, how many distinct full prefixes they have,
   * the depth of the prefix they all share, and the cut's subtree it comes from (the position of
   * its node in the cut: the groups of one subtree share its steps).
   */
  record Group(IndexRuns indices, int fullPrefixes, int depth, int root, List<Long> prefixEnds) {

    /**
     * A group whose full prefixes' boundaries are unknown (a piece of one full prefix, or a half
     * split inside one).
     */
    Group(IndexRuns indices, int fullPrefixes, int depth, int root) {
      this(indices, fullPrefixes, depth, root, List.of());
    }

    /** Copies the boundaries. */
    Group {
      prefixEnds = List.copyOf(prefixEnds);
    }

    /** The group's variant count. */
    long variants() {
      return indices.count();
    }
  }

  /** A variant to place: its expansion index and its preprocessing steps as compact JSON. */
  record Item(long index, List<String> prefix) {}

  /** The cut of {@code items}, streamed in expansion order (ascending indices). */
  List<Group> plan(Stream<Item> items) {
    PrefixTree tree = new PrefixTree();
    items.forEachOrdered(i -> tree.add(i.index(), i.prefix()));
    return plan(tree);
  }

  /** The cut of {@code items}, in expansion order. */
  List<Group> plan(List<Item> items) {
    return plan(items.stream());
  }

  /** The cut of {@code tree}. */
  List<Group> plan(PrefixTree tree) {
    long total = tree.variants();
    if (total == 0) {
      return List.of();
    }
    int depth = tree.maxDepth();
    int perCore = Math.max(1, minGroups / 4);
    for (int d = 0; d <= tree.maxDepth(); d++) {
      if (tree.cut(d).size() >= perCore) {
        depth = d;
        break;
      }
    }
    long share = Math.min(maxTaskVariants, Math.max(1, (2 * total + minGroups - 1) / minGroups));
    List<Group> out = new ArrayList<>();
    int root = 0;
    for (PrefixTree.Node node : tree.cut(depth)) {
      List<PrefixTree.Node> full = PrefixTree.endings(node, depth);
      if (node.count <= share || (total < minGroups && total <= maxTaskVariants)) {
        out.add(group(full, depth, root));
      } else {
        split(full, depth, share, root, out);
      }
      root++;
    }
    out.sort(Comparator.comparingLong(g -> g.indices().first()));
    return halveUntil(out);
  }

  /** Chunks of whole full prefixes up to {@code share} variants; a larger one in equal pieces. */
  private static void split(
      List<PrefixTree.Node> full, int depth, long share, int root, List<Group> out) {
    List<PrefixTree.Node> chunk = new ArrayList<>();
    long size = 0;
    for (PrefixTree.Node f : full) {
      if (!chunk.isEmpty() && size + f.count > share) {
        out.add(group(chunk, depth, root));
        chunk = new ArrayList<>();
        size = 0;
      }
      if (f.count > share) {
        long pieces = (f.count + share - 1) / share;
        IndexRuns rest = f.ending.build();
        for (long p = pieces; p > 1; p--) {
          IndexRuns[] two = rest.splitAt(rest.count() / p);
          out.add(new Group(two[0], 1, f.depth, root));
          rest = two[1];
        }
        out.add(new Group(rest, 1, f.depth, root));
      } else {
        chunk.add(f);
        size += f.count;
      }
    }
    if (!chunk.isEmpty()) {
      out.add(group(chunk, depth, root));
    }
  }

  /** Halves the largest groups (by variants) while there are fewer than {@code minTasks}. */
  private List<Group> halveUntil(List<Group> groups) {
    List<Group> out = new ArrayList<>(groups);
    while (out.size() < minTasks) {
      int largest = 0;
      for (int g = 1; g < out.size(); g++) {
        if (out.get(g).variants() > out.get(largest).variants()) {
          largest = g;
        }
      }
      Group big = out.get(largest);
      if (big.variants() < 2) {
        break;
      }
      // at the boundary between full prefixes nearest the middle (each prefix whole in one task,
      // its preprocessing and PLS fit computed once), else at the middle
      long half = big.variants() / 2;
      long at = -1;
      for (long end : big.prefixEnds()) {
        if (at < 0 || Math.abs(end - half) < Math.abs(at - half)) {
          at = end;
        }
      }
      if (at > 0) {
        long cut = at;
        IndexRuns[] two = big.indices().splitAt(cut);
        List<Long> left = big.prefixEnds().stream().filter(e -> e < cut).toList();
        List<Long> right =
            big.prefixEnds().stream().filter(e -> e > cut).map(e -> e - cut).toList();
        out.set(largest, new Group(two[0], left.size() + 1, big.depth(), big.root(), left));
        out.add(largest + 1, new Group(two[1], right.size() + 1, big.depth(), big.root(), right));
        continue;
      }
      IndexRuns[] two = big.indices().splitAt(half);
      int prefixes = Math.max(1, big.fullPrefixes() / 2);
      out.set(largest, new Group(two[0], prefixes, big.depth(), big.root()));
      out.add(
          largest + 1,
          new Group(two[1], Math.max(1, big.fullPrefixes() - prefixes), big.depth(), big.root()));
    }
    return out;
  }

  private static Group group(List<PrefixTree.Node> full, int depth, int root) {
    List<IndexRuns> each = new ArrayList<>();
    for (PrefixTree.Node f : full) {
      each.add(f.ending.build());
    }
    each.sort(Comparator.comparingLong(IndexRuns::first));
    IndexRuns runs = each.get(0);
    List<Long> ends = new ArrayList<>();
    long before = 0;
    boolean contiguous = true;
    for (int i = 0; i < each.size(); i++) {
      IndexRuns r = each.get(i);
      // a prefix's variants are one run in expansion order; if not, no boundary is known
      contiguous &= r.runs() == 1;
      if (i > 0) {
        runs = runs.union(r);
        ends.add(before);
      }
      before += r.count();
    }
    return new Group(runs, full.size(), depth, root, contiguous ? ends : List.of());
  }
}
