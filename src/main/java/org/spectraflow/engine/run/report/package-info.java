/**
 * The immutable result of a run ({@link org.spectraflow.engine.run.report.RunReport} and its
 * parts) and its JSON form ({@link org.spectraflow.engine.run.report.RunReportJson}), whose field
 * names scripts rely on.
 */
package org.spectraflow.engine.run.report;
