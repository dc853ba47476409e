/**
 * nirs4all dataset config files (YAML or JSON): a small document naming the train/test X, Y and
 * metadata files of one dataset plus global CSV options (docs/formats.md, "Dataset config files").
 */
package org.spectraflow.engine.data.formats.config;
