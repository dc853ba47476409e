/**
 * The one chart stack of the command line ({@code --plot}) and the studio: chart models (plain
 * records built once from engine reports: series, axis labels, marks, legend text), one look
 * ({@link org.spectraflow.charts.ChartLook}: fonts and palette, light and dark, the best item in
 * orange), a factory turning a model into a JFreeChart ({@link org.spectraflow.charts.Charts}) and
 * one writer of PNG and SVG files ({@link org.spectraflow.charts.ChartWriter}, atomic through
 * {@code engine.files}).
 *
 * <p>Rules (ArchitectureTest): this package uses the engine, JFreeChart and JFreeSVG, never JavaFX,
 * {@code ui} or {@code cli}; the engine never uses it. Models are immutable and any thread may
 * build them; a chart built by the factory belongs to its caller (the studio draws it off the FX
 * thread through its live-chart machinery, the command line headless).
 */
package org.spectraflow.charts;
