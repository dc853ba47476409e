package org.spectraflow.engine.observe.jfr;

import jdk.jfr.Category;
import jdk.jfr.DataAmount;
import jdk.jfr.Description;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;
import jdk.jfr.Timespan;

/**
 * The flight-recorder twins of the run events, one class per kind, all in the category {@value
 * #CATEGORY} and named {@value #PREFIX}{@code <Kind>}. Field names follow the columns of the
 * studio's event export ({@code variant}, {@code step}, {@code branch}, {@code path}, {@code
 * bytes}...), so a recording reads back as a run session. Events are instants: their own duration
 * is zero (JFR reserves the name {@code duration}) and a step's, variant's or run's time is the
 * {@code elapsed} field. No stack traces are taken (they would only show the dispatcher).
 */
public final class JfrEvents {

  /** The category every SpectraFlow event is listed under. */
  public static final String CATEGORY = "SpectraFlow";

  /** The name prefix of every SpectraFlow event. */
  public static final String PREFIX = "org.spectraflow.";

  private JfrEvents() {}

  /** Fields shared by step-scoped events. */
  @Category(CATEGORY)
  @StackTrace(false)
  abstract static class StepScoped extends Event {
    @Label("Variant")
    int variant;

    @Label("Step")
    @Description("Top-level step number, 1-based")
    int step;

    @Label("Branch path")
    @Description("Branch indices from the top, '/'-separated; empty at top level")
    String branch;
  }

  /** A run begins. */
  @Name(PREFIX + "RunStarted")
  @Label("Run started")
  @Category(CATEGORY)
  @StackTrace(false)
  public static class RunStarted extends Event {
    @Label("Pipeline")
    String name;

    @Label("Variants")
    long count;

    @Label("Dataset")
    String dataset;

    @Label("Cache config")
    String cacheConfig;
  }

  /** A variant begins. */
  @Name(PREFIX + "VariantStarted")
  @Label("Variant started")
  @Category(CATEGORY)
  @StackTrace(false)
  public static class VariantStarted extends Event {
    @Label("Variant")
    int variant;

    @Label("Name")
    String name;
  }

  /** A variant ended. */
  @Name(PREFIX + "VariantFinished")
  @Label("Variant done")
  @Category(CATEGORY)
  @StackTrace(false)
  public static class VariantFinished extends Event {
    @Label("Variant")
    int variant;

    @Label("Name")
    String name;

    @Label("Status")
    String status;

    @Label("Error")
    String error;

    @Label("Scores")
    @Description("metric=value pairs, ';'-separated")
    String scores;

    @Label("Elapsed")
    @Timespan(Timespan.NANOSECONDS)
    long elapsed;
  }

  /** A step begins. */
  @Name(PREFIX + "StepStarted")
  @Label("Step started")
  public static class StepStarted extends StepScoped {
    @Label("Document path")
    String path;

    @Label("Template step id")
    String stepId;

    @Label("Operator")
    String operator;
  }

  /** A step ended, with its memory figures. */
  @Name(PREFIX + "StepFinished")
  @Label("Step done")
  public static class StepFinished extends StepScoped {
    @Label("Document path")
    String path;

    @Label("Template step id")
    String stepId;

    @Label("Operator")
    String operator;

    @Label("Shape")
    @Description("Per source samples x processings x features, ';'-separated")
    String shape;

    @Label("Steady bytes")
    @DataAmount
    long steady;

    @Label("RSS")
    @DataAmount
    long rss;

    @Label("Heap used")
    @DataAmount
    long heap;

    @Label("Allocated")
    @DataAmount
    long allocated;

    @Label("Elapsed")
    @Timespan(Timespan.NANOSECONDS)
    long elapsed;

    @Label("From cache")
    boolean cached;
  }

  /** A branch snapshot was taken. */
  @Name(PREFIX + "CowSnapshot")
  @Label("CoW snapshot")
  public static class CowSnapshot extends StepScoped {
    @Label("Bytes copied")
    @DataAmount
    long bytes;
  }

  /** A branch restored the snapshot. */
  @Name(PREFIX + "CowRestore")
  @Label("CoW restore")
  public static class CowRestore extends StepScoped {
    @Label("Bytes copied")
    @DataAmount
    long bytes;
  }

  /** A branch detached its features before writing. */
  @Name(PREFIX + "CowDetach")
  @Label("CoW detach")
  public static class CowDetach extends StepScoped {
    @Label("Bytes copied")
    @DataAmount
    long bytes;
  }

  /** A step-cache hit. */
  @Name(PREFIX + "StepCacheHit")
  @Label("Cache hit")
  public static class StepCacheHit extends StepScoped {
    @Label("Key")
    String key;

    @Label("Bytes")
    @DataAmount
    long bytes;
  }

