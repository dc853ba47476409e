/**
 * Supervised wavelength selection (docs/nirs-transforms.md §7): nirs4all's CARS (competitive
 * adaptive reweighted sampling, Li et al. 2009) and MCUVE (Monte-Carlo uninformative variable
 * elimination, Cai et al. 2008). Each fits on the training rows and their first target column,
 * ranks the wavelengths by PLS regression coefficients ({@code PLSRegression}, NIPALS) over random
 * subsets of the rows drawn from numpy's legacy {@code RandomState} stream, and keeps a subset of
 * the columns: the fitted form ({@link org.spectraflow.engine.operators.transform.select
 * .ColumnSelection}) copies those columns and saves their indices in model files, and the engine
 * keeps the wavelength headers of the kept columns.
 */
package org.spectraflow.engine.operators.transform.select;
