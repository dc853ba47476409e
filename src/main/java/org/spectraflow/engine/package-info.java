/**
 * The SpectraFlow engine: pure Java, no JavaFX. The studio and the command line use only its public
 * API and its event stream. Arguments are non-null unless a parameter says otherwise; each
 * subpackage states its own threading contract.
 */
package org.spectraflow.engine;
