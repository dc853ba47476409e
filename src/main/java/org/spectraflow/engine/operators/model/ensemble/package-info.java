/**
 * scikit-learn's model ensembles written in a document: {@code VotingRegressor} (the mean of its
 * estimators' predictions) and {@code StackingRegressor} (a final estimator fitted on the
 * estimators' cross-validated predictions). Their estimators are nested model references parsed by
 * {@link org.spectraflow.engine.operators.model.ensemble.NestedModels}; see docs/compatibility.md.
 */
package org.spectraflow.engine.operators.model.ensemble;
