/**
 * The nirs4all pipeline language as data: the document and its sealed step kinds over the JSON tree
 * of {@code org.spectraflow.engine.json}, JSON/YAML reading and writing, generator syntax checks,
 * and the check that every operator is in the catalogue ({@code org.spectraflow.engine.catalogue}).
 *
 * <p>All types are immutable and thread-safe; no method returns null (absent values are {@link
 * java.util.Optional} or empty collections). Errors are unchecked and name the document path, e.g.
 * {@code pipeline[3].model.params.n_components}.
 */
package org.spectraflow.engine.pipeline;
