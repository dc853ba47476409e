package org.spectraflow.engine.pipeline;

import org.spectraflow.engine.json.JsonValue;

/**
 * One element of a pipeline's step list (docs/pipeline-language.md §1.3). Every step keeps its JSON
 * form verbatim, so reading and writing is lossless; the typed accessors of each kind are views
 * over it. Switch over the sealed kinds to visit a pipeline.
 */
public sealed interface Step
    permits NullStep,
        SubPipeline,
        OperatorStep,
        ModelStep,
        BranchStep,
        KeywordStep,
        GeneratorStep,
        CommentStep,
        UnknownStep {

  /** The step exactly as it is written in the document. */
  JsonValue toJson();

  /** True if the step (or anything inside it) carries a generator keyword. */
  default boolean hasGenerators() {
    return GeneratorSyntax.containsGenerator(toJson());
  }

  /** Parses a step from its JSON form (docs/pipeline-language.md §1.3 rules). */
  static Step of(JsonValue json) {
    return StepParser.parse(json);
  }
}
