package org.spectraflow.ui.run;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.pipeline.BranchStep;
import org.spectraflow.engine.pipeline.KeywordStep;
import org.spectraflow.engine.pipeline.Keywords;
import org.spectraflow.engine.pipeline.OperatorStep;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.Step;

/**
 * What a pipeline's variants hold while they run, counted in feature blocks the size of the raw
 * one, for {@link MemoryEstimate}. The executor keeps every branch context's features until the
 * variant ends or a merge joins them (the steps after a branch run once per context), so a variant
 * holds one dataset per context at its peak: {@code contexts}, 1 without branches, otherwise the
 * lanes of the branches (nested branches multiply, a merge brings them back to one; the largest
 * count after any top-level step is kept). A transformer step writes a new block in place of its
 * input; copy-on-write lanes that write nothing share their parent's block, while deep-copy lanes
 * each hold a copy: {@code writtenBlocks} counts the contexts holding a block of their own. {@code
 * distinctOutputs} counts the distinct transformer outputs (the chain of transformers up to each,
 * per context), which is what the step cache can retain. Worst case over the first {@value
 * #EXPANDED} variants ({@code variants} of them).
 *
 * @param contexts datasets a variant holds at once, ≥ 1
 * @param writtenBlocks contexts holding a block of their own, 0 ≤ writtenBlocks ≤ contexts
 * @param distinctOutputs distinct transformer outputs over the variants ({@link Long#MAX_VALUE}
 *     when the document does not expand)
 * @param variants the variants counted, 1 ≤ variants ≤ {@value #EXPANDED} (1 when the document does
 *     not expand)
 */
public record RunShape(long contexts, long writtenBlocks, long distinctOutputs, long variants) {

  static final int EXPANDED = 2_000;

  private static final Set<String> WRITING_KEYWORDS =
      Set.of(Keywords.PREPROCESSING, Keywords.FEATURE_AUGMENTATION, Keywords.CONCAT_TRANSFORM);
  private static final OperatorRegistry REGISTRY = OperatorRegistry.standard();

  /** The shape of {@code document}'s variants, with {@code cow} copy-on-write snapshots. */
  public static RunShape of(PipelineDocument document, boolean cow) {
    Set<String> outputs = new HashSet<>();
    long[] worst = {1, 0, 0};
    try (Stream<Variant> variants = VariantExpansion.standard().expand(document, EXPANDED)) {
      variants.forEach(
          v -> {
            Held held = new Held(1, 0, false);
            StringBuilder chain = new StringBuilder();
            for (Step step : v.pipeline().steps()) {
              held = walk(List.of(step), held, chain, cow, outputs);
              worst[0] = Math.max(worst[0], held.contexts);
              worst[1] = Math.max(worst[1], held.written);
            }
            worst[2]++;
          });
    } catch (RuntimeException e) {
      // a document that does not expand cannot run either; validation reports it
      return new RunShape(1, 1, Long.MAX_VALUE, 1);
    }
    return new RunShape(worst[0], worst[1], outputs.size(), Math.max(1, worst[2]));
  }

  /**
   * Contexts held after some steps: how many, how many of them hold a block of their own, and
   * whether the current one has written (its block is then not the raw one).
   */
  private record Held(long contexts, long written, boolean wrote) {}

  private static Held walk(
      List<Step> steps, Held in, StringBuilder path, boolean cow, Set<String> outputs) {
    Held held = in;
    for (Step step : steps) {
      if (step instanceof BranchStep b && !b.branches().isEmpty()) {
        long contexts = 0;
        long written = 0;
        for (BranchStep.Branch lane : b.branches()) {
          Held inner =
              walk(lane.steps(), new Held(1, 0, held.wrote), new StringBuilder(path), cow, outputs);
          contexts += inner.contexts;
          written += cow ? inner.written : inner.contexts;
        }
        held = new Held(held.contexts * contexts, held.contexts * written, held.wrote);
      } else if (step instanceof KeywordStep k && k.keyword().equals(Keywords.MERGE)) {
        held = new Held(1, 1, true);
      } else if (writes(step)) {
        outputs.add(path.append(step.toJson()).append('|').toString());
        held = new Held(held.contexts, held.contexts, true);
      }
    }
    if (held == in && in.wrote && in.written == 0) {
      held = new Held(in.contexts, in.contexts, true);
    }
    return held;
  }

  /** True for a step that writes features: a transformer (or an operator not in the catalogue). */
  private static boolean writes(Step step) {
    return switch (step) {
      case OperatorStep o ->
          REGISTRY
              .resolve(o.operator())
              .map(
                  s ->
                      s.kind() == OperatorSpec.Kind.TRANSFORM
                          || s.kind() == OperatorSpec.Kind.Y_TRANSFORM)
              .orElse(true);
      case KeywordStep k -> WRITING_KEYWORDS.contains(k.keyword());
      default -> false;
    };
  }
}
