package org.spectraflow.ui.editor.inspector;

import java.util.List;
import org.spectraflow.engine.catalogue.ParamSpec;

/**
 * One row of the inspector form: a parameter's current text, its default, valid range, unit and
 * description. {@code spec} is null for a parameter the registry does not declare (kept and edited
 * as JSON text).
 *
 * @param name the parameter name
 * @param spec its declaration, or null
 * @param text the value as typed: {@code 15}, {@code True}, {@code 5..20 step 5} for a sweep
 * @param defaultText the default, shown as a prompt
 * @param rangeText the valid range ({@code >= 1}), or empty
 * @param choices the allowed values of a choice parameter, as shown
 * @param swept true if the value is a generator
 * @param isDefault true if the document does not set it
 */
public record ParamField(
    String name,
    ParamSpec spec,
    String text,
    String defaultText,
    String rangeText,
    List<String> choices,
    boolean swept,
    boolean isDefault) {

  /** Copies the choices. */
  public ParamField {
    choices = List.copyOf(choices);
  }

  /** The unit, or empty. */
  public String unit() {
    return spec == null ? "" : spec.unit();
  }

  /** The one-line description, or a note for undeclared parameters. */
  public String description() {
    return spec == null
        ? "not declared by the operator registry; kept as written"
        : spec.description();
  }

  /** The kind of editor: a check box, a choice box or a text field. */
  public Editor editor() {
    if (spec == null || swept) {
      return Editor.TEXT;
    }
    return switch (spec.type()) {
      case BOOL -> Editor.CHECK;
      case CHOICE -> Editor.CHOICE;
      default -> Editor.TEXT;
    };
  }

  /** Editor kinds. */
  public enum Editor {
    TEXT,
    CHECK,
    CHOICE
  }
}
