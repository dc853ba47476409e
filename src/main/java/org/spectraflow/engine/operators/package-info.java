/**
 * nirs4all-compatible operators: the sealed {@link
 * org.spectraflow.engine.operators.ConfiguredOperator} kinds (transforms, models, splitters), their
 * parameters and identity ({@link org.spectraflow.engine.operators.OperatorConfig}). Each concrete
 * operator declares itself to the catalogue ({@code org.spectraflow.engine.catalogue}), through
 * which everything else finds and builds it.
 *
 * <p>Operators and fitted results are immutable and thread-safe; nothing accepts null unless its
 * javadoc says so.
 */
package org.spectraflow.engine.operators;
