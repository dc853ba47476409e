/**
 * Loaders for nirs4all dataset folders: file roles, CSV/gzip reading with detected separators and
 * header lines, and {@link org.spectraflow.engine.data.io.Datasets#open} for "folder or demo".
 * Every failure is a {@link org.spectraflow.engine.data.io.DatasetException} naming file, line and
 * problem. Stateless and thread-safe; returned datasets are not.
 */
package org.spectraflow.engine.data.io;
