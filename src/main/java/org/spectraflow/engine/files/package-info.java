/**
 * Writing files so that no crash, kill or full disk loses data: {@link
 * org.spectraflow.engine.files.AtomicFiles} is the one way the command line and the studio write
 * reports, charts, exports, sessions and documents (see docs/reliability.md).
 */
package org.spectraflow.engine.files;
