/**
 * The tree-ensemble and single-tree models as operators (random forests, extra trees, gradient
 * boosting, decision trees): their parameters, catalogue declarations, fitted forms and saved
 * states. The tree growing itself is {@code engine.operators.model.tree} (docs/operators.md).
 */
package org.spectraflow.engine.operators.model.forest;
