package org.spectraflow.engine.generate;

import java.math.BigInteger;
import java.util.Iterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.spectraflow.engine.pipeline.GeneratorSyntax;
import org.spectraflow.engine.pipeline.JsonArray;
import org.spectraflow.engine.pipeline.JsonValue;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.Step;

/**
 * A document's variants (spec §2.1): counted exactly without expanding, and expanded lazily in
 * nirs4all's order under a limit. A document whose steps carry no generator keyword (outside
 * duplication branches) is its own single variant.
 */
public final class VariantExpansion {

  /** The default maximum number of variants a run may expand to (nirs4all's {@code max_generation_count}). */
  public static final long DEFAULT_LIMIT = 10_000;

  private final VariantNames names;

  /** Expansion that names variants with the given registry. */
  public VariantExpansion(OperatorRegistry registry) {
    this.names = new VariantNames(registry);
  }

  /** Expansion with the standard registry. */
  public static VariantExpansion standard() {
    return new VariantExpansion(OperatorRegistry.standard());
  }

  /** True if expansion runs at all for this document (spec §2.1 trigger rule). */
  public static boolean isTemplate(PipelineDocument document) {
    return GeneratorSyntax.triggersExpansion(document.stepsJson());
  }

  /** The exact number of variants, instantly, without expanding (constraints not applied). */
  public static BigInteger count(PipelineDocument document) {
    return isTemplate(document) ? VariantCounter.count(document.stepsJson()) : BigInteger.ONE;
  }

  /** The variants under the default limit of {@value #DEFAULT_LIMIT}. */
  public Stream<Variant> expand(PipelineDocument document) {
    return expand(document, DEFAULT_LIMIT);
  }

  /**
   * The variants in expansion order, lazily. Refuses documents that count more than
   * {@code maxVariants} ({@link VariantLimitExceededException}) or zero variants.
   */
  public Stream<Variant> expand(PipelineDocument document, long maxVariants) {
    BigInteger count = count(document);
    if (count.signum() == 0) {
      throw new IllegalArgumentException("the pipeline expands to 0 variants (a generator selects more "
          + "items than it has, or a range is empty); nothing would run");
    }
    if (count.compareTo(BigInteger.valueOf(maxVariants)) > 0) {
      throw new VariantLimitExceededException(count, maxVariants);
    }
    return unlimited(document);
  }

  /** The variants in expansion order, lazily, with no limit (take what you need). */
  public Stream<Variant> unlimited(PipelineDocument document) {
    Iterator<JsonValue> steps = isTemplate(document)
        ? new Expander(document.randomState()).expand(document.stepsJson()).iterator()
        : java.util.List.<JsonValue>of(document.stepsJson()).iterator();
    Iterator<Variant> variants = new Iterator<>() {
      private long index;

      @Override
      public boolean hasNext() {
        return steps.hasNext();
      }

      @Override
      public Variant next() {
        return variant(document, index++, steps.next());
      }
    };
    return StreamSupport.stream(Spliterators.spliteratorUnknownSize(variants, Spliterator.ORDERED), false);
  }

  private Variant variant(PipelineDocument template, long index, JsonValue steps) {
    JsonArray array = steps instanceof JsonArray a ? a : JsonArray.of(steps);
    PipelineDocument doc = template.withSteps(array.items().stream().map(Step::of).toList());
    return new Variant(index, names.describe(doc.steps()), VariantNames.configName("config", array), doc);
  }
}
