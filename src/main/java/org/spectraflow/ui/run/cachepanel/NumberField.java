package org.spectraflow.ui.run.cachepanel;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * A numeric CacheConfig field as typed: the text (bound to a text field) and, when the text is not
 * a whole number from 1 to the field's maximum, an error naming the field, the value and the valid
 * range. FX-thread confined.
 */
public final class NumberField {

  private final CacheField field;
  private final StringProperty text = new SimpleStringProperty(this, "text");
  private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
  private final BooleanBinding valid =
      Bindings.createBooleanBinding(() -> error.get().isEmpty(), error);

  NumberField(CacheField field, int initial) {
    this.field = field;
    text.addListener((obs, old, now) -> error.set(validate(now)));
    text.set(String.valueOf(initial));
  }

  private String validate(String value) {
    String trimmed = value == null ? "" : value.trim();
    try {
      int n = Integer.parseInt(trimmed);
      if (n >= 1 && n <= field.max()) {
        return "";
      }
    } catch (NumberFormatException notAnInteger) {
      // reported below with the field, the value and the range
    }
    return field.jsonName()
        + " must be a whole number from 1 to "
        + field.max()
        + " "
        + field.unit()
        + ", was '"
        + trimmed
        + "'";
  }

  /** The field this is. */
  public CacheField field() {
    return field;
  }

  /** The text as typed. */
  public StringProperty textProperty() {
    return text;
  }

  /** The validation error, empty when valid. */
  public ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
  }

  /** True when the text is a valid value. */
  public BooleanBinding validBinding() {
    return valid;
  }

  /** The value; only call when valid. */
  int value() {
    if (!error.get().isEmpty()) {
      throw new IllegalStateException(error.get());
    }
    return Integer.parseInt(text.get().trim());
  }

  void set(int value) {
    text.set(String.valueOf(value));
  }
}
