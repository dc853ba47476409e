/**
 * Generator expansion of nirs4all pipeline templates (docs/pipeline-language.md §2): exact counting
 * without expansion, lazy deterministic expansion into concrete variants in nirs4all's order, and
 * CPython-compatible random sampling for {@code count} and {@code _sample_}.
 *
 * <p>Entry point: {@link org.spectraflow.engine.generate.VariantExpansion}. Expanders and streams
 * are single-threaded; documents and variants are immutable. No method returns null.
 */
package org.spectraflow.engine.generate;
