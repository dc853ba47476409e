package org.spectraflow.engine.generate;

import org.spectraflow.engine.pipeline.PipelineDocument;

/**
 * One fully expanded pipeline: its 0-based position in expansion order, a readable name
 * ({@code SNV > SavitzkyGolay(window_length=15) > PLSRegression(n_components=10)}), the spec §5.3
 * config name ({@code config_<hash8>}) and the document to execute.
 */
public record Variant(long index, String name, String configName, PipelineDocument pipeline) {}
