/**
 * The run workspace's Diagnostics tab (docs/studio.md, docs/diagnostics.md): for the selected PLS
 * model, the components curve, VIP, regression coefficients, Hotelling T² against Q and a scores
 * plot with its 95 % confidence ellipse, drawn with the shared chart models of {@code
 * org.spectraflow.charts}. Presentation model ({@link
 * org.spectraflow.ui.diagnostics.DiagnosticsModel}) without JavaFX nodes; view ({@link
 * org.spectraflow.ui.diagnostics.DiagnosticsView}) only draws.
 */
package org.spectraflow.ui.diagnostics;
