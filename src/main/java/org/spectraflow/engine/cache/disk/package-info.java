/**
 * The step cache's disk tier (docs/caching.md §3.11): cached step outputs kept in a folder between
 * processes and sessions, one checked, versioned file per entry, bounded by bytes (least recently
 * used first) and safe to share between processes.
 */
package org.spectraflow.engine.cache.disk;
