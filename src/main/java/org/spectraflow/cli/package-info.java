/**
 * The headless command line ({@code run}, {@code expand}, {@code info}, ...), built with picocli. A
 * thin layer over the engine's public API: no engine logic lives here. Errors become one line on
 * standard error and a non-zero exit code. Each command runs on the main thread; options left out
 * are null or their documented defaults.
 */
package org.spectraflow.cli;
