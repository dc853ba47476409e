/**
 * nirs4all's NIRS feature transforms (docs/operator-behaviour.md §1): SNV, MSC, EMSC, Detrend,
 * Savitzky-Golay, Gaussian, derivatives, Baseline, Normalize, crop, resample and log, plus the
 * bases the transform packages share ({@code StatefulTransform}, {@code RowTransform}, {@code
 * ColumnwiseFitted}, {@code CellRule}, {@code Inputs}); the scalers are in {@code .scale}, the
 * decompositions in {@code .decompose}, the wavelets in {@code .wavelet}.
 *
 * <p>Each is a {@link org.spectraflow.engine.operators.TransformOperator} whose fit returns an
 * immutable {@link org.spectraflow.engine.operators.FittedTransform}. float32 blocks are computed
 * with numpy's float32 operation order, float64 blocks in double. Thread-safe.
 */
package org.spectraflow.engine.operators.transform;
