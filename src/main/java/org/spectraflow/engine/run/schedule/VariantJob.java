package org.spectraflow.engine.run.schedule;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.parallel.WorkShare;
import org.spectraflow.engine.run.RunRequest;

/**
 * The variants of one run as a {@link VariantRunner} sees them: the request (document, dataset,
 * cache configuration, options, event dispatcher, cancellation), the expanded and checked variants
 * in index order, their prefix groups (the scheduling units), a way to run one variant on the
 * calling thread, and the board collecting the results.
 *
 * <p>Results may arrive in any order and from any thread; {@link #results()} gives them in index
 * order. With fail-fast, a failure makes the job stop wanting the variants after it and drops any
 * result after the lowest failing index, so the report is the sequential run's whatever the runner.
 *
 * <p>A {@linkplain #streamed streamed} job (a cluster runner's, docs/scale-out.md) holds neither
 * its variants nor their results: {@link #variantStream()} expands them again on demand, and each
 * accepted result goes straight to the job's sink, so its memory does not follow the variant count.
 * Thread-safe.
 */
public final class VariantJob {

  private final RunRequest request;
  private final List<Variant> variants;
  private final List<List<Variant>> groups;
  private final Function<Variant, VariantResult> local;
  private final Map<Long, Integer> positions = new HashMap<>();
  private final ConcurrentSkipListMap<Integer, VariantResult> results =
      new ConcurrentSkipListMap<>();
  private final DrawTurns order = new DrawTurns();
  private volatile boolean stopped;
  private volatile int firstFailure = Integer.MAX_VALUE;
  private RemoteFigures remote = RemoteFigures.NONE;
  private volatile WorkShare work = new WorkShare();
  private final Supplier<Stream<Variant>> expansion;
  private final int count;
  private final Consumer<VariantResult> sink;
  private final BitSet accepted = new BitSet();
  private VariantResult lowestFailure;

  /** A job holding {@code variants} (checked, in index order) and their results. */
  public VariantJob(
      RunRequest request,
      List<Variant> variants,
      int parallelism,
      Function<Variant, VariantResult> local) {
    this.request = Objects.requireNonNull(request, "request");
    this.variants = List.copyOf(variants);
    this.local = Objects.requireNonNull(local, "local");
    this.groups =
        PrefixGroups.of(
            this.variants, PrefixGroups.maxSizeFor(this.variants.size(), Math.max(1, parallelism)));
    for (int i = 0; i < this.variants.size(); i++) {
      positions.put(this.variants.get(i).index(), i);
    }
    this.expansion = this.variants::stream;
    this.count = this.variants.size();
    this.sink = null;
  }

  private VariantJob(
      RunRequest request,
      int count,
      Supplier<Stream<Variant>> expansion,
      Consumer<VariantResult> sink) {
    this.request = Objects.requireNonNull(request, "request");
    this.variants = List.of();
    this.groups = List.of();
    this.local =
        v -> {
          throw new IllegalStateException("a streamed job runs its variants elsewhere");
        };
    this.count = count;
    this.expansion = Objects.requireNonNull(expansion, "expansion");
    this.sink = Objects.requireNonNull(sink, "sink");
  }

  /**
   * A streamed job of {@code count} checked variants that {@code expansion} gives again, in index
   * order, each time it is called; every accepted result goes to {@code sink} (once per variant)
   * and is not kept. Only a runner that runs the variants elsewhere can run it: {@link
   * #variants()}, {@link #prefixGroups()}, {@link #runHere} and {@link #results()} refuse.
   */
  public static VariantJob streamed(
      RunRequest request,
      int count,
      Supplier<Stream<Variant>> expansion,
      Consumer<VariantResult> sink) {
    return new VariantJob(request, count, expansion, sink);
  }

  /** True for a {@linkplain #streamed streamed} job. */
  public boolean isStreamed() {
    return sink != null;
  }

  /** How many variants the job has. */
  public int size() {
    return count;
  }

  /**
   * The job's variants in index order, expanded again for a streamed job (each call walks the
   * expansion once; the caller should not keep them).
   */
  public Stream<Variant> variantStream() {
    return expansion.get();
  }

  /** The run's request: document, dataset, cache configuration, options, events, cancellation. */
  public RunRequest request() {
    return request;
  }

  /** The expanded, checked variants, in index order (a streamed job refuses: see above). */
  public List<Variant> variants() {
    requireHeld();
    return variants;
  }

