package org.spectraflow.engine.catalogue;

import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.spectraflow.engine.operators.ConfiguredOperator;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.SplitterOperator;
import org.spectraflow.engine.operators.TransformOperator;

/**
 * Builds operators of the standard catalogue from nirs4all class names (or aliases) and plain Java
 * parameters, for code and tests that hold no document. Missing parameters take the declared
 * defaults; unknown parameters and invalid values throw {@link IllegalArgumentException} naming
 * operator, parameter and value.
 */
public final class OperatorFactory {

  private OperatorFactory() {}

  /**
   * The operator {@code className} with {@code params} (null = all defaults).
   *
   * @throws IllegalArgumentException for an unknown class, an unknown parameter or a bad value
   */
  public static ConfiguredOperator create(String className, Map<String, Object> params) {
    return OperatorRegistry.standard().create(className, params);
  }

  /** A transform, or an error when {@code className} is not one. */
  public static TransformOperator transform(String className, Map<String, Object> params) {
    return as(TransformOperator.class, className, params);
  }

  /** A model, or an error when {@code className} is not one. */
  public static ModelOperator model(String className, Map<String, Object> params) {
    return as(ModelOperator.class, className, params);
  }

  /** A splitter, or an error when {@code className} is not one. */
  public static SplitterOperator splitter(String className, Map<String, Object> params) {
    return as(SplitterOperator.class, className, params);
  }

  /** Every class name the catalogue knows (aliases excluded), sorted. */
  public static Set<String> classNames() {
    TreeSet<String> out = new TreeSet<>();
    OperatorRegistry.standard().all().forEach(s -> out.add(s.className()));
    return out;
  }

  private static <T extends ConfiguredOperator> T as(
      Class<T> kind, String className, Map<String, Object> params) {
    ConfiguredOperator op = create(className, params);
    if (!kind.isInstance(op)) {
      throw new IllegalArgumentException(className + " is not a " + kind.getSimpleName());
    }
    return kind.cast(op);
  }
}
