package org.spectraflow.engine.catalogue;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeSet;
import org.spectraflow.engine.operators.ConfiguredOperator;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.pipeline.DeepLearningModels;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.Operator;
import org.spectraflow.engine.text.Closest;
import org.spectraflow.engine.text.UserText;

/**
 * The operator catalogue: every operator the engine runs, collected once from the {@link
 * OperatorProvider}s on the class path, looked up from any reference form nirs4all documents use:
 * canonical paths ({@code sklearn.cross_decomposition._pls.PLSRegression}), public or package paths
 * ({@code sklearn.preprocessing.StandardScaler}, {@code
 * nirs4all.operators.transforms.StandardNormalVariate}), simple class names and aliases ({@code
 * SNV}, {@code MSC}, {@code SG}), and built from its declaration. Immutable and thread-safe.
 */
public final class OperatorRegistry {

  private static final OperatorRegistry STANDARD = of(discovered());

  private final Map<String, OperatorSpec> byClassName = new LinkedHashMap<>();
  private final Map<String, OperatorSpec> byShortName = new LinkedHashMap<>();

  private OperatorRegistry(List<OperatorSpec> specs) {
    for (OperatorSpec spec : specs) {
      if (byClassName.put(spec.className(), spec) != null) {
        throw new IllegalStateException("operator " + spec.className() + " is declared twice");
      }
      byShortName.put(spec.className(), spec);
      spec.aliases().forEach(alias -> byShortName.put(alias, spec));
    }
  }

  /** The registry of SpectraFlow's supported operators. */
  public static OperatorRegistry standard() {
    return STANDARD;
  }

  /** A registry of exactly these declarations, in this (palette) order. */
  public static OperatorRegistry of(List<OperatorSpec> specs) {
    return new OperatorRegistry(specs);
  }

  private static List<OperatorSpec> discovered() {
    List<OperatorSpec> out = new ArrayList<>();
    ServiceLoader.load(OperatorProvider.class, OperatorRegistry.class.getClassLoader())
        .forEach(p -> out.addAll(p.declarations()));
    return out;
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
   * Resolves a reference string: a simple name or alias, or a dotted path whose last segment is a
   * supported class name or alias and whose root package is the operator's ({@code sklearn} or
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

  /**
   * The operator {@code name} (class name, alias or path) configured with {@code params} (null =
   * all defaults), built by its declaration.
   *
   * @throws IllegalArgumentException for an unknown operator, an unknown parameter or a bad value
   */
  public ConfiguredOperator create(String name, Map<String, Object> params) {
    OperatorSpec spec =
        resolve(name)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "unknown operator "
                            + UserText.quote(name)
                            + Closest.hint(name, byShortName.keySet())
                            + "; known: "
                            + new TreeSet<>(byClassName.keySet())));
    return spec.builder().build(Params.of(spec.className(), params));
  }

  /**
   * The error for an operator the engine cannot run, naming it, where it is and what is supported
   * (the nearest known name, and where the full list is: it is too long for one error line).
   */
  public String unsupportedMessage(String reference, DocumentPath where) {
    Optional<String> deep = DeepLearningModels.message(reference, where);
    if (deep.isPresent()) {
      return deep.get();
    }
    Optional<RefusedOperators.Refusal> refused = RefusedOperators.of(reference, this);
    if (refused.isPresent()) {
      return "operator "
          + UserText.quote(reference)
          + " at "
          + where
          + " is not supported: "
          + refused.get().reason();
    }
    String simple = reference.substring(reference.lastIndexOf('.') + 1);
    return "operator "
        + UserText.quote(reference)
        + " at "
        + where
        + " is not supported; supported: "
        + byClassName.size()
        + " operators, listed in docs/operators.md and in the studio's palette"
        + Closest.hint(simple, byShortName.keySet());
  }
}
