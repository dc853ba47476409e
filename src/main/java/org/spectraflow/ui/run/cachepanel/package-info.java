/**
 * The CacheConfig panel: every runtime cache setting with its default, unit and a one-line
 * explanation, validated as typed, with presets, reset and the data precision. The model is
 * FX-thread confined and yields immutable {@link org.spectraflow.engine.cache.CacheConfig}
 * snapshots for runs.
 */
package org.spectraflow.ui.run.cachepanel;
