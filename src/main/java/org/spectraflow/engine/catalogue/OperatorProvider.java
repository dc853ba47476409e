package org.spectraflow.engine.catalogue;

import java.util.List;

/**
 * Contributes operator declarations to the catalogue. An operator class holds a public static
 * nested {@code Provider} implementing this, listed in {@code
 * META-INF/services/org.spectraflow.engine.catalogue.OperatorProvider}; the catalogue finds it
 * through {@link java.util.ServiceLoader}, in the order of that file (the palette's order).
 *
 * <p>Implementations need a public no-argument constructor and must return the same immutable
 * declarations on every call.
 */
public interface OperatorProvider {

  /** The declarations this provider contributes (usually one). */
  List<OperatorSpec> declarations();
}
