package org.spectraflow.ui.selection;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.beans.property.SimpleBooleanProperty;
import org.junit.jupiter.api.Test;

/** The re-run after "Exclude selected" waits for the validation the edit started. */
class RunWhenReadyTest {

  @Test
  void runsAtOnceWhenNothingBlocks() {
    AtomicInteger runs = new AtomicInteger();
    RunWhenReady.run(new SimpleBooleanProperty(false), () -> true, runs::incrementAndGet);
    assertThat(runs).hasValue(1);
  }

  @Test
  void waitsForTheCheckToEndAndRunsOnce() {
    SimpleBooleanProperty blocked = new SimpleBooleanProperty(true);
    AtomicInteger runs = new AtomicInteger();
    RunWhenReady.run(blocked, () -> true, runs::incrementAndGet);
    assertThat(runs).hasValue(0);
    blocked.set(false);
    assertThat(runs).hasValue(1);
    blocked.set(true);
    blocked.set(false);
    assertThat(runs).hasValue(1);
  }

  @Test
  void aLaterEditCancelsTheRun() {
    SimpleBooleanProperty blocked = new SimpleBooleanProperty(true);
    AtomicBoolean current = new AtomicBoolean(true);
    AtomicInteger runs = new AtomicInteger();
    RunWhenReady.run(blocked, current::get, runs::incrementAndGet);
    current.set(false);
    blocked.set(false);
    assertThat(runs).hasValue(0);
  }
}
