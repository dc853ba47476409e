/**
 * Random number generators reproduced from the Python ecosystem so that seeded draws match
 * nirs4all's: the MT19937 core shared by CPython's {@code random} and numpy's legacy {@code
 * RandomState}, and numpy's {@code default_rng} stack ({@code SeedSequence}, {@code PCG64}, {@code
 * Generator} with its ziggurat normal). Generators are mutable and not thread-safe: one instance
 * per draw sequence.
 */
package org.spectraflow.engine.random;
