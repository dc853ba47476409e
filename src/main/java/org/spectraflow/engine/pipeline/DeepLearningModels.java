package org.spectraflow.engine.pipeline;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Recognises the deep-learning models of nirs4all documents (TensorFlow / Keras, PyTorch, JAX model
 * classes and factories such as {@code nirs4all.operators.models.tensorflow.nicon.
 * customizable_nicon}), which SpectraFlow does not run, so that the error names the framework and
 * suggests a supported model instead of listing the whole catalogue. Stateless.
 */
public final class DeepLearningModels {

  private static final List<String[]> FRAMEWORKS =
      List.of(
          new String[] {".tensorflow.", "TensorFlow"}, new String[] {"tensorflow.", "TensorFlow"},
          new String[] {".keras.", "Keras"}, new String[] {"keras.", "Keras"},
          new String[] {".pytorch.", "PyTorch"}, new String[] {".torch.", "PyTorch"},
          new String[] {"torch.", "PyTorch"}, new String[] {".jax.", "JAX"},
          new String[] {"jax.", "JAX"}, new String[] {"flax.", "JAX"});

  private DeepLearningModels() {}

  /** The framework of {@code reference}, if it names a deep-learning model. */
  public static Optional<String> framework(String reference) {
    String r = reference.toLowerCase(Locale.ROOT);
    for (String[] f : FRAMEWORKS) {
      if (f[0].startsWith(".") ? r.contains(f[0]) : r.startsWith(f[0])) {
        return Optional.of(f[1]);
      }
    }
    return Optional.empty();
  }

  /** The error for a deep-learning model at {@code where}, or empty for any other reference. */
  public static Optional<String> message(String reference, DocumentPath where) {
    return framework(reference)
        .map(
            fw ->
                "model '"
                    + reference
                    + "' at "
                    + where
                    + " is a "
                    + fw
                    + " deep-learning model, which SpectraFlow does not run; replace it with a supported "
                    + "model such as sklearn.cross_decomposition.PLSRegression or sklearn.linear_model.Ridge, "
                    + "or remove the step");
  }
}
