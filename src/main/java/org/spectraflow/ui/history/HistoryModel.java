package org.spectraflow.ui.history;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.spectraflow.engine.diff.ReportDigest;
import org.spectraflow.engine.diff.RunDiff;
import org.spectraflow.engine.history.HistoryEntry;
import org.spectraflow.engine.history.RunHistory;
import org.spectraflow.engine.history.RunToKeep;

/**
 * The History view's presentation model: the kept runs (newest first), the diff of two of them and
 * a status line. Listing, keeping, deleting and diffing run on {@code background}; the results are
 * applied on {@code fx}. A failure (an unwritable folder, a damaged report) becomes the status
 * line, never an exception on the FX thread.
 */
public final class HistoryModel {

  private final RunHistory history;
  private final Executor background;
  private final Executor fx;
  private final ObservableList<HistoryEntry> entries = FXCollections.observableArrayList();
  private final ObjectProperty<RunDiff> diff = new SimpleObjectProperty<>(this, "diff");
  private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");

  /**
   * A model of {@code history}.
   *
   * @param background where files are read and written (one thread keeps the order)
   * @param fx where results are applied ({@code Platform::runLater}; tests pass a direct one)
   */
  public HistoryModel(RunHistory history, Executor background, Executor fx) {
    this.history = Objects.requireNonNull(history, "history");
    this.background = Objects.requireNonNull(background, "background");
    this.fx = Objects.requireNonNull(fx, "fx");
  }

  /** The history this model shows. */
  public RunHistory history() {
    return history;
  }

  /** The kept runs, newest first (damaged ones included). */
  public ObservableList<HistoryEntry> entries() {
    return entries;
  }

  /** The last diff computed, null before the first. */
  public ReadOnlyObjectProperty<RunDiff> diffProperty() {
    return diff;
  }

  /** What happened last (a failure's message, or how many runs are kept). */
  public ReadOnlyStringProperty statusProperty() {
    return status.getReadOnlyProperty();
  }

  /** Reads the list again. */
  public CompletableFuture<List<HistoryEntry>> refresh() {
    return onBackground(history::entries).thenApply(this::show);
  }

  /** Keeps the run {@code run} builds (built on the background thread too), then refreshes. */
  public CompletableFuture<HistoryEntry> keep(Supplier<RunToKeep> run) {
    return onBackground(
        () -> {
          HistoryEntry kept = history.keep(run.get());
          List<HistoryEntry> all = history.entries();
          fx.execute(() -> show(all));
          return kept;
        });
  }

  /** Deletes {@code chosen}, then refreshes. */
  public CompletableFuture<List<HistoryEntry>> delete(List<HistoryEntry> chosen) {
    List<String> ids = chosen.stream().map(HistoryEntry::id).toList();
    return onBackground(
            () -> {
              ids.forEach(history::delete);
              return history.entries();
            })
        .thenApply(this::show);
  }

  /** Replaces {@code entry}'s notes, then refreshes. */
  public CompletableFuture<List<HistoryEntry>> writeNotes(HistoryEntry entry, String notes) {
    return onBackground(
            () -> {
              history.writeNotes(entry.id(), notes);
              return history.entries();
            })
        .thenApply(this::show);
  }

  /**
   * The diff of two entries, the older as A; sets {@link #diffProperty()}.
   *
   * @throws IllegalArgumentException (through the future) when either is damaged
   */
  public CompletableFuture<RunDiff> diff(HistoryEntry first, HistoryEntry second) {
    List<HistoryEntry> pair =
        List.of(first, second).stream().sorted(Comparator.comparing(HistoryEntry::id)).toList();
    return onBackground(
            () -> {
              for (HistoryEntry e : pair) {
                if (e.isDamaged()) {
                  throw new IllegalArgumentException(
                      "history entry " + e.id() + " is damaged (" + e.damage() + ")");
                }
              }
              return RunDiff.of(digest(pair.get(0)), digest(pair.get(1)));
            })
        .thenApply(
            d -> {
              fx.execute(() -> diff.set(d));
              return d;
            });
  }

  private static ReportDigest digest(HistoryEntry e) {
    return ReportDigest.read(e.reportFile(), e.id(), e.eventsFile());
  }

  private List<HistoryEntry> show(List<HistoryEntry> all) {
    fx.execute(
        () -> {
          entries.setAll(all);
          long damaged = all.stream().filter(HistoryEntry::isDamaged).count();
          status.set(
              all.size()
                  + (all.size() == 1 ? " run kept" : " runs kept")
                  + (damaged > 0 ? " (" + damaged + " damaged)" : "")
                  + " in "
                  + history.folder());
        });
    return all;
  }

  private <T> CompletableFuture<T> onBackground(Supplier<T> work) {
    CompletableFuture<T> done = CompletableFuture.supplyAsync(work, background);
    done.whenComplete(
        (v, e) -> {
          if (e != null) {
            Throwable cause =
                e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
            fx.execute(() -> status.set("error: " + cause.getMessage()));
          }
        });
    return done;
  }
}
