/**
 * Scores (RMSE, R², MAE, accuracy, balanced accuracy, …) with nirs4all's directions and summation
 * order, the ranking metric per task, and the fold aggregates {@code avg}/{@code w_avg}.
 *
 * <p>Stateless and thread-safe.
 */
package org.spectraflow.engine.operators.metric;
