package org.spectraflow.engine.pipeline;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every operator the engine runs, looked up from any reference form nirs4all documents use:
 * canonical paths ({@code sklearn.cross_decomposition._pls.PLSRegression}), public or package
 * paths ({@code sklearn.preprocessing.StandardScaler},
 * {@code nirs4all.operators.transforms.StandardNormalVariate}), simple class names and aliases
 * ({@code SNV}, {@code MSC}, {@code SG}). Immutable and thread-safe.
 */
public final class OperatorRegistry {

  private static final OperatorRegistry STANDARD = new OperatorRegistry(StandardOperators.all());

  private final Map<String, OperatorSpec> byClassName = new LinkedHashMap<>();
  private final Map<String, OperatorSpec> byShortName = new LinkedHashMap<>();

  private OperatorRegistry(List<OperatorSpec> specs) {
    for (OperatorSpec spec : specs) {
      byClassName.put(spec.className(), spec);
      byShortName.put(spec.className(), spec);
      spec.aliases().forEach(alias -> byShortName.put(alias, spec));
    }
  }

  /** The registry of SpectraFlow's supported operators. */
  public static OperatorRegistry standard() {
    return STANDARD;
  }

  /** All supported operators, in palette order. */
  public Collection<OperatorSpec> all() {
    return List.copyOf(byClassName.values());
  }

  /** The operator with this exact nirs4all class name. */
  public Optional<OperatorSpec> byClassName(String className) {
    return Optional.ofNullable(byClassName.get(className));
  }

  /**
   * Resolves a reference string: a simple name or alias, or a dotted path whose last segment is
   * a supported class name or alias and whose root package is the operator's ({@code sklearn} or
   * {@code nirs4all}). Empty for anything else (e.g. {@code RandomForestRegressor}).
   */
  public Optional<OperatorSpec> resolve(String reference) {
    int dot = reference.lastIndexOf('.');
    OperatorSpec spec = byShortName.get(reference.substring(dot + 1));
    if (spec == null || dot < 0) {
      return Optional.ofNullable(spec);
    }
    String root = reference.substring(0, reference.indexOf('.'));
    return spec.module().startsWith(root + ".") ? Optional.of(spec) : Optional.empty();
  }

  /** Resolves an operator reference written in a document. */
  public Optional<OperatorSpec> resolve(Operator operator) {
    return operator.reference().flatMap(this::resolve);
  }

  /** The error for an operator the engine cannot run, naming it, where it is and what is supported. */
  public String unsupportedMessage(String reference, DocumentPath where) {
    Optional<String> deep = DeepLearningModels.message(reference, where);
    if (deep.isPresent()) {
      return deep.get();
    }
    return "operator '" + reference + "' at " + where + " is not supported; supported: "
        + String.join(", ", byClassName.keySet());
  }
}
