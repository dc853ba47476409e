/**
 * The sweep explorer: for a generator sweep, the effect of each choice on the ranking score (one
 * strip and box plot per generator axis, a parameter-versus-score plot for a numeric axis) and the
 * top variants in a sortable table that can show a variant's choices on the canvas. The grouping is
 * the engine's ({@code engine/sweep}); this package only draws it.
 */
package org.spectraflow.ui.sweep;
