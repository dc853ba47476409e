package org.spectraflow.engine.run.step;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.HeaderUnit;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.MetadataTable;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SampleIndex;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.Targets;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.operators.transform.select.ColumnSelection;

/**
 * A wavelength selection step keeps the wavelength headers of the columns it kept (other width
 * changes drop them): the source's axis after MCUVE is the training fit's kept wavelengths.
 */
class SelectionHeadersTest {

  private static SpectroDataset dataset(int train, int test, int p) {
    double[][] x = new double[train + test][p];
    double[][] y = new double[train + test][1];
    for (int i = 0; i < x.length; i++) {
      for (int j = 0; j < p; j++) {
        x[i][j] = 0.5 + 0.1 * Math.sin(0.3 * j + i) + 0.02 * Math.cos(1.7 * i * j);
      }
      y[i][0] = 3 * x[i][2] - 2 * x[i][7] + 0.1 * Math.sin(i);
    }
    double[] nm = new double[p];
    for (int j = 0; j < p; j++) {
      nm[j] = 1000 + 2 * j;
    }
    FeatureSource source =
        FeatureSource.of(Block.ofRows(Precision.FLOAT64, x), new Headers.Axis(nm, HeaderUnit.NM));
    return SpectroDataset.of(
        "headers",
        Precision.FLOAT64,
        List.of(source),
        SampleIndex.of(train, test),
        Targets.ofNumeric(List.of("y"), y, Precision.FLOAT64),
        MetadataTable.empty());
  }

  @Test
  void theKeptWavelengthsStayTheHeaders() {
    SpectroDataset ds = dataset(20, 4, 12);
    Map<String, Object> params =
        Map.of(
            "n_components",
            2L,
            "n_iterations",
            10L,
            "n_features_to_select",
            4L,
            "random_state",
            3L);
    TransformOperator op = OperatorFactory.transform("MCUVE", params);
    new TransformerController().apply(op, false, KeywordFixtures.env(ds, RunEvents.disabled()));
    SpectroDataset fresh = dataset(20, 4, 12);
    int[] keep =
        ((ColumnSelection)
                OperatorFactory.transform("MCUVE", params)
                    .fit(
                        fresh.source(0).block(FeatureSource.RAW).selectRows(fresh.trainIds()),
                        targets(fresh)))
            .keep();
    double[] expected = new double[keep.length];
    for (int c = 0; c < keep.length; c++) {
      expected[c] = 1000 + 2 * keep[c];
    }
    assertThat(ds.source(0).numFeatures()).isEqualTo(4);
    assertThat(ds.source(0).headers()).isInstanceOf(Headers.Axis.class);
    assertThat(((Headers.Axis) ds.source(0).headers()).values()).containsExactly(expected);
    assertThat(ds.source(0).headers().unit()).isEqualTo(HeaderUnit.NM);
  }

  @Test
  void headersRoundTripThroughTheirLabels() {
    Headers axis = new Headers.Axis(new double[] {1000, 1002.5, 1005}, HeaderUnit.NM);
    Headers back = Headers.of(axis.labels(3), HeaderUnit.parse(axis.unit().label()));
    assertThat(back).isEqualTo(axis);
    assertThat(axis.select(new int[] {0, 2}))
        .isEqualTo(new Headers.Axis(new double[] {1000, 1005}, HeaderUnit.NM));
    Headers text = new Headers.Text(List.of("a", "b", "c"));
    assertThat(text.select(new int[] {1})).isEqualTo(new Headers.Text(List.of("b")));
    assertThat(Headers.absent().select(new int[] {0})).isEqualTo(Headers.absent());
  }

  private static double[] targets(SpectroDataset ds) {
    return ModelController.numeric(ds, ds.trainIds());
  }
}
