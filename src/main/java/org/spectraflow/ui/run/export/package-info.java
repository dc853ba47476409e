/**
 * Export of a run: each chart to PNG (JFreeChart's {@code ChartUtils}) and SVG (JFreeSVG), any node
 * to PNG by snapshot, and the run's events and results to CSV and JSON. Stateless; chart export
 * runs on any thread, node snapshots on the FX thread.
 */
package org.spectraflow.ui.run.export;
