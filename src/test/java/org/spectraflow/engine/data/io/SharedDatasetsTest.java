package org.spectraflow.engine.data.io;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.Partition;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.TaskType;
import org.spectraflow.testkit.SharedData;

/** The six shared nirs4all folders load with the shapes listed in their README. */
class SharedDatasetsTest {

  @ParameterizedTest
  @CsvSource({
    "regression,     1, 131, 60,  2151, REGRESSION, false",
    "regression_2,   1, 885, 150, 125,  REGRESSION, true",
    "regression_3,   1, 890, 150, 128,  REGRESSION, true",
    "classification, 1, 178, 30,  234,  MULTICLASS, true",
    "binary,         1, 138, 91,  2151, BINARY,     false",
    "multi,          3, 131, 60,  2151, REGRESSION, false",
  })
  void loadsWithTheDocumentedShapes(
      String name,
      int sources,
      int train,
      int test,
      int features,
      TaskType task,
      boolean axisHeader) {
    SpectroDataset ds = new FolderDatasetLoader(Precision.FLOAT32).load(SharedData.dataset(name));

    assertThat(ds.sources()).hasSize(sources);
    assertThat(ds.index().count(Partition.TRAIN)).isEqualTo(train);
    assertThat(ds.index().count(Partition.TEST)).isEqualTo(test);
    for (FeatureSource s : ds.sources()) {
      assertThat(s.numSamples()).isEqualTo(train + test);
      assertThat(s.numFeatures()).isEqualTo(features);
      assertThat(s.headers() instanceof Headers.Axis).isEqualTo(axisHeader);
    }
    assertThat(ds.taskType()).isEqualTo(task);
    assertThat(ds.targets().rows()).isEqualTo(train + test);
  }
}
