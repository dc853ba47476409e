package org.spectraflow.spark;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Cuts a sweep's tree of preprocessing prefixes into task groups (docs/scale-out.md): variants
 * sharing the first {@code d} preprocessing steps form one group; the planner takes the shallowest
 * depth giving at least {@code minGroups} groups (2 × the executor cores), else the full prefixes,
 * then splits any group holding more than {@code maxShare} of the variants into chunks of whole
 * full-prefix subgroups where it can, and of variants otherwise (a group whose model work dwarfs
 * its shared prefix). Groups keep expansion order; every variant lands in exactly one group.
 */
public final class PrefixPlanner {

  private final int minGroups;

  /** A planner aiming at {@code minGroups} groups or more (at least 1). */
  public PrefixPlanner(int minGroups) {
    if (minGroups < 1) {
      throw new IllegalArgumentException("minGroups must be at least 1, was " + minGroups);
    }
    this.minGroups = minGroups;
  }

  /** One task's share: its variants' expansion indices and their full prefixes' count. */
  public record Group(long[] indices, int fullPrefixes, int depth) {}

  /** A variant to place: its expansion index and its preprocessing steps as compact JSON. */
  public record Item(long index, List<String> prefix) {}

  /** The planner's cut of {@code items} (in expansion order). */
  public List<Group> plan(List<Item> items) {
    int maxDepth = items.stream().mapToInt(i -> i.prefix().size()).max().orElse(0);
    int depth = maxDepth;
    for (int d = 0; d <= maxDepth; d++) {
      if (groupBy(items, d).size() >= minGroups) {
        depth = d;
        break;
      }
    }
    List<Group> out = new ArrayList<>();
    int share = Math.max(1, (int) Math.ceil(2.0 * items.size() / minGroups));
    for (List<Item> g : groupBy(items, depth).values()) {
      if (g.size() <= share || items.size() < minGroups) {
        out.add(group(g, depth));
        continue;
      }
      List<List<Item>> full = new ArrayList<>(groupBy(g, maxDepth).values());
      List<Item> chunk = new ArrayList<>();
      for (List<Item> f : full) {
        if (!chunk.isEmpty() && chunk.size() + f.size() > share) {
          out.add(group(chunk, depth));
          chunk = new ArrayList<>();
        }
        if (f.size() > share) {
          for (int i = 0; i < f.size(); i += share) {
            out.add(group(f.subList(i, Math.min(f.size(), i + share)), maxDepth));
          }
        } else {
          chunk.addAll(f);
        }
      }
      if (!chunk.isEmpty()) {
        out.add(group(chunk, depth));
      }
    }
    return halveUntil(out, items);
  }

  /** Halves the largest groups (by variants) while there are fewer than {@code minGroups}. */
  private List<Group> halveUntil(List<Group> groups, List<Item> items) {
    Map<Long, Item> byIndex = new LinkedHashMap<>();
    items.forEach(i -> byIndex.put(i.index(), i));
    List<Group> out = new ArrayList<>(groups);
    while (out.size() < minGroups) {
      int largest = 0;
      for (int g = 1; g < out.size(); g++) {
        if (out.get(g).indices().length > out.get(largest).indices().length) {
          largest = g;
        }
      }
      Group big = out.get(largest);
      if (big.indices().length < 2) {
        break;
      }
      List<Item> members = new ArrayList<>();
      for (long i : big.indices()) {
        members.add(byIndex.get(i));
      }
      int half = members.size() / 2;
      out.set(largest, group(members.subList(0, half), big.depth()));
      out.add(largest + 1, group(members.subList(half, members.size()), big.depth()));
    }
    return out;
  }

  private static Map<List<String>, List<Item>> groupBy(List<Item> items, int depth) {
    Map<List<String>, List<Item>> out = new LinkedHashMap<>();
    for (Item i : items) {
      List<String> key = i.prefix().subList(0, Math.min(depth, i.prefix().size()));
      out.computeIfAbsent(key, k -> new ArrayList<>()).add(i);
    }
    return out;
  }

  private static Group group(List<Item> items, int depth) {
    long[] idx = items.stream().mapToLong(Item::index).toArray();
    int full = (int) items.stream().map(Item::prefix).distinct().count();
    return new Group(idx, full, depth);
  }
}
