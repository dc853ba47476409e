package org.spectraflow.engine.cache;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.spectraflow.engine.data.Block;

/**
 * The features a step produced, held as references to immutable blocks: restoring it copies no
 * data. One {@link Source} per feature source, in source order. Immutable.
 *
 * @param sources per source, its blocks, processing ids and headers
 */
public record CachedStepState(List<Source> sources) {

  /** Copies the list. */
  public CachedStepState {
    sources = List.copyOf(sources);
  }

  /** A state of the given sources. */
  public static CachedStepState of(Source... sources) {
    return new CachedStepState(List.of(sources));
  }

  /** Every distinct block (by identity) this state references, in first-seen order. */
  public List<Block> distinctBlocks() {
    Set<Block> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    List<Block> out = new ArrayList<>();
    for (Source s : sources) {
      for (Block b : s.blocks()) {
        if (seen.add(b)) {
          out.add(b);
        }
      }
    }
    return out;
  }

  /** Bytes of the distinct blocks this state references (a block shared twice counts once). */
  public long nbytes() {
    return distinctBlocks().stream().mapToLong(Block::nbytes).sum();
  }

  /**
   * One source's features after the step.
   *
   * @param blocks one block per processing, in processing order
   * @param processingIds one id per block, e.g. {@code raw}, {@code raw_SNV}
   * @param headers the feature headers (e.g. wavelengths as text); empty when unknown
   * @param headerUnit the unit of the headers (e.g. {@code nm}); empty when unknown
   */
  public record Source(
      List<Block> blocks, List<String> processingIds, List<String> headers, String headerUnit) {

    /** Copies the lists and checks one processing id per block. */
    public Source {
      blocks = List.copyOf(blocks);
      processingIds = List.copyOf(processingIds);
      headers = List.copyOf(headers);
      Objects.requireNonNull(headerUnit, "headerUnit");
      if (blocks.size() != processingIds.size()) {
        throw new IllegalArgumentException(
            "cached source has "
                + blocks.size()
                + " blocks but "
                + processingIds.size()
                + " processing ids "
                + processingIds);
      }
    }

    /** A source without headers. */
    public static Source of(List<Block> blocks, List<String> processingIds) {
      return new Source(blocks, processingIds, List.of(), "");
    }
  }
}
