/**
 * How a split step's groups are formed and summarised (docs/pipeline-language.md §4.5): the {@code
 * ignore_repetition}, {@code aggregation} and {@code y_aggregation} keys ({@link
 * org.spectraflow.engine.operators.split.groups.GroupOptions}), the combination of a dataset's
 * repetition column with the {@code group_by} columns by connected components ({@link
 * org.spectraflow.engine.operators.split.groups.EffectiveGroups}), and the group representatives a
 * non-group splitter splits ({@link
 * org.spectraflow.engine.operators.split.groups.GroupRepresentatives}).
 *
 * <p>Everything here is immutable or stateless.
 */
package org.spectraflow.engine.operators.split.groups;
