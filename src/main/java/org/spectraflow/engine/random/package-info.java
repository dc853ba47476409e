/**
 * Random number generators reproduced bit for bit from the Python ecosystem (the MT19937 core
 * shared by CPython's {@code random} and numpy's {@code RandomState}), so that seeded draws match
 * nirs4all's. Generators are mutable and not thread-safe: one instance per draw sequence.
 */
package org.spectraflow.engine.random;
