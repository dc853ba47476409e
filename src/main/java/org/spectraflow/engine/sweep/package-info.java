/**
 * The sweep explorer's figures: which choice of a generator document each variant took ({@link
 * org.spectraflow.engine.sweep.VariantChoices}), and each variant's ranking score grouped by
 * choice, one {@link org.spectraflow.engine.sweep.SweepAxis} per generator axis ({@link
 * org.spectraflow.engine.sweep.SweepEffects}), so the studio and the CLI can show which
 * preprocessing decisions matter. No JavaFX here.
 */
package org.spectraflow.engine.sweep;
