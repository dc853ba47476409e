/**
 * The five live charts of a run: their presentation models (plain data fed by run events, with
 * thinning to the pixels drawn) and their JFreeChart-FX views, which rebuild their datasets at most
 * once per frame and follow the light or dark theme. Models are FX-thread confined.
 */
package org.spectraflow.ui.run.charts;
