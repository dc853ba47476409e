/**
 * Compare: the same document run under two CacheConfigs, both shown on the same axes, with a table
 * of differences (wall time, peak RSS, hits, evictions, bytes copied) and a reproducibility verdict
 * (identical scores: pass or fail). The model runs in the background and publishes on the FX
 * executor.
 */
package org.spectraflow.ui.run.compare;
