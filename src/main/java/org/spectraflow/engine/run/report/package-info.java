/**
 * The immutable result of a run ({@link org.spectraflow.engine.run.report.RunReport} and its parts)
 * and its JSON form ({@link org.spectraflow.engine.run.report.RunReportJson}), whose field names
 * scripts rely on. Reports are immutable records, safe to share across threads; a field documented
 * as null (an error, a missing score) means "absent", never "unknown".
 */
package org.spectraflow.engine.run.report;
