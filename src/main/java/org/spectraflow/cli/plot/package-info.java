/**
 * Headless charts of the command line ({@code run --plot}, {@code bench --plot}): each chart class
 * turns a report into a JFreeChart, and {@link org.spectraflow.cli.plot.ChartFiles} writes it as
 * PNG and SVG. Pure AWT (the JVM runs with {@code java.awt.headless=true}); no JavaFX. Charts are
 * built on the calling thread and not shared.
 */
package org.spectraflow.cli.plot;
