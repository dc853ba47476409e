/**
 * nirs4all-compatible operators: the sealed {@link org.spectraflow.engine.operators.Operator}
 * kinds (transforms, models, splitters), their parameters and identity
 * ({@link org.spectraflow.engine.operators.OperatorConfig}), and the
 * {@link org.spectraflow.engine.operators.OperatorFactory} keyed by nirs4all class names.
 *
 * <p>Operators and fitted results are immutable and thread-safe; nothing accepts null unless
 * its javadoc says so.
 */
package org.spectraflow.engine.operators;
