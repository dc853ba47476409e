package org.spectraflow.engine.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HeapKeptTest {

  @Test
  void theHeapIsKeptWhileTheBenchRunsAndTheOptionRestoredAfter() {
    String before = HeapKept.current();
    assertThat(before).as("HotSpot has the manageable option").isNotNull();
    try (HeapKept kept = HeapKept.during()) {
      assertThat(HeapKept.current()).isEqualTo("100");
    }
    assertThat(HeapKept.current()).isEqualTo(before);
  }
}
