package org.spectraflow.engine.diagnostics;

import java.util.Map;
import java.util.Optional;

/**
 * Why a model of the PLS family has no latent-structure diagnostics (VIP, scores, Hotelling T², Q;
 * docs/diagnostics.md §1, "Which models"): the members that define no single set of feature-space
 * weights, scores and loadings, each with the reason shown instead of a number. Stateless.
 */
public final class LatentSupport {

  private static final Map<String, String> WHY =
      Map.of(
          "KernelPLS",
          "a kernel PLS has no weights in feature space (its latent variables live in the kernel's"
              + " space), so it has no VIP, scores, T² or Q; its coefficients are not defined"
              + " either",
          "LWPLS",
          "a locally weighted PLS fits one local model per predicted sample, so it has no single"
              + " set of weights, scores and loadings: no VIP, T² or Q",
          "OPLSDA",
          "OPLS-DA's diagnostics are not computed (it classifies); fit OPLS on the 0/1 class"
              + " indicator to see VIP, scores, T² and Q");

  private LatentSupport() {}

  /**
   * The reason the model named {@code name} (its class name, possibly qualified, or a step name
   * ending with it) has no latent-structure diagnostics; empty for any other model.
   */
  public static Optional<String> missing(String name) {
    if (name == null) {
      return Optional.empty();
    }
    String simple = name.substring(name.lastIndexOf('.') + 1);
    return Optional.ofNullable(WHY.get(simple));
  }
}
