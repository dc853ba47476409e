/**
 * Which charts the command line writes ({@code run --plot}, {@code bench --plot}) and under which
 * file names and sizes: thin on purpose, the models, the look, the factory and the writer are the
 * shared {@code org.spectraflow.charts}. Headless ({@code java.awt.headless=true}); no JavaFX.
 */
package org.spectraflow.cli.plot;
