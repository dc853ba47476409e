package org.spectraflow.engine.operators.transform.nirs;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.spectraflow.engine.operators.transform.TransformContract;

/** Every NIRS transform under the transform contract (input kept, determinism, width, errors). */
class NirsTransformContractTest {

  @Nested
  class Absorbance extends TransformContract {
    @Override
    protected String className() {
      return "ReflectanceToAbsorbance";
    }
  }

  @Nested
  class Kubelka extends TransformContract {
    @Override
    protected String className() {
      return "KubelkaMunk";
    }
  }

  @Nested
  class Robust extends TransformContract {
    @Override
    protected String className() {
      return "RobustStandardNormalVariate";
    }

    @Override
    protected List<Invalid> invalid() {
      return List.of(new Invalid(Map.of("k", -1.0), "k", "-1.0"));
    }
  }

  @Nested
  class Local extends TransformContract {
    @Override
    protected String className() {
      return "LocalStandardNormalVariate";
    }

    @Override
    protected int minFeatures() {
      return 6;
    }

    @Override
    protected List<Invalid> invalid() {
      return List.of(
          new Invalid(Map.of("window", 10), "window", "10"),
          new Invalid(Map.of("pad_mode", "wrap"), "pad_mode", "'wrap'"));
    }
  }

  @Nested
  class Area extends TransformContract {
    @Override
    protected String className() {
      return "AreaNormalization";
    }

    @Override
    protected List<Invalid> invalid() {
      return List.of(new Invalid(Map.of("method", "max"), "method", "'max'"));
    }
  }

  @Nested
  class Norris extends TransformContract {
    @Override
    protected String className() {
      return "NorrisWilliams";
    }

    @Override
    protected List<Invalid> invalid() {
      return List.of(
          new Invalid(Map.of("gap", 0), "gap", "0"),
          new Invalid(Map.of("segment", 4), "segment", "4"),
          new Invalid(Map.of("deriv", 3), "deriv", "3"));
    }
  }

  @Nested
  class AsymmetricLeastSquares extends TransformContract {
    @Override
    protected String className() {
      return "ASLSBaseline";
    }

    @Override
    protected int minFeatures() {
      return 3;
    }

    @Override
    protected List<Invalid> invalid() {
      return List.of(
          new Invalid(Map.of("lam", 0.0), "lam", "0.0"),
          new Invalid(Map.of("max_iter", 0), "max_iter", "0"));
    }
  }

  @Nested
  class Adaptive extends TransformContract {
    @Override
    protected String className() {
      return "AirPLS";
    }

    @Override
    protected int minFeatures() {
      return 3;
    }
  }

  @Nested
  class Asymmetric extends TransformContract {
    @Override
    protected String className() {
      return "ArPLS";
    }

    @Override
    protected int minFeatures() {
      return 3;
    }
  }

  @Nested
  class PeakClipping extends TransformContract {
    @Override
    protected String className() {
      return "SNIP";
    }

    @Override
    protected List<Invalid> invalid() {
      return List.of(new Invalid(Map.of("max_half_window", 0), "max_half_window", "0"));
    }
  }

  @Nested
  class Polynomial extends TransformContract {
    @Override
    protected String className() {
      return "ModPoly";
    }

    @Override
    protected int minFeatures() {
      return 3;
    }

    @Override
    protected List<Invalid> invalid() {
      return List.of(new Invalid(Map.of("poly_order", -1), "poly_order", "-1"));
    }
  }

  @Nested
  class ImprovedPolynomial extends TransformContract {
    @Override
    protected String className() {
      return "IModPoly";
    }

    @Override
    protected int minFeatures() {
      return 3;
    }
  }
}
