package org.spectraflow.ui.editor.variants;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.util.Subscription;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.generate.VariantCount;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.ui.editor.EditorModel;
import org.spectraflow.ui.editor.StepTree;

/**
 * Presentation model of the variant badge, the per-generator breakdown and the list of variant
 * names. The count and breakdown are computed on the background executor for every document change;
 * names are expanded lazily, one page at a time, when the list asks for more ({@link #loadMore()}),
 * so a million variants cost only what is shown. The background executor must run tasks in order (a
 * single thread); results reach the FX executor tagged with the document generation they belong to,
 * and stale ones are dropped.
 */
public final class VariantsModel {

  /** Variant names fetched per page. */
  public static final int PAGE = 200;

  private final EditorModel editor;
  private final VariantExpansion expansion;
  private final Executor background;
  private final Executor fx;
  private final AtomicLong generation = new AtomicLong();
  private final ReadOnlyObjectWrapper<BigInteger> count =
      new ReadOnlyObjectWrapper<>(this, "count", BigInteger.ONE);
  private final ReadOnlyObjectWrapper<VariantCount> variantCount =
      new ReadOnlyObjectWrapper<>(this, "variantCount", VariantCount.exactly(BigInteger.ONE));
  private final ReadOnlyObjectWrapper<VariantSize> size =
      new ReadOnlyObjectWrapper<>(this, "size", VariantSize.SMALL);
  private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
  private final ObservableList<GeneratorCount> breakdown = FXCollections.observableArrayList();
  private final ObservableList<String> names = FXCollections.observableArrayList();
  private final Subscription subscription;
  private Iterator<Variant> pending;
  private boolean loading;
  private boolean exhausted;

  /**
   * Follows the editor's document; work runs on {@code background}, results are applied on {@code
   * fx}.
   */
  public VariantsModel(
      EditorModel editor, VariantExpansion expansion, Executor background, Executor fx) {
    this.editor = editor;
    this.expansion = expansion;
    this.background = background;
    this.fx = fx;
    this.subscription = editor.treeProperty().subscribe(this::recount);
  }

  private void recount(StepTree tree) {
    long gen = generation.incrementAndGet();
    PipelineDocument doc = editor.document();
    names.clear();
    pending = null;
    exhausted = false;
    loading = true;
    background.execute(
        () -> {
          try {
            VariantCount n = VariantExpansion.runnableCount(doc, VariantExpansion.DEFAULT_LIMIT);
            List<GeneratorCount> parts = GeneratorBreakdown.of(doc, tree);
            Iterator<Variant> it = expansion.unlimited(doc).iterator();
            List<String> first = page(it);
            fx.execute(() -> publish(gen, n, parts, it, first));
          } catch (RuntimeException e) {
            fx.execute(() -> fail(gen, e));
          }
        });
  }

  private void publish(
      long gen,
      VariantCount n,
      List<GeneratorCount> parts,
      Iterator<Variant> it,
      List<String> first) {
    if (gen != generation.get()) {
      return;
    }
    variantCount.set(n);
    count.set(n.value());
    size.set(VariantSize.of(n.value()));
    breakdown.setAll(parts);
    error.set(
        n.value().signum() == 0
            ? "The document expands to 0 variants: a generator yields nothing (see Problems)"
            : "");
    pending = it;
    accept(gen, first);
  }

  private void fail(long gen, RuntimeException e) {
    if (gen == generation.get()) {
      loading = false;
      exhausted = true;
      error.set("Cannot expand the variants: " + e.getMessage());
    }
  }

  /** Fetches the next page of names, if any remain and none is being fetched. */
  public void loadMore() {
    if (loading || exhausted || pending == null) {
      return;
    }
    loading = true;
    long gen = generation.get();
    Iterator<Variant> it = pending;
    background.execute(
        () -> {
          try {
            List<String> next = page(it);
            fx.execute(() -> accept(gen, next));
          } catch (RuntimeException e) {
            fx.execute(() -> fail(gen, e));
          }
        });
  }

  private void accept(long gen, List<String> page) {
    if (gen != generation.get()) {
      return;
    }
    names.addAll(page);
    loading = false;
    exhausted = page.size() < PAGE;
  }

  private static List<String> page(Iterator<Variant> it) {
    ArrayList<String> out = new ArrayList<>(PAGE);
    while (out.size() < PAGE && it.hasNext()) {
      Variant v = it.next();
      out.add(v.name().isEmpty() ? "(no steps)" : v.name());
    }
    return out;
  }

  /**
   * The number of variants a run of the current document executes, or its upper bound when the
   * constraints' pruning is not counted (the value of {@link #variantCountProperty()}).
   */
  public ReadOnlyObjectProperty<BigInteger> countProperty() {
    return count.getReadOnlyProperty();
  }

  /**
   * The count as the engine gives it to {@code expand --count}: exact, or "at most" when exact
   * counting would enumerate more than the limit.
   */
  public ReadOnlyObjectProperty<VariantCount> variantCountProperty() {
    return variantCount.getReadOnlyProperty();
  }

  /** The size class of the count (colours the badge). */
  public ReadOnlyObjectProperty<VariantSize> sizeProperty() {
    return size.getReadOnlyProperty();
  }

  /** Why the variants cannot be expanded, or empty. */
  public ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
  }

  /** Choices per outermost generator. */
  public ObservableList<GeneratorCount> breakdown() {
    return breakdown;
  }

  /** The names fetched so far, in expansion order. */
  public ObservableList<String> names() {
    return names;
  }

  /** True when every variant name has been fetched. */
  public boolean isExhausted() {
    return exhausted;
  }

  /** Stops following the editor. */
  public void dispose() {
    subscription.unsubscribe();
    generation.incrementAndGet();
  }
}
