package org.spectraflow.engine.plan;

/**
 * One step of a variant as the executor runs it. Parsed once from the variant's document by the
 * engine's planner; a step that cannot run is an {@link Unrunnable} carrying its message, so the
 * check before the run lists it and execution reaches it only when it fails at run time. Immutable.
 * Adding a keyword adds one record here and one controller (docs/extending.md, "A keyword step").
 */
public sealed interface PlannedStep
    permits Transform,
        Preprocessing,
        ModelFit,
        Split,
        Branching,
        Merge,
        FeatureAugmentation,
        YProcessing,
        SampleAugmentation,
        Exclude,
        Tag,
        ConcatTransform,
        Repetitions,
        Chain,
        NoOp,
        Unrunnable {

  /** Where the step sits in the variant and in its template. */
  StepPlace place();
}
