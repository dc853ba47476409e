/**
 * Python-compatible text forms shared by the pipeline language, operator labels and cache keys:
 * {@code repr(float)}, {@code repr(str)} and nirs4all's shortened parameter rendering.
 *
 * <p>Depends on no other engine package, so every layer may use it. All methods are pure, stateless
 * and thread-safe; arguments are non-null unless a method says otherwise.
 */
package org.spectraflow.engine.text;
