/**
 * Dataset readers behind one interface: {@link org.spectraflow.engine.data.read.DatasetReader} (one
 * class per format: what it reads, its typed options, how it reads) and the {@link
 * org.spectraflow.engine.data.read.DatasetReaders} registry that finds them on the class path and
 * picks one for a path (explicit id, magic bytes, extension, folder). See docs/extending.md,
 * "Adding a dataset reader".
 */
package org.spectraflow.engine.data.read;
