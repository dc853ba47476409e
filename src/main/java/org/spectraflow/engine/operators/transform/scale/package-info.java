/**
 * scikit-learn's per-column scalers and distribution transforms (docs/operator-behaviour.md §1):
 * StandardScaler, MinMaxScaler, MaxAbsScaler, RobustScaler, Normalizer, PowerTransformer
 * (Yeo-Johnson / Box-Cox, with its Brent search for λ) and QuantileTransformer. Each learns its
 * statistics from the training rows only and is usable in {@code y_processing}, where its inverse
 * is exact. Built on the shared bases of {@link org.spectraflow.engine.operators.transform}.
 */
package org.spectraflow.engine.operators.transform.scale;