  /**
   * The variants cut into prefix groups, in index order: consecutive variants sharing every step
   * but the last. A runner runs each group's variants in order on one worker.
   */
  public List<List<Variant>> prefixGroups() {
    requireHeld();
    return groups;
  }

  /**
   * Runs {@code v} on the calling thread against the run's shared step cache, publishes its events
   * and {@linkplain #accept accepts} its result, unless the job no longer {@linkplain #wants wants}
   * it. Thread-safe: runners call it from their workers, for every variant of a group in order.
   */
  public void runHere(Variant v) {
    int position = position(v);
    try {
      if (wants(v)) {
        accept(local.apply(v));
      }
    } finally {
      order.finish(position);
    }
  }

  /**
   * False when {@code v} need not run: the job was halted, or fail-fast met a failure at a lower
   * index (a sequential run would have stopped before {@code v}).
   */
  public boolean wants(Variant v) {
    return !stopped && v.index() < firstFailure;
  }

  /** Records the result of a variant run elsewhere (or by {@link #runHere}); once per variant. */
  public void accept(VariantResult result) {
    if (sink != null) {
      acceptStreamed(result);
      return;
    }
    position(result.index());
    if (results.putIfAbsent(result.index(), result) != null) {
      throw new IllegalStateException("variant " + result.index() + " reported twice");
    }
    if (!result.ok() && request.options().failFast()) {
      synchronized (this) {
        firstFailure = Math.min(firstFailure, result.index());
      }
    }
  }

  private synchronized void acceptStreamed(VariantResult result) {
    int index = result.index();
    if (index < 0) {
      throw new IllegalArgumentException("variant " + index + " is not part of this job");
    }
    if (accepted.get(index)) {
      throw new IllegalStateException("variant " + index + " reported twice");
    }
    accepted.set(index);
    sink.accept(result);
    if (!result.ok() && (lowestFailure == null || index < lowestFailure.index())) {
      lowestFailure = result;
      if (request.options().failFast()) {
        firstFailure = Math.min(firstFailure, index);
      }
    }
  }

  /**
   * The highest variant index the report keeps: the lowest failing index with fail-fast, else
   * {@link Integer#MAX_VALUE}.
   */
  public int failureCut() {
    return firstFailure;
  }

  private void requireHeld() {
    if (sink != null) {
      throw new IllegalStateException("a streamed job holds no variants or results");
    }
  }

  /**
   * Adds the figures of variants run in another JVM (a cluster runner's task), once per task whose
   * results were {@linkplain #accept accepted}: the report sums them with the local ones.
   */
  public synchronized void addRemote(RemoteFigures figures) {
    remote = remote.plus(Objects.requireNonNull(figures, "figures"));
  }

  /** The remote figures added so far ({@link RemoteFigures#NONE} for a local run). */
  public synchronized RemoteFigures remote() {
    return remote;
  }

  /** Shares the run's {@code work} with the job, so idle workers can help with it. */
  public void shareWork(WorkShare shared) {
    this.work = Objects.requireNonNull(shared, "shared");
  }

  /** The run's shared work (the trees of forests in fit) that an idle worker helps with. */
  public WorkShare work() {
    return work;
  }

  /** True once the job was halted: no new variant should start. */
  public boolean stopped() {
    return stopped;
  }

  /** Stops the job (a worker failed): no new variant starts; waiting variants go on. */
  public void halt() {
    stopped = true;
    order.openAll();
  }

  /** The results in index order (up to the first failure with fail-fast). */
  public List<VariantResult> results() {
    requireHeld();
    int cut = firstFailure;
    return new ArrayList<>(results.headMap(cut, true).values());
  }

  /** The lowest failing variant's result when fail-fast stopped the job. */
  public VariantResult firstFailure() {
    if (sink != null) {
      synchronized (this) {
        return firstFailure == Integer.MAX_VALUE ? null : lowestFailure;
      }
    }
    return firstFailure == Integer.MAX_VALUE ? null : results.get(firstFailure);
  }

  /** Blocks the calling variant's first global-random draw until every earlier variant finished. */
  public void awaitDrawTurn(long index) {
    order.awaitTurn(position(index), request.cancellation());
  }

  private int position(Variant v) {
    return position(v.index());
  }

  private int position(long index) {
    Integer p = positions.get(index);
    if (p == null) {
      throw new IllegalArgumentException("variant " + index + " is not part of this job");
    }
    return p;
  }
}
