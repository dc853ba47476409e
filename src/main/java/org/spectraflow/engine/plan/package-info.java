/**
 * The typed steps of one expanded variant: what the executor runs, parsed once from the variant's
 * document and checked before any variant runs. Each keyword of the pipeline language is one record
 * of the sealed {@link org.spectraflow.engine.plan.PlannedStep}; operators in it are already built,
 * so executing a step reads no JSON. Every step knows its {@link
 * org.spectraflow.engine.plan.StepPlace}: its document path in the variant and its template step
 * id. How to add a keyword: docs/extending.md ("A keyword step").
 */
package org.spectraflow.engine.plan;
