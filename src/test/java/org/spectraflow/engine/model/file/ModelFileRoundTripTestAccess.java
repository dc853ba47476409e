package org.spectraflow.engine.model.file;

import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.model.FittedPipeline;

/** The round-trip test's run, for tests of other packages: SNV then a 5-component PLS. */
public final class ModelFileRoundTripTestAccess {

  private ModelFileRoundTripTestAccess() {}

  /** The final model of SNV, KFold and PLS(5) on {@code ds}. */
  public static FittedPipeline finalPls(SpectroDataset ds) {
    return ModelFileRoundTripTest.run(
            "{\"pipeline\": [\"nirs4all.operators.transforms.SNV\", "
                + ModelFileRoundTripTest.KFOLD
                + ", "
                + ModelFileRoundTripTest.PLS
                + "]}",
            ds)
        .finalModel();
  }
}
