package org.spectraflow.engine.operators.split;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.PositionalFold;
import org.spectraflow.engine.operators.Reference;

/** numpy RandomState streams and scikit-learn / nirs4all splits, index for index. */
class SplitterParityTest {

  private static final JsonNode SPLITS = Reference.operators().get("splitters");

  @Test
  void mt19937FirstOutputsForSeedZeroMatchNumpy() {
    RandomState rs = new RandomState(0);
    assertThat(new long[] {rs.nextUint32(), rs.nextUint32(), rs.nextUint32()})
        .containsExactly(2357136044L, 2546248239L, 3071714933L);
  }

  @Test
  void permutationsMatchNumpy() {
    for (JsonNode c : SPLITS.get("perm")) {
      int[] perm = new RandomState(c.get("seed").asLong()).permutation(c.get("n").asInt());
      assertThat(perm)
          .as("n=%s seed=%s", c.get("n"), c.get("seed"))
          .containsExactly(ints(c.get("perm")));
    }
  }

  @Test
  void kFoldAndShuffleSplitMatchScikitLearn() {
    for (String kind : new String[] {"kfold", "shuffle"}) {
      for (JsonNode c : SPLITS.get(kind)) {
        String name = kind.equals("kfold") ? "KFold" : "ShuffleSplit";
        Block x = Block.writer(Precision.FLOAT32, c.get("n").asInt(), 1).build();
        List<PositionalFold> folds =
            OperatorFactory.splitter(name, Reference.params(c.get("params"))).split(x, null);
        assertThat(folds).as("%s %s", name, c.get("params")).isEqualTo(expected(c.get("folds")));
      }
    }
  }

  @Test
  void kennardStoneAndSpxyMatchTheReferenceSelection() {
    Block x = Reference.input(Precision.FLOAT32).selectRows(Reference.range(30));
    double[] y = Arrays.copyOf(Reference.y(), 30);
    PositionalFold ks =
        OperatorFactory.splitter("KennardStoneSplitter", Map.of()).split(x, null).get(0);
    PositionalFold spxy = OperatorFactory.splitter("SPXYSplitter", Map.of()).split(x, y).get(0);
    assertThat(ks)
        .isEqualTo(
            new PositionalFold(
                ints(SPLITS.get("ks").get("train")), ints(SPLITS.get("ks").get("test"))));
    assertThat(spxy)
        .isEqualTo(
            new PositionalFold(
                ints(SPLITS.get("spxy").get("train")), ints(SPLITS.get("spxy").get("test"))));
  }

  @Test
  void invalidSettingsNameOperatorParameterAndValue() {
    assertThatThrownBy(() -> OperatorFactory.create("KFold", Map.of("n_splits", 1)))
        .hasMessage("KFold: n_splits must be >= 2, was 1");
    assertThatThrownBy(() -> OperatorFactory.create("KFold", Map.of("random_state", 3)))
        .hasMessageContaining("random_state");
    assertThatThrownBy(() -> OperatorFactory.create("ShuffleSplit", Map.of("test_size", 1.5)))
        .hasMessageContaining("ShuffleSplit: test_size")
        .hasMessageContaining("1.5");
    Block x = Block.writer(Precision.FLOAT32, 3, 1).build();
    assertThatThrownBy(() -> OperatorFactory.splitter("KFold", Map.of()).split(x, null))
        .hasMessageContaining("n_splits=5");
  }

  @Test
  void unseededSplitsDrawFromTheGlobalGenerator() {
    Block x = Block.writer(Precision.FLOAT32, 20, 1).build();
    var splitter = OperatorFactory.splitter("ShuffleSplit", Map.of("n_splits", 1));
    RandomState global = new RandomState(9);
    List<PositionalFold> first = splitter.split(x, null, global);
    List<PositionalFold> second = splitter.split(x, null, global);
    assertThat(first).isNotEqualTo(second);
    assertThat(splitter.split(x, null, new RandomState(9))).isEqualTo(first);
  }

  private static List<PositionalFold> expected(JsonNode folds) {
    List<PositionalFold> out = new ArrayList<>();
    for (JsonNode f : folds) {
      out.add(new PositionalFold(ints(f.get(0)), ints(f.get(1))));
    }
    return out;
  }

  private static int[] ints(JsonNode a) {
    int[] out = new int[a.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = a.get(i).asInt();
    }
    return out;
  }
}
