package org.spectraflow.ui.app;

/**
 * The D03 sweep as the studio's editor writes it, shared by the mouse-only and keyboard-only
 * builds: the bundled demo's 64 variants, with the sweep on the model's parameter and sigma as the
 * float the registry declares.
 */
final class D03Sweep {

  /** The step list of the built document, as compact JSON. */
  static final String AS_EDITED =
      "[{\"_cartesian_\":["
          + "{\"_or_\":[null,\"nirs4all.operators.transforms.scalers.StandardNormalVariate\","
          + "{\"class\":\"nirs4all.operators.transforms.nirs.ExtendedMultiplicativeScatterCorrection\",\"params\":{\"scale\":false}},"
          + "\"nirs4all.operators.transforms.signal.Detrend\"]},"
          + "{\"_or_\":[null,"
          + "{\"class\":\"nirs4all.operators.transforms.nirs.ExtendedMultiplicativeScatterCorrection\",\"params\":{\"scale\":false}},"
          + "{\"class\":\"nirs4all.operators.transforms.nirs.SavitzkyGolay\",\"params\":{\"window_length\":15}},"
          + "{\"class\":\"nirs4all.operators.transforms.signal.Gaussian\",\"params\":{\"order\":1,\"sigma\":2.0}}]}]},"
          + "{\"model\":{\"class\":\"sklearn.cross_decomposition._pls.PLSRegression\",\"params\":{\"n_components\":{\"_range_\":[5,20,5]}}}}]";

  private D03Sweep() {}
}
