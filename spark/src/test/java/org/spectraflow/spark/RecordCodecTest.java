package org.spectraflow.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.SourceShape;
import org.spectraflow.engine.run.report.StepRecord;
import org.spectraflow.engine.run.spill.RecordCodec;

/** Events and step records survive Java serialisation as plain values, bit for bit. */
class RecordCodecTest {

  private static Object roundTrip(Object value) throws IOException, ClassNotFoundException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(RecordCodec.encode(value));
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      return RecordCodec.decode((Serializable) in.readObject());
    }
  }

  @Test
  void eventsAndStepRecordsComeBackEqual() throws Exception {
    Instant at = Instant.parse("2026-12-01T12:00:00.123456789Z");
    RunEvent finished =
        new RunEvent.VariantFinished(
            at,
            7,
            "SNV > PLS",
            RunEvent.VariantStatus.OK,
            null,
            Map.of("test_rmse", 0.1 + 0.2),
            Duration.ofNanos(123_456_789));
    RunEvent step =
        new RunEvent.StepFinished(
            at,
            7,
            2,
            List.of(0, 1),
            "pipeline[2]",
            "/pipeline/2",
            "Snv",
            List.of(new SourceShape(131, 1, 2151)),
            10,
            20,
            30,
            40,
            Duration.ofMillis(5),
            true);
    StepRecord record =
        new StepRecord(
            7, 2, List.of(1), "Snv", List.of(new SourceShape(1, 1, 3)), 1, 2, 3, 4, 0.5, false);
    assertThat(roundTrip(finished)).isEqualTo(finished);
    assertThat(roundTrip(step)).isEqualTo(step);
    assertThat(roundTrip(List.of(record, record))).isEqualTo(List.of(record, record));
  }

  @Test
  void aValueOfAnotherKindIsRefusedByName() {
    assertThatThrownBy(() -> RecordCodec.encode(new StringBuilder("x")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("cannot carry a java.lang.StringBuilder");
  }
}
