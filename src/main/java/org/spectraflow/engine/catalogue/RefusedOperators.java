package org.spectraflow.engine.catalogue;

import java.util.List;
import java.util.Optional;

/**
 * The nirs4all operators SpectraFlow knows it does not run, each with the reason and the supported
 * alternative, so that a document naming one gets a message that says what to use instead of the
 * whole catalogue. {@code docs/compatibility.md}'s operator status table lists them (with the
 * catalogue's operators and the keywords). Immutable.
 */
public final class RefusedOperators {

  /**
   * One refused operator.
   *
   * @param name the class's simple name, as a document's reference ends
   * @param library where it comes from (e.g. {@code xgboost}, {@code sklearn.ensemble})
   * @param reason why it is refused and what to use instead (a sentence fragment)
   */
  public record Refusal(String name, String library, String reason) {}

  private static final String BOOSTING =
      "not bundled (a separate native library); use sklearn.ensemble.GradientBoostingRegressor or"
          + " GradientBoostingClassifier (the same boosted trees, numbers as scikit-learn), or"
          + " RandomForestRegressor";
  private static final String EPO =
      "not run: external parameter orthogonalisation (Roger et al. 2003) learns the parasitic"
          + " subspace from a second set of spectra, the same samples measured at several levels"
          + " of the external parameter (temperature, humidity); a transform step receives only"
          + " the training spectra and their target, and nirs4all's public pages do not say how"
          + " EPO is given that set (docs/compatibility.md, \"Wavelength selection and EPO\"); use"
          + " OSC (orthogonal signal correction) or a y-independent correction such as MSC";

  private static final List<Refusal> ALL =
      List.of(
          new Refusal("XGBRegressor", "xgboost", BOOSTING),
          new Refusal("XGBClassifier", "xgboost", BOOSTING),
          new Refusal("XGBRFRegressor", "xgboost", BOOSTING),
          new Refusal("LGBMRegressor", "lightgbm", BOOSTING),
          new Refusal("LGBMClassifier", "lightgbm", BOOSTING),
          new Refusal("CatBoostRegressor", "catboost", BOOSTING),
          new Refusal("CatBoostClassifier", "catboost", BOOSTING),
          new Refusal("EPO", "nirs4all", EPO));

  private RefusedOperators() {}

  /** Every known refusal, in table order. */
  public static List<Refusal> all() {
    return ALL;
  }

  /**
   * The refusal of {@code reference} (a simple name or a dotted path ending in one), unless the
   * catalogue {@code registry} runs it.
   */
  public static Optional<Refusal> of(String reference, OperatorRegistry registry) {
    if (registry.resolve(reference).isPresent()) {
      return Optional.empty();
    }
    String simple = reference.substring(reference.lastIndexOf('.') + 1);
    return ALL.stream().filter(r -> r.name().equals(simple)).findFirst();
  }
}
