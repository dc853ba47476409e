package org.spectraflow.engine.operators.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.StackedRows;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.operators.Reference;

/**
 * The non-deflating NIPALS against a textbook deflating one (scaled or not, one or two targets),
 * and its streaming and resident forms, and a block and a view of it, against each other.
 */
class NipalsFormsTest {

  private static double[][] targets(Block x, int q) {
    double[] y = Reference.y();
    double[][] out = new double[x.rows()][q];
    for (int i = 0; i < x.rows(); i++) {
      out[i][0] = y[i];
      if (q > 1) {
        out[i][1] = Math.sqrt(y[i]) * x.get(i, 5);
      }
    }
    return out;
  }

  private static PlsModel fit(Block x, double[][] y, boolean scale, int k, long resident) {
    return new Nipals(x, y, scale, 500, 1e-6, () -> false, resident).fit(k);
  }

  @Test
  void matchesTextbookDeflationScaledOrNotWithOneOrTwoTargets() {
    Block x = Reference.input(Precision.FLOAT64);
    for (boolean scale : new boolean[] {true, false}) {
      for (int q : new int[] {1, 2}) {
        double[][] y = targets(x, q);
        PlsModel model = fit(x, y, scale, 12, CentredRows.RESIDENT_VALUES);
        double[][] reference = DeflatingPls.predict(x, y, scale, 12);
        double[][] got = model.predict(x);
        assertThat(Reference.relativeError(flat(got), flat(reference)))
            .as("scale=%s targets=%d", scale, q)
            .isLessThan(1e-10);
      }
    }
  }

  @Test
  void streamingAndResidentFormsAreBitIdentical() {
    Block x = Reference.input(Precision.FLOAT32);
    for (int q : new int[] {1, 2}) {
      double[][] y = targets(x, q);
      PlsModel resident = fit(x, y, true, 9, Long.MAX_VALUE);
      PlsModel streamed = fit(x, y, true, 9, 0);
      assertThat(streamed.coefficients(9)).isDeepEqualTo(resident.coefficients(9));
      assertThat(streamed.predict(x)).isDeepEqualTo(resident.predict(x));
    }
  }

  @Test
  void streamingAndResidentFormsAgreeWhenTheRowsDoNotFillTheLastBlock() {
    // 131 rows: 16 blocks of eight and a last block of three; 61 columns: an odd length.
    SpectroDataset ds = SyntheticNirs.defaults().withSamples(131).withWavelengths(61).generate();
    int[] ids = IntStream.range(0, 131).toArray();
    Block x = ds.x(ids);
    for (boolean scale : new boolean[] {true, false}) {
      double[][] y = ds.y(ids);
      PlsModel resident = fit(x, y, scale, 6, Long.MAX_VALUE);
      PlsModel streamed = fit(x, y, scale, 6, 0);
      assertThat(streamed.coefficients(6))
          .as("scale=%s", scale)
          .isDeepEqualTo(resident.coefficients(6));
      assertThat(streamed.predict(x)).as("scale=%s", scale).isDeepEqualTo(resident.predict(x));
    }
  }

  @Test
  void aReusedWorkingCopyHoldingAnotherFitsValuesGivesTheSameBits() {
    Block x = Reference.input(Precision.FLOAT32);
    double[][] y = targets(x, 1);
    PlsModel first = fit(x, y, true, 7, CentredRows.RESIDENT_VALUES);
    SpectroDataset ds = SyntheticNirs.defaults().withSamples(200).withWavelengths(300).generate();
    Block other = ds.x(IntStream.range(0, 200).toArray());
    fit(other, ds.y(IntStream.range(0, 200).toArray()), false, 3, CentredRows.RESIDENT_VALUES);
    double[][] stale = WorkingCopies.take(1, 1);
    assertThat((long) stale.length * stale[0].length)
        .as("the slot kept the larger copy")
        .isGreaterThanOrEqualTo(200 * 300);
    WorkingCopies.give(stale);
    PlsModel again = fit(x, y, true, 7, CentredRows.RESIDENT_VALUES);
    assertThat(again.coefficients(7)).isDeepEqualTo(first.coefficients(7));
    assertThat(again.predict(x)).isDeepEqualTo(first.predict(x));
  }

  /** Runs {@code body} on a fresh thread: an empty {@link WorkingCopies} slot. */
  private static void onAFreshThread(Runnable body) throws InterruptedException {
    Throwable[] failure = new Throwable[1];
    Thread thread =
        new Thread(
            () -> {
              try {
                body.run();
              } catch (Throwable e) {
                failure[0] = e;
              }
            });
    thread.start();
    thread.join();
    assertThat(failure[0]).isNull();
  }

  @Test
  void aNestedTakeGetsItsOwnMatrix() throws InterruptedException {
    onAFreshThread(
        () -> {
          double[][] outer = WorkingCopies.take(10, 100);
          double[][] inner = WorkingCopies.take(10, 100);
          assertThat(inner).isNotSameAs(outer);
          WorkingCopies.give(inner);
          WorkingCopies.give(outer);
          assertThat(WorkingCopies.take(10, 50)).isIn(inner, outer);
          assertThat(WorkingCopies.take(10, 50)).as("one is kept").isNotIn(inner, outer);
        });
  }

  @Test
  void theSlotKeepsTheLargestMatrixWhenItIsLargeEnough() throws InterruptedException {
    onAFreshThread(
        () -> {
          double[][] wide = WorkingCopies.take(3, 400);
          double[][] small = WorkingCopies.take(2, 2);
          WorkingCopies.give(wide);
          WorkingCopies.give(small);
          assertThat(WorkingCopies.take(4, 400)).as("too few rows").isNotSameAs(wide);
          assertThat(WorkingCopies.take(2, 401)).as("too short").isNotSameAs(wide);
          assertThat(WorkingCopies.take(2, 300)).isSameAs(wide);
          assertThat(WorkingCopies.take(2, 2)).as("the smaller was dropped").isNotSameAs(small);
        });
  }

  @Test
  void aViewOfTheDatasetFitsAndPredictsAsItsBlock() {
    SpectroDataset ds = SyntheticNirs.defaults().withSamples(60).withWavelengths(90).generate();
    int[] ids = IntStream.range(0, 50).map(i -> 59 - i).toArray();
    StackedRows view = ds.xView(ids);
    Block block = ds.x(ids);
    double[][] y = ds.y(ids);
    PlsRegression pls =
        (PlsRegression) OperatorFactory.model("PLSRegression", Map.of("n_components", 5));
    PlsModel fromView = pls.fit(view, y, () -> false);
    PlsModel fromBlock = pls.fit(block, y, () -> false);
    assertThat(fromView.coefficients(5)).isDeepEqualTo(fromBlock.coefficients(5));
    assertThat(fromView.predict(view.selectRows(new int[] {3, 1, 4})))
        .isDeepEqualTo(fromBlock.predict(block.selectRows(new int[] {3, 1, 4})));
  }

  private static double[] flat(double[][] m) {
    return Arrays.stream(m).flatMapToDouble(Arrays::stream).toArray();
  }
}
