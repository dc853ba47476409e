/**
 * nirs4all's sample filters (YOutlierFilter, SpectralQualityFilter, XOutlierFilter,
 * HighLeverageFilter): operators that, fitted on training rows, return a keep-mask per row (true =
 * keep). The {@code exclude} and {@code tag} keywords and {@code by_filter} separation branches use
 * the mask; as a plain step a filter is the identity.
 */
package org.spectraflow.engine.operators.filter;