  /** A step-cache miss. */
  @Name(PREFIX + "StepCacheMiss")
  @Label("Cache miss")
  public static class StepCacheMiss extends StepScoped {
    @Label("Key")
    String key;
  }

  /** An output offered to the step cache. */
  @Name(PREFIX + "StepCachePut")
  @Label("Cache put")
  public static class StepCachePut extends StepScoped {
    @Label("Key")
    String key;

    @Label("Bytes")
    @DataAmount
    long bytes;

    @Label("Stored")
    boolean cached;
  }

  /** An entry left the step cache. */
  @Name(PREFIX + "StepCacheEvict")
  @Label("Cache evict")
  @Category(CATEGORY)
  @StackTrace(false)
  public static class StepCacheEvict extends Event {
    @Label("Key")
    String key;

    @Label("Bytes")
    @DataAmount
    long bytes;

    @Label("Cause")
    String metric;
  }

  /** A PLS fit was reused for a smaller n_components. */
  @Name(PREFIX + "ModelFitReused")
  @Label("Model fit reused")
  public static class ModelFitReused extends StepScoped {
    @Label("Model")
    String operator;

    @Label("Components")
    int components;

    @Label("Fitted components")
    @Name("fitted_components")
    int fittedComponents;
  }

  /** A step that runs nothing (null, comment or display step), e.g. a generator's None choice. */
  @Category(CATEGORY)
  @Name(PREFIX + "StepSkipped")
  @Label("Step skipped")
  public static class StepSkipped extends StepScoped {
    @Label("Document path")
    String path;

    @Label("Template step id")
    String stepId;
  }

  /** The step cache's configured budget was capped to a share of the maximum heap. */
  @Category(CATEGORY)
  @Name(PREFIX + "StepCacheBudgetCapped")
  @Label("Step-cache budget capped")
  public static class StepCacheBudgetCapped extends Event {
    @Label("Configured")
    @DataAmount
    long configured;

    @Label("Effective")
    @DataAmount
    long effective;

    @Label("Maximum heap")
    @DataAmount
    long maxHeap;
  }

  /** One trial of a finetune_params search. */
  @Category(CATEGORY)
  @Name(PREFIX + "TuningTrial")
  @Label("Tuning trial")
  public static class TuningTrial extends Event {
    @Label("Variant")
    int variant;

    @Label("Model")
    String model;

    @Label("Trial")
    int trial;

    @Label("Trials")
    int trials;

    @Label("Value")
    double value;

    @Label("Best so far")
    double best;

    @Label("Parameters")
    String params;

    @Label("Sampler")
    String sampler;

    @Label("Last trial")
    boolean done;
  }

  /** RSS passed the warning threshold. */
  @Name(PREFIX + "MemoryWarning")
  @Label("Memory warning")
  public static class MemoryWarning extends StepScoped {
    @Label("Operator")
    String operator;

    @Label("RSS")
    @DataAmount
    long bytes;

    @Label("Threshold")
    @DataAmount
    long count;
  }

  /** A step's warning (e.g. a legacy keyword run under its replacement). */
  @Category(CATEGORY)
  @Name(PREFIX + "StepWarning")
  @Label("Step warning")
  public static class StepWarning extends Event {
    @Label("Variant")
    int variant;

    @Label("Step")
    int step;

    @Label("Document path")
    String path;

    @Label("Message")
    String message;
  }

  /** Oldest processings of a source were dropped. */
  @Name(PREFIX + "ProcessingsEvicted")
  @Label("Processings evicted")
  public static class ProcessingsEvicted extends StepScoped {
    @Label("Source")
    int source;

    @Label("Removed")
    int removed;

    @Label("Remaining")
    int remaining;
  }

  /** A model's score in a variant. */
  @Name(PREFIX + "VariantScore")
  @Label("Variant score")
  @Category(CATEGORY)
  @StackTrace(false)
  public static class VariantScore extends Event {
    @Label("Variant")
    int variant;

    @Label("Model")
    String operator;

    @Label("Branch")
    String branch;

    @Label("Metric")
    String metric;

    @Label("Value")
    double value;
  }

  /** The run ended, with the step cache's final figures. */
  @Name(PREFIX + "RunFinished")
  @Label("Run finished")
  @Category(CATEGORY)
  @StackTrace(false)
  public static class RunFinished extends Event {
    @Label("Variants")
    long count;

    @Label("Failed variants")
    @Name("failed_variants")
    int failedVariants;

    @Label("Elapsed")
    @Timespan(Timespan.NANOSECONDS)
    long elapsed;

    @Label("Cache hits")
    long hits;

    @Label("Cache misses")
    long misses;

    @Label("Cache evictions")
    long evictions;

    @Label("Cache peak")
    @DataAmount
    long peakBytes;

    @Label("Cache entries")
    long entries;
  }
}
