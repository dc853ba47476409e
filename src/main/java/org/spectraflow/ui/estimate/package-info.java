/**
 * The studio's time before running (docs/studio.md, "Run estimate"; docs/performance.md, "Time
 * before running"): {@link org.spectraflow.ui.estimate.RunEstimateModel} asks an {@link
 * org.spectraflow.ui.estimate.EstimateSource} for the engine's {@code RunEstimate} of the document
 * off the FX thread, latest request wins, and {@link org.spectraflow.ui.estimate.EstimateLabel}
 * shows its one-line summary beside Run, in the warning style above the CLI's threshold. The text
 * and the threshold are the engine's ({@code RunEstimate.summary()}, {@code
 * RunEstimate.WARN_ABOVE}), so the studio and {@code run --dry-run} say the same.
 */
package org.spectraflow.ui.estimate;
