/**
 * Chemometric diagnostics of fitted models (docs/diagnostics.md): for PLS, the scores, VIP,
 * regression coefficients in the preprocessed spectra's units, Hotelling T² and Q residuals with
 * their 95 % and 99 % limits (F distribution, Jackson–Mudholkar), the projection of new samples,
 * and the error-versus-components curve with the minimum, the one-standard-error rule and Wold's R;
 * for other models what applies (coefficients of linear models).
 *
 * <p>Everything here is an immutable value computed from a fitted model's {@link
 * org.spectraflow.engine.operators.FittedState} and the matrices it saw; nothing here knows about
 * runs, reports or user interfaces, so the command line and the studio draw from the same figures.
 */
package org.spectraflow.engine.diagnostics;
