/**
 * Turns an expanded variant's document into what the executor runs: {@link
 * org.spectraflow.engine.run.planner.StepPlanner} parses it once into typed steps ({@link
 * org.spectraflow.engine.plan.VariantPlan}), {@link
 * org.spectraflow.engine.run.planner.OperatorResolver} resolves and builds every operator through
 * the catalogue, {@link org.spectraflow.engine.run.planner.StepOperators} reads keyword steps'
 * operator lists, {@link org.spectraflow.engine.run.planner.SampleFilterStep} plans the legacy
 * {@code sample_filter} key as an {@code exclude}, and {@link
 * org.spectraflow.engine.run.planner.PlsSweepPlan} groups the variants of a PLS {@code
 * n_components} sweep so that one fit serves the sweep.
 *
 * <p>Invariants: planning never throws for a step that cannot run (it becomes an {@code Unrunnable}
 * step with the message the check or the run reports) and runs no operator on data; a sweep plan is
 * a hint (a too large size costs components, never correctness). The planner does not depend on how
 * variants are scheduled ({@code engine.run.schedule}; an ArchUnit test keeps it so). Stateless or
 * confined to the thread that plans, unless documented otherwise.
 */
package org.spectraflow.engine.run.planner;
