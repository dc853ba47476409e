package org.spectraflow.ui.run.cachepanel;

import java.util.Objects;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.spectraflow.engine.observe.ByteFormat;
import org.spectraflow.engine.run.reuse.SessionCache;

/**
 * The cache panel's "Clear cache" button: the studio's {@link SessionCache} (the step cache every
 * run on the same dataset and precision reuses) and the button's text, which says what the cache
 * holds and, after a click, the bytes the clear freed. FX-thread confined; {@link #refresh()} after
 * each run (one synchronized read, no computation).
 */
public final class ClearCacheModel {

  private final SessionCache session;
  private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "text");

  /** A model clearing {@code session}. */
  public ClearCacheModel(SessionCache session) {
    this.session = Objects.requireNonNull(session, "session");
    refresh();
  }

  /** The button's text. */
  public ReadOnlyStringProperty textProperty() {
    return text.getReadOnlyProperty();
  }

  /** Re-reads what the cache holds: {@code Clear cache (12.3 MB held)}, or {@code (empty)}. */
  public void refresh() {
    long held = session.heldBytes();
    text.set(
        held == 0 ? "Clear cache (empty)" : "Clear cache (" + ByteFormat.format(held) + " held)");
  }

  /**
   * Clears the cache (the next run starts afresh) and says what it freed: {@code Clear cache (freed
   * 12.3 MB)}.
   *
   * @return the bytes freed
   */
  public long clear() {
    long freed = session.clear();
    text.set("Clear cache (freed " + ByteFormat.format(freed) + ")");
    return freed;
  }
}
