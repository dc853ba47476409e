/**
 * The inspector: a typed form for the selected step built from the operator registry's parameter
 * specs (ranges, units, choices, booleans, descriptions, defaults), with a raw JSON editor for
 * steps without a form. Only non-default values are written to the document.
 */
package org.spectraflow.ui.editor.inspector;
