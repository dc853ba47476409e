/**
 * The driver's streamed results (docs/scale-out.md, "Driver memory"): a cluster runner's variant
 * results go to a spill file as tasks finish, and the report reads its entries back from it in
 * index order, so the driver's heap does not follow the variant count. Also the plain-value codecs
 * that carry records between JVMs and into the spill.
 */
package org.spectraflow.engine.run.spill;
