/**
 * Run results: the ranked results table (one row per variant, filled live from events and completed
 * from the run report), each variant's test predictions, and the variant × step heat map of memory
 * added. Models are FX-thread confined; views only build and bind.
 */
package org.spectraflow.ui.run.results;
