/**
 * Files and safety for the studio: lossless open/save of nirs4all JSON and YAML with atomic
 * replacement, the recent-files list, autosave drafts and crash recovery, and the presentation
 * model that ties them to the editor. File I/O runs on an injected executor, never on the FX
 * thread. The studio's own state files are read through one policy, {@link
 * org.spectraflow.ui.files.StateFiles}: a damaged one is set aside ({@code *.damaged-<time>}) and
 * told once, never thrown, and a draft's {@code .origin} is trusted only when it names a pipeline
 * document ({@link org.spectraflow.ui.files.DraftOrigin}).
 */
package org.spectraflow.ui.files;
