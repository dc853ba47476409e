package org.spectraflow.engine.parallel;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.junit.jupiter.api.Test;

/** The run's shared loops: every index once, helped by a waiting thread, failures rethrown. */
class WorkShareTest {

  @Test
  void unboundThreadsRunEveryIndexInOrder() {
    StringBuilder order = new StringBuilder();
    WorkShare.each(4, i -> order.append(i));
    assertThat(order).hasToString("0123");
    assertThat(WorkShare.current()).isNull();
  }

  @Test
  void aWaitingThreadRunsTheIndexTheOwnerHasNotTaken() throws Exception {
    WorkShare share = new WorkShare();
    CountDownLatch secondRan = new CountDownLatch(1);
    AtomicReferenceArray<String> ranOn = new AtomicReferenceArray<>(2);
    AtomicBoolean ownerDone = new AtomicBoolean();
    Thread helper = new Thread(() -> share.helpUntil(ownerDone::get), "helper");
    helper.start();
    share.bound(
        () -> {
          WorkShare.each(
              2,
              i -> {
                ranOn.set(i, Thread.currentThread().getName());
                if (i == 0) {
                  // the owner holds index 0 until index 1 ran: only the helper can run it
                  await(secondRan);
                } else {
                  secondRan.countDown();
                }
              });
          return null;
        });
    ownerDone.set(true);
    helper.join(TimeUnit.SECONDS.toMillis(30));
    assertThat(ranOn.get(0)).isEqualTo(Thread.currentThread().getName());
    assertThat(ranOn.get(1)).isEqualTo("helper");
    assertThat(share.hasWork()).isFalse();
  }

  @Test
  void everyIndexRunsOnceAndTheFirstFailureIsRethrown() {
    WorkShare share = new WorkShare();
    AtomicInteger runs = new AtomicInteger();
    share.forEach(100, i -> runs.incrementAndGet());
    assertThat(runs).hasValue(100);
    assertThatThrownBy(
            () ->
                share.forEach(
                    10,
                    i -> {
                      if (i == 3) {
                        throw new IllegalArgumentException("tree 3");
                      }
                    }))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("tree 3");
    assertThat(share.helpOnce()).isFalse();
  }

  @Test
  void helpersRunTheBodysLoopsAndAreGoneAfterwards() {
    WorkShare share = new WorkShare();
    AtomicInteger runs = new AtomicInteger();
    int result =
        share.withHelpers(
            2,
            () -> {
              WorkShare.each(50, i -> runs.incrementAndGet());
              return 7;
            });
    assertThat(result).isEqualTo(7);
    assertThat(runs).hasValue(50);
    assertThat(WorkShare.current()).isNull();
    assertThat(Thread.getAllStackTraces().keySet())
        .noneMatch(t -> t.getName().startsWith("spectraflow-helper-") && t.isAlive());
  }

  @Test
  void bindingIsRestoredAfterwards() {
    WorkShare outer = new WorkShare();
    WorkShare inner = new WorkShare();
    outer.bound(
        () -> {
          inner.bound(() -> assertThat(WorkShare.current()).isSameAs(inner));
          assertThat(WorkShare.current()).isSameAs(outer);
          return null;
        });
    assertThat(WorkShare.current()).isNull();
  }

  private static void await(CountDownLatch latch) {
    try {
      if (!latch.await(30, TimeUnit.SECONDS)) {
        throw new AssertionError("the helper never ran index 1");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }
}
