/**
 * Files and safety for the studio: lossless open/save of nirs4all JSON and YAML with atomic
 * replacement, the recent-files list, autosave drafts and crash recovery, and the presentation
 * model that ties them to the editor. File I/O runs on an injected executor, never on the FX
 * thread.
 */
package org.spectraflow.ui.files;
