/**
 * Work shared between a run's workers below the variant level (docs/performance.md, "Sample 06"):
 * {@link org.spectraflow.engine.parallel.WorkShare}, a board of index loops (the trees of a forest)
 * that a thread waiting for another's computation helps with instead of idling. Depends on nothing
 * else in the engine, so operators can use it without knowing about runs.
 */
package org.spectraflow.engine.parallel;
