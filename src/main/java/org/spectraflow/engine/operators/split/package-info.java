/**
 * Cross-validation splitters (docs/operator-behaviour.md §2.5): KFold, ShuffleSplit, Kennard-Stone
 * and SPXY, plus numpy's MT19937 {@link org.spectraflow.engine.operators.split.RandomState} so that
 * seeded splits equal scikit-learn's index for index.
 *
 * <p>Splitters are immutable; {@code RandomState} is mutable and confined to one thread.
 */
package org.spectraflow.engine.operators.split;
