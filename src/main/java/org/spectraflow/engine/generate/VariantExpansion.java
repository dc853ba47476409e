package org.spectraflow.engine.generate;

import java.math.BigInteger;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.GeneratorSyntax;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.Step;

/**
 * A document's variants (docs/pipeline-language.md §2.1): counted exactly without expanding, and
 * expanded lazily in nirs4all's order under a limit. A document whose steps carry no generator
 * keyword (outside duplication branches) is its own single variant.
 */
public final class VariantExpansion {

  /**
   * The default maximum number of variants a run may expand to (nirs4all's {@code
   * max_generation_count}).
   */
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

  /**
   * True if expansion runs at all for this document (docs/pipeline-language.md §2.1 trigger rule).
   */
  public static boolean isTemplate(PipelineDocument document) {
    return GeneratorSyntax.triggersExpansion(document.stepsJson());
  }

  /** The exact number of variants, instantly, without expanding (constraints not applied). */
  public static BigInteger count(PipelineDocument document) {
    return isTemplate(document) ? VariantCounter.count(document.stepsJson()) : BigInteger.ONE;
  }

  /**
   * The number of variants a run executes, constraint pruning included: the counter's exact figure
   * when the document has no {@code _mutex_}/{@code _requires_}/{@code _exclude_}; else the
   * alternatives are enumerated (without building variants) when the pre-count is at most {@code
   * limit}, and beyond that the pre-count is returned as "at most".
   */
  public static VariantCount runnableCount(PipelineDocument document, long limit) {
    BigInteger pre = count(document);
    if (!isTemplate(document) || !hasConstraints(document.stepsJson())) {
      return VariantCount.exactly(pre);
    }
    if (pre.compareTo(BigInteger.valueOf(limit)) > 0) {
      return VariantCount.atMost(pre);
    }
    long n = new Expander(document.randomState()).stream(document.stepsJson()).count();
    return VariantCount.exactly(BigInteger.valueOf(n));
  }

  /** The deepest generator node that counts 0 alternatives, if any. */
  private static Optional<DocumentPath> emptyGenerator(JsonValue node, DocumentPath path) {
    Optional<DocumentPath> inner =
        switch (node) {
          case JsonObject o ->
              o.members().entrySet().stream()
                  .map(e -> emptyGenerator(e.getValue(), path.key(e.getKey())))
                  .flatMap(Optional::stream)
                  .findFirst();
          case JsonArray a ->
              IntStream.range(0, a.size())
                  .mapToObj(i -> emptyGenerator(a.get(i), path.index(i)))
                  .flatMap(Optional::stream)
                  .findFirst();
          default -> Optional.empty();
        };
    if (inner.isPresent()) {
      return inner;
    }
    boolean generator = node instanceof JsonObject o && !GeneratorSyntax.strategiesIn(o).isEmpty();
    return generator && VariantCounter.count(node).signum() == 0
        ? Optional.of(path)
        : Optional.empty();
  }

  private static boolean hasConstraints(JsonValue node) {
    return switch (node) {
      case JsonObject o ->
          Modifiers.hasConstraints(o)
              || o.members().values().stream().anyMatch(VariantExpansion::hasConstraints);
      case JsonArray a -> a.items().stream().anyMatch(VariantExpansion::hasConstraints);
      default -> false;
    };
  }

  /** The variants under the default limit of {@value #DEFAULT_LIMIT}. */
  public Stream<Variant> expand(PipelineDocument document) {
    return expand(document, DEFAULT_LIMIT);
  }

  /**
   * The variants in expansion order, lazily. Refuses documents that count more than {@code
   * maxVariants} ({@link VariantLimitExceededException}) or zero variants.
   */
  public Stream<Variant> expand(PipelineDocument document, long maxVariants) {
    requireExpandable(document, maxVariants);
    return unlimited(document);
  }

  /** Refuses documents that count more than {@code maxVariants} or zero variants. */
  private static void requireExpandable(PipelineDocument document, long maxVariants) {
    BigInteger count = count(document);
    if (count.signum() == 0) {
      String where =
          emptyGenerator(document.stepsJson(), DocumentPath.PIPELINE)
              .map(p -> "the generator at " + p + " yields nothing")
              .orElse("a generator yields nothing");
      throw new IllegalArgumentException(
          "the pipeline expands to 0 variants: "
              + where
              + " (a range whose end is before its start for its step's direction, a num of 0, or a selection"
              + " larger than its choices); fix it so that it yields at least one value");
    }
    if (count.compareTo(BigInteger.valueOf(maxVariants)) > 0) {
      throw new VariantLimitExceededException(count, maxVariants);
    }
  }

  /**
   * {@link #expand(PipelineDocument, long)} in two halves, for a caller that builds variants on
   * several threads: the alternatives are enumerated lazily, in expansion order, on the thread
   * consuming the stream (cheap: no step parsed, named or aligned yet), and each builder makes its
   * variant when called, on any thread, the same variant {@code expand} gives at that position.
   * Builders are independent and thread-safe; each may be called once or more.
   */
  public Stream<Supplier<Variant>> builders(PipelineDocument document, long maxVariants) {
    requireExpandable(document, maxVariants);
    return unlimitedBuilders(document);
  }

  /** The variants in expansion order, lazily, with no limit (take what you need). */
  public Stream<Variant> unlimited(PipelineDocument document) {
    return unlimitedBuilders(document).map(Supplier::get);
  }

  private Stream<Supplier<Variant>> unlimitedBuilders(PipelineDocument document) {
    Expander expander = new Expander(document.randomState());
    TemplateAlignment.Alternatives alternatives = new TemplateAlignment.Alternatives(expander);
    boolean template = isTemplate(document);
    Iterator<JsonValue> steps =
        template
            ? expander.expand(document.stepsJson()).iterator()
            : List.<JsonValue>of(generatedBranches(document)).iterator();
    Iterator<Supplier<Variant>> variants =
        new Iterator<>() {
          private long index;

          @Override
          public boolean hasNext() {
            return steps.hasNext();
          }

          @Override
          public Supplier<Variant> next() {
            long at = index++;
            JsonValue next = steps.next();
            return () -> variant(document, at, next, template ? alternatives : null);
          }
        };
    return StreamSupport.stream(
        Spliterators.spliteratorUnknownSize(variants, Spliterator.ORDERED), false);
  }

  /**
   * A single-variant document's steps with generators inside duplication branches turned into
   * branches.
   */
  private static JsonValue generatedBranches(PipelineDocument document) {
    JsonArray steps = document.stepsJson();
    return GeneratorSyntax.containsGenerator(steps)
        ? new GeneratedBranches(document.randomState()).expand(steps)
        : steps;
  }

  /**
   * The variant of {@code steps}; {@code alternatives} (the template's, for the alignment) is null
   * when the document is no template.
   */
  private Variant variant(
      PipelineDocument template,
      long index,
      JsonValue steps,
      TemplateAlignment.Alternatives alternatives) {
    JsonArray array = steps instanceof JsonArray a ? a : JsonArray.of(steps);
    PipelineDocument doc = template.withSteps(array.items().stream().map(Step::of).toList());
    StepIds ids =
        alternatives == null
            ? StepIds.IDENTITY
            : TemplateAlignment.align(alternatives, template.stepsJson(), array);
    return new Variant(
        index,
        names.describe(doc.steps()),
        VariantNames.configName("config", array),
        doc,
        template,
        ids);
  }
}
