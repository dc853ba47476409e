package org.spectraflow.engine.operators.transform.wavelet;

import java.util.List;
import java.util.Map;
import org.spectraflow.engine.operators.transform.TransformContract;

/** Haar under the transform contract. */
class HaarTest extends TransformContract {

  @Override
  protected String className() {
    return "Haar";
  }

  @Override
  protected List<Invalid> invalid() {
    return List.of(new Invalid(Map.of("copy", "no"), "copy", "'no'"));
  }

  @Override
  protected int minFeatures() {
    return 2;
  }
}
