/**
 * The runtime cache: {@link org.spectraflow.engine.cache.CacheConfig} (the seven settings of
 * nirs4all's {@code CacheConfig}) and the cross-variant {@link
 * org.spectraflow.engine.cache.StepCache}, an LRU map from {@link
 * org.spectraflow.engine.cache.StepCacheKey} to block references bounded by entries and by bytes,
 * with Caffeine-style {@link org.spectraflow.engine.cache.CacheStats} and a typed {@link
 * org.spectraflow.engine.cache.RemovalListener}.
 *
 * <p>Values are immutable and thread-safe; {@code StepCache} is thread-safe (one internal lock). No
 * method accepts or returns {@code null} unless its javadoc says so.
 */
package org.spectraflow.engine.cache;
