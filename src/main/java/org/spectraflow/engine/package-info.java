/**
 * The SpectraFlow engine: pure Java, no JavaFX. The studio and the command line use only its
 * public API and its event stream.
 */
package org.spectraflow.engine;
