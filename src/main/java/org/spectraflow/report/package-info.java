/**
 * The self-contained HTML report of a run (docs/report.md): one file that opens in any browser
 * offline, with the run's figures, its charts inline as SVG (drawn by {@code
 * org.spectraflow.charts}), the per-model results, the document and the configuration. Every text
 * that comes from a document or a report is escaped. Used by the command line's {@code report
 * --html} and the studio's Export ▸ HTML report; depends on the engine and the charts, never on
 * JavaFX.
 */
package org.spectraflow.report;
