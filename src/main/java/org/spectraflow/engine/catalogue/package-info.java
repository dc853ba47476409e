/**
 * The operator catalogue: one declaration per operator ({@link
 * org.spectraflow.engine.catalogue.OperatorSpec}: class paths and aliases, kind, parameters with
 * defaults, bounds and help, rules against the data's shape, builder), contributed by each operator
 * class through an {@link org.spectraflow.engine.catalogue.OperatorProvider} and collected by the
 * {@link org.spectraflow.engine.catalogue.OperatorRegistry}. The resolver, the document check, the
 * editor's palette, forms and validation and {@code docs/operators.md} are derived from it; {@code
 * docs/extending.md} shows how to add an operator.
 *
 * <p>Everything here is immutable and thread-safe; nothing returns null.
 */
package org.spectraflow.engine.catalogue;
