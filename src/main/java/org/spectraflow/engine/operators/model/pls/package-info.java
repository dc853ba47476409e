/**
 * nirs4all's PLS family beyond scikit-learn's PLSRegression and PLS-DA: principal component
 * regression ({@link org.spectraflow.engine.operators.model.pls.Pcr}), improved kernel PLS ({@link
 * org.spectraflow.engine.operators.model.pls.Ikpls}), SIMPLS ({@link
 * org.spectraflow.engine.operators.model.pls.Simpls}) and orthogonal PLS for values and two classes
 * ({@link org.spectraflow.engine.operators.model.pls.Opls}, {@link
 * org.spectraflow.engine.operators.model.pls.Oplsda}), kernel PLS ({@link
 * org.spectraflow.engine.operators.model.pls.KernelPls}), sparse PLS ({@link
 * org.spectraflow.engine.operators.model.pls.SparsePls}), interval PLS ({@link
 * org.spectraflow.engine.operators.model.pls.IntervalPls}) and locally weighted PLS ({@link
 * org.spectraflow.engine.operators.model.pls.Lwpls}, a lazy learner keeping its training rows),
 * each from its published algorithm (docs/compatibility.md, "The PLS family"). All but kernel and
 * locally weighted PLS fit linear models: the package {@code model}'s {@code LinearModel} in
 * original units, saved in a model file as kind {@code linear}.
 *
 * <p>Operators and fitted models are immutable and thread-safe; arrays passed in are copied, arrays
 * returned are fresh. Nothing here accepts null.
 */
package org.spectraflow.engine.operators.model.pls;
