/**
 * The engine's data layer: immutable {@link org.spectraflow.engine.data.Block}s, per-source block
 * storage with copy-on-write snapshots, datasets (sources, partitions, folds, targets, metadata),
 * folder loaders and the synthetic demo dataset. Pure Java; blocks are immutable and safe to share
 * across threads, storages are not thread-safe.
 */
package org.spectraflow.engine.data;
