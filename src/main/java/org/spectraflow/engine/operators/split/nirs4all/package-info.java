/**
 * nirs4all's own train/test splitters (docs/compatibility.md, nirs4all splitters): KMeans
 * diversity, SPlit data twinning, systematic circular sampling on sorted y, stratification on bins
 * of y, and a group k-fold stratified on bins of y. They follow the published algorithms; where a
 * random stream is drawn it is numpy's {@code RandomState} (MT19937) as in the other splitters.
 *
 * <p>Splitters are immutable; a {@code RandomState} is mutable and confined to one split call.
 */
package org.spectraflow.engine.operators.split.nirs4all;
