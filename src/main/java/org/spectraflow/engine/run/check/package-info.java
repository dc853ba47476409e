/**
 * What stops a run before it starts, and what stops one variant at its turn: {@link
 * org.spectraflow.engine.run.check.RunCheck} (operators the catalogue does not know, unknown
 * keywords, unexpanded generators), {@link org.spectraflow.engine.run.check.DocumentCheck} (that
 * plus the planner's unrunnable steps, merges without a branch, no model step), {@link
 * org.spectraflow.engine.run.check.ShapeCheck} (parameters the data's shape cannot support,
 * followed through the steps by {@link org.spectraflow.engine.run.check.ShapeCursor}), the check
 * pass of a run ({@link org.spectraflow.engine.run.check.CheckPass}) and the studio's check of a
 * document before any run ({@link org.spectraflow.engine.run.check.StartCheck}, reporting in a
 * {@link org.spectraflow.engine.run.check.StartCheckReport}, against a {@link
 * org.spectraflow.engine.run.check.DataSize}).
 *
 * <p>Invariants: one check: the studio's start check and the run use the same {@link
 * org.spectraflow.engine.run.check.DocumentCheck}, so the editor reports what a run would refuse; a
 * check never refuses what the run would accept (where a shape is not followed the rules stay
 * silent); every problem is an {@link org.spectraflow.engine.pipeline.Problem} placed on its
 * document path (its {@code line()} is the text the command line prints), and all the problems of a
 * document are reported at once. Checks run nothing: they depend on the planner, never on how
 * variants are scheduled or executed ({@code engine.run.schedule}, {@code engine.run.step}; an
 * ArchUnit test keeps it so).
 */
package org.spectraflow.engine.run.check;
