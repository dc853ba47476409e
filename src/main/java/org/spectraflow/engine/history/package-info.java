/**
 * Run history (docs/history.md): every run kept in a workspace folder, one entry folder per run
 * holding its report JSON, its event stream, the document, the dataset fingerprint, the cache
 * configuration and notes. Entries are written atomically (a hidden folder renamed into place), the
 * folder is bounded in bytes (oldest entries deleted first) and a damaged entry is listed as
 * damaged, never thrown. {@link org.spectraflow.engine.history.RunHistory} is the entry point.
 */
package org.spectraflow.engine.history;
