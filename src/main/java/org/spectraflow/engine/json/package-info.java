/**
 * An immutable JSON tree that keeps key order and the exact text of numbers ({@link
 * org.spectraflow.engine.json.JsonValue} and its kinds), and the Python forms of its values ({@link
 * org.spectraflow.engine.json.PythonJson}: {@code repr}, {@code json.dumps} as nirs4all writes
 * them). Depends on nothing else in the engine; pipeline documents, generator expansion and reports
 * are built on it.
 */
package org.spectraflow.engine.json;
