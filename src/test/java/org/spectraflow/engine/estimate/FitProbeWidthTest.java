package org.spectraflow.engine.estimate;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.pipeline.PipelineReader;

/**
 * The probe fits on the width the model is given: followed through the steps before each model
 * ({@link ModelWidths}) and recorded by the census; nothing here is timed.
 */
class FitProbeWidthTest {

  private static final SpectroDataset DATA =
      SyntheticNirs.defaults().withSamples(40).withWavelengths(200).generate();

  private static FitCensus census(String steps) {
    return new RunEstimator(OperatorRegistry.standard())
        .census(PipelineReader.readJson("{\"pipeline\": [" + steps + "]}"), DATA, 100);
  }

  private static final String KFOLD =
      "{\"class\": \"sklearn.model_selection.KFold\", \"params\": {\"n_splits\": 3}}";

  @Test
  void aConcatTransformOfScoresGivesTheModelTheSumOfItsChains() {
    // sample 07's shape: scaler, then 20 + 15 + 10 component scores, then the models
    FitCensus c =
        census(
            "{\"class\": \"sklearn.preprocessing.StandardScaler\"},"
                + " {\"concat_transform\": [{\"class\": \"sklearn.decomposition.PCA\", \"params\":"
                + " {\"n_components\": 20}}, {\"class\": \"sklearn.decomposition.TruncatedSVD\","
                + " \"params\": {\"n_components\": 15}}, [{\"class\": \"nirs4all.operators.transforms.StandardNormalVariate\"},"
                + " {\"class\": \"sklearn.decomposition.PCA\", \"params\": {\"n_components\": 10}}]]},"
                + KFOLD
                + ", {\"model\": {\"class\": \"sklearn.linear_model.Ridge\"}},"
                + " {\"model\": {\"class\": \"sklearn.ensemble.RandomForestRegressor\"}}");
    assertThat(c.inputWidths())
        .containsEntry("Ridge", 45)
        .containsEntry("RandomForestRegressor", 45);
  }

  @Test
  void aCropNarrowsAndFeatureAugmentationMultipliesTheProcessings() {
    FitCensus crop =
        census(
            "{\"class\": \"nirs4all.operators.transforms.CropTransformer\", \"params\": {\"start\": 10,"
                + " \"end\": 70}}, "
                + KFOLD
                + ", {\"model\": {\"class\": \"sklearn.cross_decomposition.PLSRegression\"}}");
    assertThat(crop.inputWidths()).containsEntry("PLSRegression", 60);
    FitCensus augmented =
        census(
            "{\"feature_augmentation\": [\"nirs4all.operators.transforms.StandardNormalVariate\","
                + " \"nirs4all.operators.transforms.FirstDerivative\"]}, "
                + KFOLD
                + ", {\"model\": {\"class\": \"sklearn.cross_decomposition.PLSRegression\"}}");
    // raw plus two added processings, side by side
    assertThat(augmented.inputWidths()).containsEntry("PLSRegression", 3 * 200);
  }

  @Test
  void aBranchEndsTheWalkSoTheModelKeepsTheRawProbe() {
    FitCensus c =
        census(
            "{\"branch\": [[\"nirs4all.operators.transforms.StandardNormalVariate\"],"
                + " [{\"class\": \"sklearn.decomposition.PCA\", \"params\": {\"n_components\": 5}}]]}, "
                + KFOLD
                + ", {\"model\": {\"class\": \"sklearn.linear_model.Ridge\"}}");
    assertThat(c.inputWidths()).doesNotContainKey("Ridge");
    assertThat(c.kinds()).contains("Ridge");
  }

  @Test
  void theProbeRowsAreTheFirstColumnsOfTheRawRows() {
    Block x =
        Block.ofRows(
            Precision.FLOAT64, new double[][] {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}});
    Block first = FitProbe.firstColumns(x, 2);
    assertThat(first.rows()).isEqualTo(3);
    assertThat(first.cols()).isEqualTo(2);
    assertThat(first.toRows()).isEqualTo(new double[][] {{1, 2}, {5, 6}, {9, 10}});
  }
}
