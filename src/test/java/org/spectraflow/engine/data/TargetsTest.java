package org.spectraflow.engine.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Target conversion and task detection (docs/pipeline-language.md §3.4), and the metadata table.
 */
class TargetsTest {

  private static String[][] cells(String... values) {
    String[][] out = new String[values.length][];
    for (int i = 0; i < values.length; i++) {
      out[i] = new String[] {values[i]};
    }
    return out;
  }

  private static double[] column(Targets t) {
    double[][] v = t.values(Targets.NUMERIC, IntStream.range(0, t.rows()).toArray());
    return Arrays.stream(v).mapToDouble(r -> r[0]).toArray();
  }

  @Test
  void integerLabelsOutsideZeroToKAreEncodedInSortedOrder() {
    Targets t =
        Targets.fromCells(
            List.of("c"), cells("12", "10", "15", "10"), cells("11", "15"), Precision.FLOAT32);
    assertThat(column(t)).containsExactly(1, 0, 2, 0, 3, 2);
    assertThat(t.classes(0)).containsExactly("10", "12", "15", "11");
  }

  @Test
  void zeroToKLabelsAndContinuousValuesAreKept() {
    Targets bin =
        Targets.fromCells(List.of("c"), cells("0", "1", "1"), cells("0"), Precision.FLOAT32);
    assertThat(column(bin)).containsExactly(0, 1, 1, 0);
    assertThat(bin.classes(0)).isEmpty();
    Targets reg = Targets.fromCells(List.of("y"), cells("0.1", "2.25"), cells(), Precision.FLOAT32);
    assertThat(column(reg)).containsExactly((float) 0.1, 2.25);
  }

  @Test
  void textLabelsAreEncodedInOrderOfFirstAppearance() {
    Targets t =
        Targets.fromCells(
            List.of("c"), cells("wheat", "barley", "wheat"), cells("oat"), Precision.FLOAT64);
    assertThat(column(t)).containsExactly(0, 1, 0, 2);
    assertThat(t.classes(0)).containsExactly("wheat", "barley", "oat");
    assertThat(t.raw(3, 0)).isEqualTo("oat");
  }

  @Test
  void taskTypeFollowsTheDistinctValueRules() {
    assertThat(TaskType.detect(new double[][] {{0}, {1}, {1}})).isEqualTo(TaskType.BINARY);
    assertThat(TaskType.detect(new double[][] {{0}, {1}, {2}})).isEqualTo(TaskType.MULTICLASS);
    assertThat(TaskType.detect(new double[][] {{0.5}, {1.5}, {2}})).isEqualTo(TaskType.REGRESSION);
    double[][] fewFractions = new double[100][1];
    for (int i = 0; i < 100; i++) {
      fewFractions[i][0] = i % 2 == 0 ? 0.25 : 0.75;
    }
    assertThat(TaskType.detect(fewFractions)).isEqualTo(TaskType.BINARY);
    double[][] many = new double[150][1];
    for (int i = 0; i < 150; i++) {
      many[i][0] = i;
    }
    assertThat(TaskType.detect(many)).isEqualTo(TaskType.REGRESSION);
  }

  @Test
  void versionsAppendAndAreRoundedToThePrecision() {
    Targets t = Targets.ofNumeric(List.of("y"), new double[][] {{1}, {2}}, Precision.FLOAT32);
    Targets scaled = t.withVersion("numeric_StandardScaler1", new double[][] {{0.1}, {-0.1}});
    assertThat(scaled.versionNames()).containsExactly("numeric", "numeric_StandardScaler1");
    assertThat(scaled.current()).isEqualTo("numeric_StandardScaler1");
    assertThat(scaled.values(scaled.current(), new int[] {0})[0][0]).isEqualTo((float) 0.1);
    assertThat(t.versionNames()).containsExactly("numeric");
    assertThat(scaled.nbytes()).isEqualTo(2 * 2 * 4);
  }

  @Test
  void metadataKeepsNumbersAndTextWithMissingCells() {
    MetadataTable m =
        MetadataTable.fromCells(
            List.of("Year", "Team"),
            List.of(new String[] {"2022", "PSH"}, new String[] {"", "PEGASE"}));
    assertThat(((MetadataTable.Numbers) m.column("Year")).values()[0]).isEqualTo(2022);
    assertThat(((MetadataTable.Numbers) m.column("Year")).values()[1]).isNaN();
    assertThat(((MetadataTable.Texts) m.column("Team")).values()).containsExactly("PSH", "PEGASE");
    assertThat(m.rows()).isEqualTo(2);
  }
}
